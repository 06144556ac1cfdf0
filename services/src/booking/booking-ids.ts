import type { Sql } from '../db/connect';

/**
 * A new booking's id (from `occupation_ids`, which for-online blocks share) and its book number,
 * in one statement. Book numbers come from the one atomic counter: it starts past the
 * `last_book_number` option staff may set and never goes back, so numbers never repeat; the
 * option then shows the last number given.
 */
export async function newBookingIds(sql: Sql): Promise<{ bookingId: number; bookNumber: number }> {
  const [row] = await sql<{ id: string; book_number: number }[]>`
    with issued as (
      update book_number_counter set value = greatest(value, (select last_book_number from system_options)) + 1
      returning value),
    shown as (
      update system_options set last_book_number = (select value from issued) returning last_book_number)
    select nextval('occupation_ids')::text as id, last_book_number as book_number from shown`;
  if (!row) throw new Error('book number counter missing');
  return { bookingId: Number(row.id), bookNumber: row.book_number };
}
