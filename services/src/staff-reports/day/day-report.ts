import {
  addDays,
  BOOKING_CHANNELS,
  hotelDate,
  tengeToTmt,
  type BookingChannel,
  type CalendarDate,
  type DayReportQuery,
  type DayReportView,
  type NightlyRate,
} from '@hotel/contracts';
import { BOOKINGS, LEDGER_BOOKINGS, ROOM_HOUSEKEEPING } from '@hotel/projections';
import type { AppDeps } from '../../application/deps';
import { ledgerLinesIn } from '../ledger/ledger-source';
import { moneyMethodOf, totalsOf } from '../ledger/ledger-totals';
import { lineLabels } from '../ledger/line-labels';
import { hotelPeriod } from '../period';
import { nightFigures } from './day-figures';

/** A booking that stands: placed and not cancelled, paid or not yet (a desk booking, an online one in its payment window). */
const STANDING = ['pending', 'online'];

/** The day a report is of when none is asked: the hotel's yesterday, the last day that is over. */
export function reportDay(deps: AppDeps, query: DayReportQuery): CalendarDate {
  return query.date ?? addDays(hotelDate(deps.now(), deps.hotelTimeZone), -1);
}

/**
 * GET /reports/day: the manager's figures of one hotel day (docs/front-desk.md, "The manager's
 * daily report"). Rooms and stays come from the catalog and the bookings read model, each sold
 * night's price from its folio, the money from the ledger's lines of the day, summed as the
 * ledger's own totals are (`totalsOf`), so both reports agree to the teňňe.
 */
export async function dayReport(deps: AppDeps, query: DayReportQuery): Promise<DayReportView> {
  const { sql, hotelTimeZone: timeZone } = deps;
  const date = reportDay(deps, query);
  const period = hotelPeriod(timeZone, date, date, 1);
  const [[rooms], soldNights, [counts], lines] = await Promise.all([
    sql<{ total: number; out_of_order: number }[]>`
      select count(*)::int as total,
        count(*) filter (where h.state = 'out_of_order')::int as out_of_order
      from rooms r left join ${sql(ROOM_HOUSEKEEPING)} h on h.room_id = r.id
      where r.status = 1`,
    soldNightsOn(deps, date),
    sql<{ arrivals: number; departures: number; no_shows: number }[]>`
      select count(*) filter (where checkin = ${date} and state in ${sql(STANDING)})::int as arrivals,
        count(*) filter (where checkout = ${date} and state in ${sql(STANDING)})::int as departures,
        count(*) filter (where checkin = ${date} and state = 'no_show')::int as no_shows
      from ${sql(BOOKINGS)} where checkin = ${date} or checkout = ${date}`,
    ledgerLinesIn(sql, period),
  ]);
  const total = rooms?.total ?? 0;
  const outOfOrder = rooms?.out_of_order ?? 0;
  const night = nightFigures(total - outOfOrder, soldNights);
  const totals = totalsOf(lines);
  const labels = await lineLabels(sql, lines);
  const byChannel = Object.fromEntries(
    BOOKING_CHANNELS.map((channel) => [channel, { count: 0, tenge: 0 }]),
  ) as Record<BookingChannel, { count: number; tenge: number }>;
  for (const line of lines) {
    if (moneyMethodOf(line) === null) continue;
    const sum = byChannel[labels.channel(line)];
    sum.count += 1;
    sum.tenge += line.kind === 'refund' ? -line.amountTenge : line.amountTenge;
  }
  const money = ({ count, tenge }: { count: number; tenge: number }) => ({
    count,
    amount: tengeToTmt(tenge),
  });
  return {
    date,
    today: hotelDate(deps.now(), timeZone),
    rooms: { total, out_of_order: outOfOrder, available: night.available, sold: night.sold },
    occupancy: night.occupancy,
    room_revenue: tengeToTmt(night.revenueTenge),
    adr: night.adrTenge === null ? null : tengeToTmt(night.adrTenge),
    revpar: night.revparTenge === null ? null : tengeToTmt(night.revparTenge),
    arrivals: counts?.arrivals ?? 0,
    departures: counts?.departures ?? 0,
    no_shows: counts?.no_shows ?? 0,
    cancellations: totals.by_kind.cancellation.count,
    money: {
      net: totals.net,
      by_channel: {
        online: money(byChannel.online),
        phone: money(byChannel.phone),
        walk_in: money(byChannel.walk_in),
      },
      by_method: totals.by_method,
    },
  };
}

/**
 * The night `date` of every standing stay that covers it (in house, arrived that day; not one
 * leaving that day), at the price its folio charges for it. A folio without that night (dates
 * changed before changes carried a rate) or not folded yet falls back to the booking's room part
 * spread evenly over its nights.
 */
async function soldNightsOn(deps: AppDeps, date: CalendarDate): Promise<NightlyRate[]> {
  const { sql } = deps;
  const rows = await sql<{ night: NightlyRate | null; even_share: string }[]>`
    select n.night, (b.room_part_tenge / greatest(b.checkout - b.checkin, 1))::text as even_share
    from ${sql(BOOKINGS)} b
    left join ${sql(LEDGER_BOOKINGS)} f on f.booking_id = b.id
    left join lateral (
      select value as night from jsonb_array_elements(f.folio -> 'nights')
      where value ->> 'date' = ${date} limit 1
    ) n on true
    where b.state in ${sql(STANDING)} and b.checkin <= ${date} and b.checkout > ${date}`;
  return rows.map((row) =>
    row.night
      ? { roomPriceTenge: row.night.roomPriceTenge, discountPercent: row.night.discountPercent }
      : { roomPriceTenge: Number(row.even_share), discountPercent: 0 },
  );
}
