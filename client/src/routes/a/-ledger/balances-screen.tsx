import type { BalanceDueView, BalancesView, Language } from '@hotel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { createColumnHelper, type TableOptions } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { currentLanguage } from '../../../i18n';
import { formatAmount, formatHotelDate } from '../../../lib/format';
import { DataTable } from '../-staff/data-table';
import { balancesQuery } from '../-staff/queries';
import { QueryState } from '../-staff/query-state';
import './ledger.css';
import { LedgerSection } from './ledger-section';

const column = createColumnHelper<BalanceDueView>();

function balanceColumns(
  t: TFunction<'staff'>,
  common: TFunction,
  language: Language,
): TableOptions<BalanceDueView>['columns'] {
  const money = (value: number) => formatAmount(value, language);
  const date = (value: string) => formatHotelDate(value) ?? common('dates.invalid');
  // A closed booking (cancelled, refunded, no-show) is named as the bookings lists name it.
  const states: Readonly<Record<string, string>> = {
    ...t('paymentStatus', { returnObjects: true }),
    ...t('ledger.balances.state', { returnObjects: true }),
  };
  const amount = (key: 'total' | 'paid' | 'refunded' | 'balance') =>
    column.accessor(key, {
      header: t(`ledger.balances.column.${key}`),
      cell: (cell) => money(cell.getValue()),
      meta: { numeric: true },
    });
  return [
    column.accessor('book_number', { header: t('ledger.balances.column.bookNumber') }),
    column.accessor((row) => row.room_number ?? '', {
      id: 'room',
      header: t('ledger.balances.column.room'),
      cell: (cell) => cell.getValue() || t('empty'),
    }),
    column.accessor((row) => row.guest || row.email, {
      id: 'guest',
      header: t('ledger.balances.column.guest'),
    }),
    // Arrival over departure in one column: at 1024 px the balance, the column that matters, stays in view.
    column.accessor('checkin', {
      id: 'stay',
      header: t('ledger.balances.column.stay'),
      cell: (cell) => (
        <span className="ledger-balances__stay">
          <span>{date(cell.getValue())}</span>
          <span>{date(cell.row.original.checkout)}</span>
        </span>
      ),
    }),
    column.accessor((row) => states[row.state] ?? row.state, {
      id: 'state',
      header: t('ledger.balances.column.state'),
    }),
    amount('total'),
    amount('paid'),
    amount('refunded'),
    amount('balance'),
  ];
}

/** What guests owe, what the hotel owes them, and the two together, as the ledger's cards. */
function BalanceSums({ view }: { view: BalancesView }) {
  const { t, i18n } = useTranslation('staff');
  const language = currentLanguage(i18n);
  const owed = view.bookings.filter((row) => row.balance > 0).length;
  const sums = [
    { key: 'owed', amount: view.owed, hint: t('ledger.balances.count', { count: owed }) },
    {
      key: 'credit',
      amount: view.credit,
      hint: t('ledger.balances.count', { count: view.bookings.length - owed }),
    },
    { key: 'balance', amount: view.balance, hint: t('ledger.balances.balanceHint') },
  ] as const;
  return (
    <dl className="figure-cards ledger-totals ledger-balances">
      {sums.map(({ key, amount, hint }) => (
        <div key={key} className={`figure-card ledger-balance--${key}`}>
          <dt>{t(`ledger.balances.${key}`)}</dt>
          <dd>
            {formatAmount(amount, language)} TMT<small>{hint}</small>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The accountants' balances due: every booking still standing whose folio does not settle at 0,
 * by arrival, with the folio's sums as the booking dialog shows them, and what they add up to.
 */
export function BalancesScreen() {
  const { t, i18n } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const balances = useQuery(balancesQuery(trpc));
  const language = currentLanguage(i18n);
  const columns = useMemo(() => balanceColumns(t, common, language), [t, common, language]);
  return (
    <section className="staff-screen">
      <PageHeading title={t('ledger.balances.title')} intro={t('ledger.balances.intro')} />
      <QueryState error={balances.error} pending={balances.isPending} />
      {balances.data && (
        <>
          <BalanceSums view={balances.data} />
          <LedgerSection id="balances-table" title={t('ledger.balances.table')}>
            <DataTable
              data={balances.data.bookings}
              columns={columns}
              caption={t('ledger.balances.table')}
              empty={t('ledger.balances.none')}
              getRowId={(row) => String(row.booking_id)}
              rowClassName={(row) => (row.balance < 0 ? 'ledger-balances__row--credit' : undefined)}
              pageSizes={[25, 50, 100]}
            />
          </LedgerSection>
        </>
      )}
    </section>
  );
}
