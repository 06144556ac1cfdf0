import type { ReconciledOrderView } from '@hotel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnHeads } from '../../../components/column-heads';
import { currentLanguage } from '../../../i18n';
import { formatAmount, formatHotelDate, formatHotelDateTime } from '../../../lib/format';
import { reconciliationQuery } from '../-staff/queries';
import { QueryState } from '../-staff/query-state';
import { TableFrame } from '../-staff/table-frame';
import type { Period } from './ledger-period';
import { LedgerSection } from './ledger-section';

/**
 * The period's orders asked of the bank and set beside the ledger, mismatches
 * first as the server orders them. Asked only on request: every order is a call to the bank.
 */
export function Reconciliation({ period }: { period: Period }) {
  const { t, i18n } = useTranslation('staff');
  const { trpc } = useRouteContext({ from: '/a' });
  const [asked, setAsked] = useState<Period | null>(null);
  const check = useQuery(reconciliationQuery(trpc, asked));
  const language = currentLanguage(i18n);
  const money = (value: number) => formatAmount(value, language);
  const states: Readonly<Record<string, string>> = t('paymentStatus', { returnObjects: true });
  const bankStatuses: Readonly<Record<number, string>> = t('ledger.reconcile.bankStatus', {
    returnObjects: true,
  });
  const ask = () => {
    if (asked?.from === period.from && asked.to === period.to) void check.refetch();
    else setAsked(period);
  };

  const mismatchText = (order: ReconciledOrderView) =>
    order.mismatches.length === 0
      ? t('ledger.reconcile.ok')
      : order.mismatches
          .map((mismatch) =>
            t(`ledger.reconcile.mismatch.${mismatch.kind}`, {
              ledger: mismatch.ledger === null ? t('empty') : money(mismatch.ledger),
              bank: mismatch.bank === null ? t('empty') : money(mismatch.bank),
            }),
          )
          .join('; ');

  return (
    <LedgerSection
      id="ledger-reconciliation"
      title={t('ledger.reconcile.title')}
      intro={t('ledger.reconcile.intro')}
    >
      <div className="staff-toolbar">
        <button type="button" className="button" disabled={check.isFetching} onClick={ask}>
          {check.isFetching
            ? t('ledger.reconcile.running')
            : check.data
              ? t('ledger.reconcile.again')
              : t('ledger.reconcile.run')}
        </button>
      </div>
      {/* The button says it is running: only a refusal is shown here. */}
      <QueryState error={check.error} pending={false} />
      {check.data && (
        <div>
          <p role="status" className="ledger-reconcile__summary">
            {formatHotelDate(check.data.from)} – {formatHotelDate(check.data.to)}.{' '}
            {t('ledger.reconcile.checkedAt', {
              at: formatHotelDateTime(check.data.checked_at) ?? check.data.checked_at,
              orders: check.data.orders.length,
              mismatched: check.data.mismatched,
            })}{' '}
            {check.data.orders.length === 0
              ? t('ledger.reconcile.none')
              : check.data.mismatched === 0 && t('ledger.reconcile.allMatch')}
          </p>
          {check.data.orders.length > 0 && (
            <TableFrame caption={t('ledger.reconcile.title')}>
              <ColumnHeads
                columns={[
                  { label: t('ledger.reconcile.column.order') },
                  { label: t('ledger.reconcile.column.bookNumber') },
                  { label: t('ledger.reconcile.column.state') },
                  { label: t('ledger.reconcile.column.ledger'), className: 'data-table__numeric' },
                  { label: t('ledger.reconcile.column.bank'), className: 'data-table__numeric' },
                  { label: t('ledger.reconcile.column.bankStatus') },
                  { label: t('ledger.reconcile.column.result') },
                ]}
              />
              <tbody>
                {check.data.orders.map((order) => (
                  <tr
                    key={order.order_id}
                    className={
                      order.mismatches.length ? 'ledger-reconcile__row--mismatch' : undefined
                    }
                  >
                    <td className="ledger-reconcile__order">
                      {order.order_number ?? order.order_id}
                    </td>
                    <td>{order.book_number ?? t('empty')}</td>
                    <td>
                      {order.booking_state === null
                        ? t('empty')
                        : (states[order.booking_state] ?? order.booking_state)}
                    </td>
                    <td className="data-table__numeric">
                      {money(order.ledger.paid)} / {money(order.ledger.refunded)}
                    </td>
                    <td className="data-table__numeric">
                      {order.bank
                        ? `${money(order.bank.paid)} / ${money(order.bank.refunded)}`
                        : t('empty')}
                    </td>
                    <td>
                      {order.bank_error ??
                        (order.bank?.status === null || order.bank?.status === undefined
                          ? t('empty')
                          : (bankStatuses[order.bank.status] ?? String(order.bank.status)))}
                    </td>
                    <td>{mismatchText(order)}</td>
                  </tr>
                ))}
              </tbody>
            </TableFrame>
          )}
        </div>
      )}
    </LedgerSection>
  );
}
