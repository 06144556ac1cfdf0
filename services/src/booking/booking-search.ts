import {
  bookingSearchQuery,
  hotelInstant,
  MAX_SEARCH_RESULTS,
  searchKey,
  type BookingSearchHit,
  type BookingSearchQuery,
} from '@hotel/contracts';
import { searchBookings } from '@hotel/projections';
import type { AppDeps } from '../application/deps';
import { roomLabels } from '../catalog/room-types';

/**
 * A book number as staff type it, with or without its sign ("№ 1042", "#1042"); at most 9 digits
 * (an integer column): longer digits are no book number.
 */
const BOOK_NUMBER = /^(?:№|#|no\.?)?\s*([0-9]{1,9})$/i;

/** The book number the query names, or null when it names none. */
const bookNumberIn = (q: string): number | null => {
  const digits = BOOK_NUMBER.exec(q)?.[1];
  return digits === undefined ? null : Number(digits);
};

/**
 * Every booking, in any list and of any date, that a staff search finds: the booking of that book
 * number, every booking of the room of that number, and those whose guests' names or passports,
 * e-mail or phone hold the query (folded as the read model folds them, contracts' searchKey). At
 * most MAX_SEARCH_RESULTS, the book number's first, then the newest stays.
 */
export async function bookingSearch(
  deps: AppDeps,
  input: BookingSearchQuery,
): Promise<BookingSearchHit[]> {
  const { q } = bookingSearchQuery.parse(input);
  const rooms = await roomLabels(deps.sql);
  const typed = q.toLowerCase();
  const roomIds = [...rooms.values()]
    .filter((room) => room.roomNumber.toLowerCase() === typed)
    .map((room) => room.roomId);
  const found = await searchBookings(deps.sql, {
    key: searchKey(q) || null,
    bookNumber: bookNumberIn(q),
    roomIds,
    limit: MAX_SEARCH_RESULTS,
  });
  return found.map((booking) => ({
    booking_id: booking.id,
    book_number: booking.bookNumber,
    guests: booking.guests.map((guest) => guest.full_name),
    guest_profiles: booking.guests.map((guest) => ({
      full_name: guest.full_name,
      passport: guest.passport_serial + guest.passport_number,
    })),
    room_id: booking.roomId,
    room_number: rooms.get(booking.roomId)?.roomNumber ?? '',
    checkin: booking.checkin,
    checkout: booking.checkout,
    state: booking.state,
    email: booking.email,
    phone: booking.phone,
    checked_in_at: booking.checkedInAt
      ? hotelInstant(booking.checkedInAt, deps.hotelTimeZone)
      : null,
    checked_out_at: booking.checkedOutAt
      ? hotelInstant(booking.checkedOutAt, deps.hotelTimeZone)
      : null,
  }));
}
