import type postgres from 'postgres';
import type { BookingState } from './booking-record';
import type { BookingRowState } from './queries';

/** A booking a staff search found. */
export interface FoundBooking {
  id: number;
  bookNumber: number;
  guests: { full_name: string }[];
  roomId: number;
  checkin: string;
  checkout: string;
  state: BookingRowState;
  email: string;
  phone: string | null;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
}

/** What a search looks for; each part left out (null) looks for nothing. */
export interface BookingSearch {
  /** A part of the bookings' `search_text`: a search key (letters, digits, `@`, `.` only). */
  key: string | null;
  bookNumber: number | null;
  /** The rooms whose bookings are all found (a room number typed whole). */
  roomIds: number[];
  limit: number;
}

interface Row {
  id: string;
  book_number: number;
  guests: { full_name: string }[];
  room_id: number;
  checkin: string;
  checkout: string;
  state: BookingState;
  email: string;
  phone: string | null;
  checked_in_at: Date | null;
  checked_out_at: Date | null;
}

/**
 * The bookings a search finds: the one of that book number first, then the newest stays. Each
 * way of matching is its own indexed lookup (the trigram index for a part of the key), joined by
 * `union`, so no one of them makes the planner read the whole table for the others.
 */
export async function searchBookings(
  sql: postgres.Sql,
  { key, bookNumber, roomIds, limit }: BookingSearch,
): Promise<FoundBooking[]> {
  const arms = [
    // The key holds nothing but letters, digits, `@` and `.`: no `%` or `_` to escape.
    key ? sql`select id from bookings where search_text like ${`%${key}%`}` : null,
    bookNumber !== null ? sql`select id from bookings where book_number = ${bookNumber}` : null,
    roomIds.length > 0
      ? sql`select id from bookings where room_id = any(${roomIds}::integer[])`
      : null,
  ].filter((arm) => arm !== null);
  if (arms.length === 0) return [];
  const hits = arms.reduce((all, arm) => sql`${all} union ${arm}`);
  const rows = await sql<Row[]>`
    select id::text, book_number, guests, room_id, checkin::text, checkout::text, state, email,
           phone, checked_in_at, checked_out_at
    from bookings
    where id in (${hits})
    order by book_number = ${bookNumber ?? -1} desc, checkin desc, id desc
    limit ${limit}`;
  return rows.map((r) => ({
    id: Number(r.id),
    bookNumber: r.book_number,
    guests: r.guests.map((guest) => ({ full_name: guest.full_name })),
    roomId: r.room_id,
    checkin: r.checkin,
    checkout: r.checkout,
    state: r.state === 'online' ? 'paid' : r.state,
    email: r.email,
    phone: r.phone,
    checkedInAt: r.checked_in_at,
    checkedOutAt: r.checked_out_at,
  }));
}
