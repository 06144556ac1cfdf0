import { rangesOverlap, type CalendarDate } from '@hotel/contracts';
import { holdsNightsFrom, isActive } from './room-state';
import type { RoomBooking, RoomState } from './room-state-types';

interface Range {
  checkin: CalendarDate;
  checkout: CalendarDate;
}

/** True when the room's for-online blocks cover every night of `stay` (adjacent blocks join). */
export function coveredByBlocks(state: RoomState, stay: Range): boolean {
  holdsNightsFrom(state, stay.checkin);
  let reached = stay.checkin;
  const blocks = [...state.blocks].sort((a, b) => (a.checkin < b.checkin ? -1 : 1));
  for (const block of blocks) {
    if (block.checkin > reached) break;
    if (block.checkout > reached) reached = block.checkout;
    if (reached >= stay.checkout) return true;
  }
  return false;
}

/** The parts of `stay` no for-online block covers, in date order. */
export function uncoveredByBlocks(state: RoomState, stay: Range): Range[] {
  holdsNightsFrom(state, stay.checkin);
  const gaps: Range[] = [];
  let reached = stay.checkin;
  const blocks = [...state.blocks].sort((a, b) => (a.checkin < b.checkin ? -1 : 1));
  for (const block of blocks) {
    if (reached >= stay.checkout) break;
    if (block.checkout <= reached) continue;
    if (block.checkin > reached)
      gaps.push({
        checkin: reached,
        checkout: block.checkin < stay.checkout ? block.checkin : stay.checkout,
      });
    reached = block.checkout;
  }
  if (reached < stay.checkout) gaps.push({ checkin: reached, checkout: stay.checkout });
  return gaps;
}

/** True when a for-online block holds any night of `stay`. */
export function overlapsBlock(state: RoomState, stay: Range): boolean {
  holdsNightsFrom(state, stay.checkin);
  return state.blocks.some((b) => rangesOverlap(b, stay));
}

/** True when an active booking other than `exceptBookingId` holds any night of `stay`. */
export function overlapsActiveBooking(
  state: RoomState,
  stay: Range,
  exceptBookingId?: number,
): boolean {
  holdsNightsFrom(state, stay.checkin);
  return state.bookings.some(
    (b) => b.bookingId !== exceptBookingId && isActive(b) && rangesOverlap(b, stay),
  );
}

/** True when the room could take `stay` now: inside its blocks and free of other bookings. */
export function roomFreeFor(state: RoomState, stay: Range, exceptBookingId?: number): boolean {
  return coveredByBlocks(state, stay) && !overlapsActiveBooking(state, stay, exceptBookingId);
}

/**
 * True when the room could take `stay` for a booking of `channel` now: free of other bookings and,
 * online, inside its for-online blocks. Staff (phone, walk-in) book any free night: the blocks
 * say what the website may sell, not what the hotel may.
 */
export function roomFreeForChannel(
  state: RoomState,
  channel: RoomBooking['channel'],
  stay: Range,
  exceptBookingId?: number,
): boolean {
  return channel === 'online'
    ? roomFreeFor(state, stay, exceptBookingId)
    : !overlapsActiveBooking(state, stay, exceptBookingId);
}

/** Check-in (14:00 at the hotel) is still ahead of the hotel's wall clock `hotelNow` (YYYY-MM-DDTHH:mm). */
export const checkinAhead = (checkin: CalendarDate, hotelNow: string): boolean =>
  `${checkin}T14:00` > hotelNow;
