import type { Sql } from '../db/connect';

/**
 * A new booking's id (from `occupation_ids`, which for-online blocks share) and its book number,
 * in one statement. Book numbers come from the one atomic counter: it starts past the
 * `last_book_number` option staff may set and never goes back, so numbers never repeat; the
 * option then shows the last number given.
 *
 * Every booking moves the counter's row, so its lock is held by one request at a time: the
 * statement's transaction commits without waiting for the WAL flush (set_config local to it),
 * which lets the next request in at once instead of after a disk flush. No number can repeat for
 * that: a number is used only by a later write that commits durably (the booking's event, the
 * attempt's row), and flushing the WAL up to that write flushes the counter's move before it. A
 * crash can only take back numbers that no stored booking holds.
 */
export async function newBookingIds(sql: Sql): Promise<{ bookingId: number; bookNumber: number }> {
  const [row] = await sql<{ id: string; book_number: number }[]>`
    with no_flush as (select set_config('synchronous_commit', 'off', true)),
    issued as (
      update book_number_counter set value = greatest(value, (select last_book_number from system_options)) + 1
      returning value),
    shown as (
      update system_options set last_book_number = (select value from issued) returning last_book_number)
    select nextval('occupation_ids')::text as id, last_book_number as book_number from shown, no_flush`;
  if (!row) throw new Error('book number counter missing');
  return { bookingId: Number(row.id), bookNumber: row.book_number };
}
