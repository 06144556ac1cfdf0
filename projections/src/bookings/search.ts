import type postgres from 'postgres';
import type { BookingState } from './booking-record';
import type { BookingRowState } from './queries';

/** A booking a staff search found. */
export interface FoundBooking {
  id: number;
  bookNumber: number;
  guests: { full_name: string; passport_serial: string; passport_number: string }[];
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
  guests: { full_name: string; passport_serial: string; passport_number: string }[];
  room_id: number;
  checkin: string;
  checkout: string;
  state: BookingState;
  email: string;
  phone: string | null;
  checked_in_at: Date | null;
  checked_out_at: Date | null;
}

/** The newest stays a part of the key is first looked for in, walking them newest first. */
const RECENT_WALK = 5000;
/** pg_trgm's trigrams: a shorter part of the key gives its index nothing to look up. */
const TRIGRAM = 3;
/**
 * The newest stays a part shorter than a trigram is looked for in at most (about two years of a
 * hotel of 200 rooms): walking all of 100,000 took 60 to 160 ms, and one or two letters held by no
 * recent booking rarely name the one staff look for.
 */
const SHORT_KEY_WALK = 20_000;

/**
 * The bookings a search finds: the one of that book number first, then the newest stays. Each way
 * of matching is its own query for its newest `limit`, merged here, so none is held back by the
 * others (one query joining them fetches every match, then sorts).
 */
export async function searchBookings(
  sql: postgres.Sql,
  { key, bookNumber, roomIds, limit }: BookingSearch,
): Promise<FoundBooking[]> {
  const found = await Promise.all([
    bookNumber !== null ? newest(sql, sql`book_number = ${bookNumber}`, limit) : [],
    key ? byKey(sql, key, limit) : [],
    roomIds.length > 0 ? newest(sql, sql`room_id = any(${roomIds}::integer[])`, limit) : [],
  ]);
  const [byNumber = [], ...others] = found.map((rows) => rows.map(toFound));
  const rest = others
    .flat()
    .sort((a, b) => b.checkin.localeCompare(a.checkin) || b.id - a.id)
    .filter((booking, i, all) => i === 0 || all[i - 1]?.id !== booking.id)
    .filter((booking) => !byNumber.some((b) => b.id === booking.id));
  return [...byNumber, ...rest].slice(0, limit);
}

const COLUMNS = `id::text, book_number, guests, room_id, checkin::text, checkout::text, state, email,
  phone, checked_in_at, checked_out_at`;

/** The newest `limit` bookings `where` picks. */
const newest = (sql: postgres.Sql, where: postgres.PendingQuery<postgres.Row[]>, limit: number) =>
  sql<Row[]>`
    select ${sql.unsafe(COLUMNS)} from bookings where ${where}
    order by checkin desc, id desc limit ${limit}`;

/**
 * The newest `limit` bookings whose key holds `key`. A part many bookings hold (a common surname)
 * is found among the newest stays at once, walking them newest first; the planner, which cannot
 * tell from the pattern how common it is, would rather fetch every match through the trigram
 * index and sort them. A rarer part then goes through that index, or, too short for trigrams,
 * walks the newest SHORT_KEY_WALK stays. Both steps keep the order: the newest matches first.
 */
async function byKey(sql: postgres.Sql, key: string, limit: number): Promise<Row[]> {
  // The key holds nothing but letters, digits, `@` and `.`: no `%` or `_` to escape.
  const pattern = `%${key}%`;
  // A subquery with a limit or an offset is a fence: the pattern is not taken into the index.
  const walk = (rows: postgres.PendingQuery<postgres.Row[]>) => sql<Row[]>`
    select ${sql.unsafe(COLUMNS)} from (
      select id, book_number, guests, room_id, checkin, checkout, state, email, phone,
             checked_in_at, checked_out_at, search_text
      from bookings order by checkin desc, id desc ${rows}
    ) stays where search_text like ${pattern} order by checkin desc, id desc limit ${limit}`;
  const recent = await walk(sql`limit ${RECENT_WALK}`);
  if (recent.length >= limit) return recent;
  return key.length >= TRIGRAM
    ? newest(sql, sql`search_text like ${pattern}`, limit)
    : walk(sql`limit ${SHORT_KEY_WALK}`);
}

const toFound = (r: Row): FoundBooking => ({
  id: Number(r.id),
  bookNumber: r.book_number,
  guests: r.guests.map(({ full_name, passport_serial, passport_number }) => ({
    full_name,
    passport_serial,
    passport_number,
  })),
  roomId: r.room_id,
  checkin: r.checkin,
  checkout: r.checkout,
  state: r.state === 'online' ? 'paid' : r.state,
  email: r.email,
  phone: r.phone,
  checkedInAt: r.checked_in_at,
  checkedOutAt: r.checked_out_at,
});
