import type { BookingView, RoomRowView } from '@hotel/contracts';
import { day } from '../../../../../../test/clock';

/* What the calendar's unit specs draw: rooms and entries as the server answers them. */

/** Room `id` of block A, a standard room in service and clean. */
export const fixtureRoom = (id: number): RoomRowView => ({
  id,
  room_number: String(100 + id),
  block_id: 1,
  block_name: 'A',
  room_types_id: 1,
  room_type_name: { ru: 'Стандарт', en: 'Standard', tm: 'Standart' },
  status: 1,
  housekeeping: 'clean',
});

/**
 * An entry of room `roomId` from day `from` to day `to` as calendar.range answers it (hotel
 * date-times with the hotel's offset): a for-online window unless `more` says otherwise.
 */
export const calendarEntry = (
  id: number,
  roomId: number,
  from: number,
  to: number,
  more: Partial<BookingView> = {},
): BookingView => ({
  id,
  room_id: roomId,
  checkin: `${day(from)}T14:00:00+05:00`,
  checkout: `${day(to)}T12:00:00+05:00`,
  book_number: null,
  payment_status: 'for_online',
  amount: 0,
  payment_at: null,
  status: 0,
  booking_canceled: 0,
  booking_refund_amount: 0,
  booking_canceled_at: null,
  guests: [],
  room_name: { ru: '', en: '', tm: '' },
  email: null,
  ...more,
});

/** A paid booking `id` (its book number too) of room `roomId`, 100 TMT. */
export const paidEntry = (
  id: number,
  roomId: number,
  from: number,
  to: number,
  more: Partial<BookingView> = {},
): BookingView =>
  calendarEntry(id, roomId, from, to, {
    book_number: id,
    payment_status: 'online',
    amount: 100,
    ...more,
  });
