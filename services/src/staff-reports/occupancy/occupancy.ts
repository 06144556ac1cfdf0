import {
  addDays,
  hotelDate,
  OCCUPANCY_DAYS_AHEAD,
  OCCUPANCY_DAYS_BEFORE,
  tengeToTmt,
  type OccupancyView,
} from '@hotel/contracts';
import { CALENDAR_ENTRIES, LEDGER } from '@hotel/projections';
import type { AppDeps } from '../../application/deps';
import { hotelPeriod } from '../period';

interface Row {
  day: string;
  rooms_open: number;
  occupied: number;
  pending: number;
  revenue: string;
  received: string;
}

/**
 * Occupancy and revenue per hotel day, the past 30 days and the coming 30, from the read models:
 * the calendar (`calendar_entries`: open rooms, paid and unpaid stays, each stay's amount spread
 * over its nights in integer teňňe) and the ledger (money in and out, by the hotel's day).
 */
export async function occupancy(deps: AppDeps): Promise<OccupancyView> {
  const { sql, hotelTimeZone: timeZone } = deps;
  const today = hotelDate(deps.now(), timeZone);
  const period = hotelPeriod(
    timeZone,
    addDays(today, -OCCUPANCY_DAYS_BEFORE),
    addDays(today, OCCUPANCY_DAYS_AHEAD - 1),
    OCCUPANCY_DAYS_BEFORE + OCCUPANCY_DAYS_AHEAD,
  );
  const rows = await sql<Row[]>`
    with days as (
      select day::date from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') as day
    ), nights as (
      select d.day,
        -- On sale that night: open online, or sold there (staff may sell a room's night no block opened).
        count(distinct c.room_id)::int as rooms_open,
        count(distinct c.room_id) filter (where c.payment_status = 'online')::int as occupied,
        count(distinct c.room_id) filter (where c.payment_status = 'pending')::int as pending,
        coalesce(sum(c.share) filter (where c.payment_status = 'online'), 0) as revenue
      from days d
      left join lateral (
        select room_id, payment_status,
          amount_tenge / (checkout - checkin)
            + case when d.day - checkin < amount_tenge % (checkout - checkin) then 1 else 0 end as share
        from ${sql(CALENDAR_ENTRIES)} where active and checkin <= d.day and checkout > d.day
      ) c on true
      group by d.day
    ), money as (
      select (at at time zone ${timeZone})::date as day,
        sum(case kind when 'payment' then amount_tenge when 'refund' then -amount_tenge else 0 end) as received
      from ${sql(LEDGER)} where at >= ${period.start} and at < ${period.end}
      group by 1
    )
    select n.day::text, n.rooms_open, n.occupied, n.pending, n.revenue::text, coalesce(m.received, 0)::text as received
    from nights n left join money m on m.day = n.day
    order by n.day`;
  return {
    today,
    days: rows.map((row) => ({
      date: row.day,
      rooms_open: row.rooms_open,
      occupied: row.occupied,
      pending: row.pending,
      occupancy:
        row.rooms_open === 0 ? null : Math.round((row.occupied * 1000) / row.rooms_open) / 10,
      revenue: tengeToTmt(Number(row.revenue)),
      received: tengeToTmt(Number(row.received)),
    })),
  };
}
