import type { ClientView } from '@hotel/contracts';
import { staffRoleOf } from '@hotel/contracts/plain';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { createColumnHelper, type TableOptions } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { accountDateColumns } from '../-staff/account-date-columns';
import { DataTable } from '../-staff/data-table';
import { editColumns } from '../-staff/edit-row-button';
import { FlagBadge } from '../-staff/flag-badge';
import { PendingNote } from '../-staff/pending-note';
import { staffClientsQuery } from '../-staff/queries';
import { QueryState } from '../-staff/query-state';
import { useStaffAccess } from '../-staff/staff-access';
import { ClientEmailDialog } from './client-email-dialog';

const column = createColumnHelper<ClientView>();

/** A user's role in words: a guest, or the staff role (the manager is the specification's admin). */
function roleText(roleId: number, t: TFunction<'staff'>): string {
  const role = staffRoleOf(roleId);
  return role ? t(`team.role.${role}`) : t('clients.role.client');
}

/** Clients with a booking waiting for payment are highlighted. */
const isPending = (client: ClientView) => client.payment_status === 'pending';
const highlight = (client: ClientView) =>
  isPending(client) ? 'data-table__row--pending' : undefined;

/**
 * The clients' columns: number, e-mail, role, registration, last
 * activity, and what they owe or paid; a missing value is a dash; the edit button (the
 * e-mail), a manager's.
 */
function clientColumns(
  t: TFunction<'staff'>,
  common: TFunction,
  onEdit: ((client: ClientView) => void) | undefined,
): TableOptions<ClientView>['columns'] {
  return [
    column.accessor('id', { header: t('clients.column.id'), meta: { numeric: true } }),
    column.accessor('email', {
      header: t('clients.column.email'),
      cell: (cell) => cell.getValue() || t('empty'),
    }),
    column.accessor('role_id', {
      header: t('clients.column.role'),
      cell: (cell) => (
        <FlagBadge on={staffRoleOf(cell.getValue()) !== null} text={roleText(cell.getValue(), t)} />
      ),
    }),
    ...accountDateColumns<ClientView>(t, common, {
      createdAt: t('clients.column.createdAt'),
      lastLogin: t('clients.column.lastLogin'),
    }),
    column.accessor((client) => client.payment_status ?? '', {
      id: 'payment_status',
      header: t('clients.column.payment'),
      cell: (cell) => {
        const status = cell.row.original.payment_status;
        return status === null ? t('empty') : t(`clients.payment.${status}`);
      },
    }),
    ...editColumns<ClientView>({
      header: t('clients.column.edit'),
      text: t('clients.edit'),
      label: (client) => t('clients.editLabel', { email: client.email }),
      onEdit,
    }),
  ];
}

/** The registered users, refreshed every 10 s. */
export function ClientsScreen() {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const clients = useQuery(staffClientsQuery(trpc));
  // The id, not the row: the dialog follows the list's refreshes (the saved e-mail among them).
  const [editing, setEditing] = useState<number | null>(null);
  const manager = useStaffAccess('manager');
  const columns = useMemo(
    () => clientColumns(t, common, manager ? (client) => setEditing(client.id) : undefined),
    [t, common, manager],
  );
  const open = clients.data?.find((client) => client.id === editing);
  return (
    <section className="staff-screen">
      <PageHeading title={t('clients.title')} intro={t('clients.intro')} />
      <QueryState error={clients.error} pending={clients.isPending} />
      {clients.data && (
        <>
          {clients.data.some(isPending) && <PendingNote>{t('clients.pendingNote')}</PendingNote>}
          <DataTable
            data={clients.data}
            columns={columns}
            caption={t('clients.title')}
            empty={t('clients.empty')}
            rowClassName={highlight}
          />
          {open && (
            <ClientEmailDialog key={open.id} client={open} onClose={() => setEditing(null)} />
          )}
        </>
      )}
    </section>
  );
}
