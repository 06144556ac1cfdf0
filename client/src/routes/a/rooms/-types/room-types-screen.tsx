import type { RoomTypeEditView } from '@hotel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../../components/page-heading';
import { currentLanguage } from '../../../../i18n';
import { DataTable } from '../../-staff/data-table';
import { staffRoomTypesQuery } from '../../-staff/queries';
import { QueryState } from '../../-staff/query-state';
import { useStaffAccess } from '../../-staff/staff-access';
import { roomTypeColumns } from './room-type-columns';
import { RoomTypeDialog } from './room-type-dialog';
import './room-types.css';

/**
 * The open dialog: which room type it edits (none yet for a new one), and the key it was opened
 * under, kept when a new type is saved so the dialog stays as it is, its message included.
 */
interface Editing {
  key: number | 'new';
  id: number | null;
}

/**
 * The room types: the table refreshed every 5 s, an edit dialog for each
 * and one for a new type, with the images sub-dialog inside. Only the manager may change the
 * catalog: the rest of the staff read the table, with no add or edit.
 */
export function RoomTypesScreen() {
  const { t, i18n } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const roomTypes = useQuery(staffRoomTypesQuery(trpc));
  const [editing, setEditing] = useState<Editing | null>(null);
  const manager = useStaffAccess('manager');
  const language = currentLanguage(i18n);
  const columns = useMemo(
    () =>
      roomTypeColumns(
        { t, common, language },
        manager ? (roomType) => setEditing({ key: roomType.id, id: roomType.id }) : undefined,
      ),
    [t, common, language, manager],
  );
  // The dialog shows the room type as the latest refresh has it (new images included).
  const open: RoomTypeEditView | null =
    roomTypes.data?.find((roomType) => roomType.id === editing?.id) ?? null;

  return (
    <section className="staff-screen">
      <PageHeading title={t('roomTypes.title')} intro={t('roomTypes.intro')} />
      {manager && (
        <div className="staff-toolbar">
          <button
            type="button"
            className="button"
            onClick={() => setEditing({ key: 'new', id: null })}
          >
            {t('roomTypes.add')}
          </button>
        </div>
      )}
      <QueryState error={roomTypes.error} pending={roomTypes.isPending} />
      {roomTypes.data && (
        <DataTable
          data={roomTypes.data}
          columns={columns}
          caption={t('roomTypes.title')}
          empty={t('roomTypes.empty')}
        />
      )}
      {editing && (
        <RoomTypeDialog
          key={editing.key}
          roomType={open}
          onSaved={(saved) => setEditing({ key: editing.key, id: saved.id })}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
