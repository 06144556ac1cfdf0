import type { LedgerTotalsView, LedgerView } from '@hotel/contracts';
import { LEDGER_KINDS } from '@hotel/contracts/plain';
import { createColumnHelper, type TableOptions } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { formatAmount, formatHotelDate } from '../../../lib/format';
import { DataTable } from '../-staff/data-table';
import { LedgerSection } from './ledger-section';

type Day = LedgerView['days'][number];
const column = createColumnHelper<Day>();
const hasOperations = (day: LedgerTotalsView) =>
  LEDGER_KINDS.some((kind) => day.by_kind[kind].count > 0);

/** The period's totals per kind and the money kept, as cards. */
export function LedgerTotals({ totals }: { totals: LedgerTotalsView }) {
  const { t, i18n } = useTranslation('staff');
  const language = currentLanguage(i18n);
  return (
    <LedgerSection id="ledger-totals" title={t('ledger.totals')}>
      <dl className="figure-cards ledger-totals">
        {LEDGER_KINDS.map((kind) => (
          <div key={kind} className={`figure-card ledger-total--${kind}`}>
            <dt>{t(`ledger.kind.${kind}`)}</dt>
            <dd>
              {kind === 'cancellation'
                ? totals.by_kind[kind].count
                : `${formatAmount(totals.by_kind[kind].amount, language)} TMT`}
              <small>{t('ledger.count', { count: totals.by_kind[kind].count })}</small>
            </dd>
          </div>
        ))}
        <div className="figure-card ledger-total--net">
          <dt>{t('ledger.net')}</dt>
          <dd>
            {formatAmount(totals.net, language)} TMT<small>{t('ledger.netHint')}</small>
          </dd>
        </div>
      </dl>
    </LedgerSection>
  );
}

function dayColumns(
  t: TFunction<'staff'>,
  common: TFunction,
  language: ReturnType<typeof currentLanguage>,
): TableOptions<Day>['columns'] {
  const money = (value: number) => formatAmount(value, language);
  return [
    column.accessor('date', {
      header: t('ledger.column.date'),
      cell: (cell) => formatHotelDate(cell.getValue()) ?? common('dates.invalid'),
    }),
    column.accessor((day) => day.by_kind.payment.amount, {
      id: 'payments',
      header: t('ledger.column.payments'),
      cell: (cell) => money(cell.getValue()),
      meta: { numeric: true },
    }),
    column.accessor((day) => day.by_kind.refund.amount, {
      id: 'refunds',
      header: t('ledger.column.refunds'),
      cell: (cell) => money(cell.getValue()),
      meta: { numeric: true },
    }),
    column.accessor((day) => day.by_kind.cancellation.count, {
      id: 'cancellations',
      header: t('ledger.column.cancellations'),
      meta: { numeric: true },
    }),
    column.accessor('net', {
      header: t('ledger.column.net'),
      cell: (cell) => money(cell.getValue()),
      meta: { numeric: true },
    }),
  ];
}

/** Totals per hotel day, for the days that had operations. */
export function LedgerDays({ days }: { days: readonly Day[] }) {
  const { t, i18n } = useTranslation('staff');
  const { t: common } = useTranslation();
  const language = currentLanguage(i18n);
  const columns = useMemo(() => dayColumns(t, common, language), [t, common, language]);
  const active = useMemo(() => days.filter(hasOperations), [days]);
  return (
    <LedgerSection
      id="ledger-days"
      title={t('ledger.days')}
      intro={active.length > 0 ? t('ledger.daysHint') : undefined}
    >
      <DataTable
        data={active}
        columns={columns}
        caption={t('ledger.days')}
        empty={t('ledger.noDays')}
        getRowId={(day) => day.date}
        pageSize={31}
      />
    </LedgerSection>
  );
}
