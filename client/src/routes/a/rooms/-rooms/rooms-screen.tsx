import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../../components/page-heading';
import { currentLanguage } from '../../../../i18n';
import { DataTable } from '../../-staff/data-table';
import { QueryState } from '../../-staff/query-state';
import { useStaffAccess } from '../../-staff/staff-access';
import { staffBlocksQuery, staffRoomsQuery, staffRoomTypesQuery } from '../../-staff/queries';
import { AddRoomForm } from './add-room-form';
import { roomColumns } from './room-columns';
import { RoomDialog } from './room-dialog';
import './rooms.css';

/** Page sizes step by 50 up to the total: 50, 100, … */
const PAGE_STEP = 50;
const pageSizesFor = (total: number) =>
  Array.from(
    { length: Math.max(1, Math.ceil(total / PAGE_STEP)) },
    (_, index) => (index + 1) * PAGE_STEP,
  );

/**
 * The rooms: the table with page sizes in steps of 50, the add button
 * showing the add form, and each room's edit dialog. Only the manager may change the rooms: the
 * rest of the staff read the table, with no add or edit.
 */
export function RoomsScreen() {
  const { t, i18n } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const rooms = useQuery(staffRoomsQuery(trpc));
  const roomTypes = useQuery(staffRoomTypesQuery(trpc));
  const blocks = useQuery(staffBlocksQuery(trpc));
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const manager = useStaffAccess('manager');
  const language = currentLanguage(i18n);
  const columns = useMemo(
    () =>
      roomColumns(
        { t, common, language, roomTypes: roomTypes.data ?? [], blocks: blocks.data ?? [] },
        manager ? (room) => setEditing(room.id) : undefined,
      ),
    [t, common, language, roomTypes.data, blocks.data, manager],
  );
  const failure = rooms.error ?? roomTypes.error ?? blocks.error;
  const ready =
    rooms.data && roomTypes.data && blocks.data
      ? { rooms: rooms.data, roomTypes: roomTypes.data, blocks: blocks.data }
      : null;
  const open = ready?.rooms.find((room) => room.id === editing);

  return (
    <section className="staff-screen">
      <PageHeading title={t('rooms.title')} intro={t('rooms.intro')} />
      {manager && (
        <div className="staff-toolbar">
          <button
            type="button"
            className="button"
            aria-expanded={adding}
            onClick={() => setAdding(!adding)}
          >
            {adding ? t('rooms.hideAdd') : t('rooms.add')}
          </button>
        </div>
      )}
      <QueryState error={failure} pending={!ready} />
      {ready && (
        <>
          {manager && adding && <AddRoomForm {...ready} />}
          <DataTable
            data={ready.rooms}
            columns={columns}
            caption={t('rooms.title')}
            empty={t('rooms.empty')}
            pageSizes={pageSizesFor(ready.rooms.length)}
          />
          {open && (
            <RoomDialog key={open.id} room={open} {...ready} onClose={() => setEditing(null)} />
          )}
        </>
      )}
    </section>
  );
}
