import {
  BOOKING_CHANNELS,
  FOLIO_METHODS,
  tengeText,
  tmtToTenge,
  translate,
  type DayReportCsvView,
  type DayReportQuery,
  type Language,
  type MessageKey,
} from '@hotel/contracts';
import type { AppDeps } from '../../application/deps';
import { csvFile } from '../csv';
import { dayReport } from './day-report';

/**
 * The daily report as a CSV file of two columns, figure and value (see csv.ts: UTF-8 with a byte
 * order mark), in the asked language. Amounts in manat with two decimals and a point, as the
 * ledger's CSV writes them; a ratio with no rooms under it (ADR of a night nothing was sold) is
 * an empty cell.
 */
export async function dayReportCsv(
  deps: AppDeps,
  query: DayReportQuery,
  lang: Language,
): Promise<DayReportCsvView> {
  const view = await dayReport(deps, query);
  const t = (key: MessageKey, params?: Record<string, string>) => translate(lang, key, params);
  const tmt = (amount: number | null) =>
    amount === null ? '' : tengeText(tmtToTenge(amount) ?? 0);
  const rows: [string, string][] = [
    [t('report.date'), view.date],
    [t('report.rooms.total'), String(view.rooms.total)],
    [t('report.rooms.outOfOrder'), String(view.rooms.out_of_order)],
    [t('report.rooms.available'), String(view.rooms.available)],
    [t('report.rooms.sold'), String(view.rooms.sold)],
    [t('report.occupancy'), view.occupancy === null ? '' : view.occupancy.toFixed(1)],
    [t('report.roomRevenue'), tmt(view.room_revenue)],
    [t('report.adr'), tmt(view.adr)],
    [t('report.revpar'), tmt(view.revpar)],
    [t('report.arrivals'), String(view.arrivals)],
    [t('report.departures'), String(view.departures)],
    [t('report.noShows'), String(view.no_shows)],
    [t('report.cancellations'), String(view.cancellations)],
    [t('report.money.net'), tmt(view.money.net)],
    ...BOOKING_CHANNELS.map((channel): [string, string] => [
      t('report.money.byChannel', { channel: t(`ledger.channel.${channel}`) }),
      tmt(view.money.by_channel[channel].amount),
    ]),
    ...FOLIO_METHODS.map((method): [string, string] => [
      t('report.money.byMethod', { method: t(`ledger.method.${method}`) }),
      tmt(view.money.by_method[method].amount),
    ]),
  ];
  return {
    filename: `day-report_${view.date}.csv`,
    csv: csvFile([[t('report.column.figure'), t('report.column.value')], ...rows]),
  };
}
