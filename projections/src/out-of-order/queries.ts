import type postgres from 'postgres';

export interface OutOfOrderPeriodRow {
  periodId: number;
  roomId: number;
  from: string;
  to: string;
  reason: string;
}

/** Periods with at least one night in [startDate, endDate] (inclusive); withdrawn ones left out. */
export async function outOfOrderInRange(
  sql: postgres.Sql,
  startDate: string,
  endDate: string,
): Promise<OutOfOrderPeriodRow[]> {
  const rows = await sql<
    { id: string; room_id: number; from_date: string; to_date: string; reason: string }[]
  >`
    select id::text, room_id, from_date::text, to_date::text, reason from out_of_order_periods
    where from_date < to_date and from_date <= ${endDate}::date and to_date > ${startDate}::date
    order by room_id, from_date`;
  return rows.map((r) => ({
    periodId: Number(r.id),
    roomId: r.room_id,
    from: r.from_date,
    to: r.to_date,
    reason: r.reason,
  }));
}
