import type postgres from 'postgres';

/** What an entry is: a night range open for online sale, or a booking awaiting payment or paid. */
export type CalendarEntryKind = 'for_online' | 'pending' | 'paid';

export interface CalendarEntry {
  id: number;
  roomId: number;
  paymentStatus: CalendarEntryKind;
  checkin: string;
  checkout: string;
  bookNumber: number | null;
  /** Staff marked the guests as at reception (the stored `reception_status` 1). */
  arrived: boolean;
  amountTenge: number;
  paymentAt: Date | null;
  /** When reception marked the guests as gone (null: not yet, or not a booking). */
  checkedOutAt: Date | null;
  /** When reception checked the guests in (null: not yet, or not a booking). */
  checkedInAt: Date | null;
}

interface Row {
  id: string;
  room_id: number;
  /** Stored as the spec says it: `online` is paid. */
  payment_status: 'for_online' | 'pending' | 'online';
  checkin: string;
  checkout: string;
  book_number: number | null;
  reception_status: number;
  amount_tenge: string;
  payment_at: Date | null;
  checked_out_at: Date | null;
  checked_in_at: Date | null;
}

const columns = (sql: postgres.Sql) => sql`
  id::text, room_id, payment_status, checkin::text, checkout::text, book_number,
  reception_status, amount_tenge::text, payment_at, checked_out_at, checked_in_at`;

const toEntry = (r: Row): CalendarEntry => ({
  id: Number(r.id),
  roomId: r.room_id,
  paymentStatus: r.payment_status === 'online' ? 'paid' : r.payment_status,
  checkin: r.checkin,
  checkout: r.checkout,
  bookNumber: r.book_number,
  arrived: r.reception_status === 1,
  amountTenge: Number(r.amount_tenge),
  paymentAt: r.payment_at,
  checkedOutAt: r.checked_out_at,
  checkedInAt: r.checked_in_at,
});

/** Entries with at least one night in [startDate, endDate] (both calendar dates, inclusive). */
export async function calendarEntriesInRange(
  sql: postgres.Sql,
  startDate: string,
  endDate: string,
): Promise<CalendarEntry[]> {
  const rows = await sql<Row[]>`
    select ${columns(sql)} from calendar_entries
    where active and checkin <= ${endDate}::date and checkout > ${startDate}::date
    order by calendar_entries.room_id, calendar_entries.checkin`;
  return rows.map(toEntry);
}

export async function findCalendarEntry(
  sql: postgres.Sql,
  id: number,
): Promise<CalendarEntry | null> {
  const rows = await sql<
    Row[]
  >`select ${columns(sql)} from calendar_entries where id = ${id} and active`;
  const row = rows[0];
  return row ? toEntry(row) : null;
}

/** Active entries of the given rooms with a night inside [checkin, checkout). */
export async function activeEntriesForRooms(
  sql: postgres.Sql,
  roomIds: readonly number[],
  checkin: string,
  checkout: string,
): Promise<CalendarEntry[]> {
  if (roomIds.length === 0) return [];
  const rows = await sql<Row[]>`
    select ${columns(sql)} from calendar_entries
    where active and room_id = any(${roomIds as number[]}) and checkin < ${checkout}::date and checkout > ${checkin}::date
    order by calendar_entries.room_id, calendar_entries.checkin`;
  return rows.map(toEntry);
}
