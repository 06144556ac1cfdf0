import type { StaffAccountView } from '@hotel/contracts';
import { STAFF_ROLES, type StaffRole } from '@hotel/contracts/plain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { createColumnHelper, type TableOptions } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { authQuery } from '../../../account/queries';
import { PageHeading } from '../../../components/page-heading';
import { accountDateColumns } from '../-staff/account-date-columns';
import { DataTable } from '../-staff/data-table';
import { FlagBadge } from '../-staff/flag-badge';
import { OutcomeNotice } from '../-staff/outcome-notice';
import {
  changeStaffAccountMutation,
  staffAccountChangeFilters,
  staffAccountsQuery,
} from '../-staff/queries';
import { QueryState } from '../-staff/query-state';
import { useStaffAccess } from '../-staff/staff-access';
import { useMarkStale } from '../-staff/use-mark-stale';
import { useOutcome } from '../-staff/use-outcome';
import { NewStaffAccountForm } from './new-staff-account-form';
import './staff-accounts.css';

const column = createColumnHelper<StaffAccountView>();

type Change = { id: number; role?: StaffRole; disabled?: boolean };

function accountColumns(
  t: TFunction<'staff'>,
  common: TFunction,
  change: (change: Change) => void,
  sendLink: (account: StaffAccountView) => void,
  pending: boolean,
  self: string | undefined,
): TableOptions<StaffAccountView>['columns'] {
  // Another manager changes one's own role or access (the server refuses it too).
  const locked = (account: StaffAccountView) => pending || account.email === self;
  return [
    column.accessor('email', { header: t('team.column.email') }),
    column.accessor('role', {
      header: t('team.column.role'),
      cell: (cell) => {
        const account = cell.row.original;
        return (
          <select
            className="field__input team__role"
            aria-label={t('team.roleLabel', { email: account.email })}
            value={account.role}
            disabled={locked(account)}
            onChange={(event) => {
              const role = STAFF_ROLES.find((value) => value === event.target.value);
              if (role) change({ id: account.id, role });
            }}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`team.role.${role}`)}
              </option>
            ))}
          </select>
        );
      },
    }),
    column.accessor('disabled', {
      header: t('team.column.state'),
      cell: (cell) => (
        <FlagBadge
          on={!cell.getValue()}
          text={t(cell.getValue() ? 'team.state.disabled' : 'team.state.active')}
        />
      ),
    }),
    ...accountDateColumns<StaffAccountView>(t, common, {
      createdAt: t('team.column.createdAt'),
      lastLogin: t('team.column.lastLogin'),
    }),
    column.display({
      id: 'actions',
      header: t('team.column.actions'),
      meta: { action: true },
      cell: (cell) => {
        const account = cell.row.original;
        return (
          <span className="team__actions">
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={locked(account)}
              onClick={() => change({ id: account.id, disabled: !account.disabled })}
            >
              {account.disabled ? t('team.enable') : t('team.disable')}
            </button>
            {/* A forgotten password, or a first login without a password said aloud: the link by mail. */}
            <button
              type="button"
              className="button button--ghost button--small"
              aria-label={t('team.sendLinkLabel', { email: account.email })}
              disabled={pending || account.disabled}
              onClick={() => sendLink(account)}
            >
              {t('team.sendLink')}
            </button>
          </span>
        );
      },
    }),
  ];
}

/**
 * The manager's staff accounts: each person's e-mail, role and state. A role is changed in its
 * row, and a link to set a new password mailed from it; disabling ends the person's sessions at once (the server does it, and refuses to leave the
 * hotel without an enabled manager, saying so here).
 */
export function StaffAccountsScreen() {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const markStale = useMarkStale();
  const accounts = useQuery(staffAccountsQuery(trpc));
  const self = useQuery(authQuery(trpc)).data?.data?.email;
  // Anyone else who opens the address reads the server's refusal, and is offered no new account.
  const manager = useStaffAccess('manager');
  const { outcome, clear, notice, fail, reportThenRefresh } = useOutcome();
  const refresh = () => markStale(staffAccountChangeFilters(trpc));
  const change = useMutation({
    ...changeStaffAccountMutation(trpc),
    ...reportThenRefresh(refresh),
  });
  const sendLink = useMutation(
    trpc.staffAccounts.sendPasswordLink.mutationOptions({
      onMutate: clear,
      onSuccess: ({ message }) => notice(message),
      onError: fail,
    }),
  );
  const pending = change.isPending || sendLink.isPending;
  const columns = useMemo(
    () =>
      accountColumns(
        t,
        common,
        (next) => change.mutate(next),
        (account) => sendLink.mutate({ id: account.id }),
        pending,
        self,
      ),
    [t, common, change, sendLink, pending, self],
  );
  return (
    <section className="staff-screen">
      <PageHeading title={t('team.title')} intro={t('team.intro')} />
      <QueryState error={accounts.error} pending={accounts.isPending} />
      <OutcomeNotice outcome={outcome} />
      {accounts.data && (
        <DataTable
          data={accounts.data}
          columns={columns}
          caption={t('team.title')}
          empty={t('team.empty')}
        />
      )}
      {manager && <NewStaffAccountForm onCreated={refresh} />}
    </section>
  );
}
