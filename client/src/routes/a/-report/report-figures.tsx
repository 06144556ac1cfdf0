import type { DayReportView } from '@hotel/contracts';
import { FOLIO_METHODS } from '@hotel/contracts/plain';
import { useTranslation } from 'react-i18next';
import { ColumnHeads } from '../../../components/column-heads';
import { currentLanguage } from '../../../i18n';
import { formatAmount } from '../../../lib/format';

/** The channels in the order the desk names them (BOOKING_CHANNELS lives with the zod events, out of the client's plain import). */
const CHANNELS: readonly (keyof DayReportView['money']['by_channel'])[] = [
  'online',
  'phone',
  'walk_in',
];

interface Card {
  key: string;
  label: string;
  value: string;
  hint?: string;
}

/** A titled row of figures, each a card: the label over its value. */
function Cards({ id, title, cards }: { id: string; title: string; cards: Card[] }) {
  return (
    <section aria-labelledby={id} className="day-report__section">
      <h2 id={id}>{title}</h2>
      <dl className="figure-cards day-report__cards">
        {cards.map((card) => (
          <div key={card.key} className="figure-card">
            <dt>{card.label}</dt>
            <dd>
              {card.value}
              {card.hint && <small>{card.hint}</small>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A table of money per source: its name, how many operations, payments less refunds. */
function MoneyTable({
  caption,
  rows,
  language,
}: {
  caption: string;
  rows: { key: string; name: string; count: number; amount: number }[];
  language: ReturnType<typeof currentLanguage>;
}) {
  const { t } = useTranslation('staff');
  return (
    <table className="day-report__table">
      <caption>{caption}</caption>
      <ColumnHeads
        columns={[
          { label: t('report.money.column.name') },
          { label: t('report.money.column.count'), className: 'day-report__number' },
          { label: t('report.money.column.amount'), className: 'day-report__number' },
        ]}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.name}</th>
            <td className="day-report__number">{row.count}</td>
            <td className="day-report__number">{formatAmount(row.amount, language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The report's figures: the night's rooms, its occupancy and revenue, the guests' movements, the money. */
export function ReportFigures({ view }: { view: DayReportView }) {
  const { t, i18n } = useTranslation('staff');
  const language = currentLanguage(i18n);
  const tmt = (amount: number | null) =>
    amount === null ? t('report.none') : `${formatAmount(amount, language)} TMT`;
  const count = (value: number) => String(value);
  return (
    <>
      <Cards
        id="day-report-rooms"
        title={t('report.rooms.title')}
        cards={[
          { key: 'total', label: t('report.rooms.total'), value: count(view.rooms.total) },
          {
            key: 'outOfOrder',
            label: t('report.rooms.outOfOrder'),
            value: count(view.rooms.out_of_order),
            hint: t('report.rooms.outOfOrderHint'),
          },
          {
            key: 'available',
            label: t('report.rooms.available'),
            value: count(view.rooms.available),
          },
          { key: 'sold', label: t('report.rooms.sold'), value: count(view.rooms.sold) },
        ]}
      />
      <Cards
        id="day-report-night"
        title={t('report.night.title')}
        cards={[
          {
            key: 'occupancy',
            label: t('report.night.occupancy'),
            value:
              view.occupancy === null
                ? t('report.none')
                : `${formatAmount(view.occupancy, language)} %`,
          },
          {
            key: 'revenue',
            label: t('report.night.revenue'),
            value: tmt(view.room_revenue),
          },
          {
            key: 'adr',
            label: t('report.night.adr'),
            value: tmt(view.adr),
            hint: t('report.night.adrHint'),
          },
          {
            key: 'revpar',
            label: t('report.night.revpar'),
            value: tmt(view.revpar),
            hint: t('report.night.revparHint'),
          },
        ]}
      />
      <Cards
        id="day-report-movements"
        title={t('report.movements.title')}
        cards={[
          {
            key: 'arrivals',
            label: t('report.movements.arrivals'),
            value: count(view.arrivals),
          },
          {
            key: 'departures',
            label: t('report.movements.departures'),
            value: count(view.departures),
          },
          {
            key: 'noShows',
            label: t('report.movements.noShows'),
            value: count(view.no_shows),
          },
          {
            key: 'cancellations',
            label: t('report.movements.cancellations'),
            value: count(view.cancellations),
          },
        ]}
      />
      <section aria-labelledby="day-report-money" className="day-report__section">
        <h2 id="day-report-money">{t('report.money.title')}</h2>
        <p className="muted form-hint">{t('report.money.intro')}</p>
        <p className="day-report__net">
          {t('report.money.net')}: <strong>{tmt(view.money.net)}</strong>
        </p>
        <div className="day-report__tables">
          <MoneyTable
            caption={t('report.money.byChannel')}
            language={language}
            rows={CHANNELS.map((channel) => ({
              key: channel,
              name: t(`report.money.channel.${channel}`),
              ...view.money.by_channel[channel],
            }))}
          />
          <MoneyTable
            caption={t('report.money.byMethod')}
            language={language}
            rows={FOLIO_METHODS.map((method) => ({
              key: method,
              name: t(`report.money.method.${method}`),
              ...view.money.by_method[method],
            }))}
          />
        </div>
      </section>
    </>
  );
}
