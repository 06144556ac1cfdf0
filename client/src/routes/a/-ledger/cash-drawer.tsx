import type { LedgerTotalsView, LedgerView } from '@hotel/contracts';
import { FOLIO_METHODS } from '@hotel/contracts/plain';
import { useTranslation } from 'react-i18next';
import { ColumnHeads } from '../../../components/column-heads';
import { currentLanguage } from '../../../i18n';
import { formatAmount, formatHotelDate } from '../../../lib/format';
import { TableFrame } from '../-staff/table-frame';
import { LedgerSection } from './ledger-section';

type Day = LedgerView['days'][number];
type ByMethod = LedgerTotalsView['by_method'];
type MoneyTotal = ByMethod['bank'];

/**
 * The cash drawer: for each hotel day money moved (and for the whole period when it spans more
 * than one such day), what each person took in each way, refunds taken off, and the totals per
 * way. A receptionist reads the cash they took today in their own row.
 */
export function CashDrawer({ days, totals }: { days: readonly Day[]; totals: LedgerTotalsView }) {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const active = days.filter((day) => day.by_person.length > 0);
  return (
    <LedgerSection
      id="ledger-drawer"
      title={t('ledger.drawer.title')}
      intro={t('ledger.drawer.intro')}
    >
      {active.length === 0 ? (
        <p className="data-table data-table__empty">{t('ledger.noDays')}</p>
      ) : (
        <>
          {active.length > 1 && <DrawerTable caption={t('ledger.drawer.period')} totals={totals} />}
          {active.map((day) => (
            <DrawerTable
              key={day.date}
              caption={formatHotelDate(day.date) ?? common('dates.invalid')}
              totals={day}
            />
          ))}
        </>
      )}
    </LedgerSection>
  );
}

/** One day's (or the period's) drawer: a row per person, a column per way, the totals below. */
function DrawerTable({ caption, totals }: { caption: string; totals: LedgerTotalsView }) {
  const { t, i18n } = useTranslation('staff');
  const language = currentLanguage(i18n);
  const money = (value: number) => formatAmount(value, language);
  const cell = (total: MoneyTotal) =>
    total.count === 0 ? (
      t('empty')
    ) : (
      <>
        {money(total.amount)}
        <small className="ledger-drawer__count">
          {t('ledger.drawer.count', { count: total.count })}
        </small>
      </>
    );
  /** A row's cells: whose money, what they took each way, and what it comes to. */
  const row = (head: string, byMethod: ByMethod, net: number) => (
    <>
      <th scope="row">{head}</th>
      {FOLIO_METHODS.map((method) => (
        <td key={method} className="data-table__numeric">
          {cell(byMethod[method])}
        </td>
      ))}
      <td className="data-table__numeric">{money(net)}</td>
    </>
  );
  return (
    <TableFrame
      caption={caption}
      className="ledger-drawer"
      captionShown
      captionClassName="ledger-drawer__caption"
    >
      <ColumnHeads
        columns={[
          { label: t('ledger.drawer.person') },
          ...FOLIO_METHODS.map((method) => ({
            label: t(`ledger.way.${method}`),
            className: 'data-table__numeric',
          })),
          { label: t('ledger.column.net'), className: 'data-table__numeric' },
        ]}
      />
      <tbody>
        {totals.by_person.map((person) => (
          <tr key={person.actor}>
            {row(
              person.actor === 'system' ? t('ledger.drawer.bank') : person.actor,
              person.by_method,
              person.amount,
            )}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>{row(t('ledger.drawer.all'), totals.by_method, totals.net)}</tr>
      </tfoot>
    </TableFrame>
  );
}
