import { roomEvent, roomStreamId } from '@hotel/contracts';
import type { EventStore } from '../event-store/port';
import { evolve, findBooking, initialRoomState } from '../rooms/room-state';
import type { BookingToSettle } from './settle-payment';

/** Rooms a stay is followed through before giving up (as many as a command follows). */
const MAX_HOPS = 10;

/** A booking as its room's stream tells it, with the book number its message names. */
export type StreamBooking = BookingToSettle & { bookNumber: number };

/**
 * Booking `bookingId` placed in room `roomId`, read from the room's stream, and from the stream of
 * each room the stay moved to since: what the bank's return settles on, so it never waits for
 * the read models. Null when the room never had that booking. The book and order numbers are not
 * part of the state the room's rules decide on, so they are taken from the booking's events.
 */
export async function bookingInRoom(
  store: EventStore,
  roomId: number,
  bookingId: number,
): Promise<StreamBooking | null> {
  let bookNumber: number | null = null;
  let orderNumber: string | null = null;
  let room = roomId;
  for (let hops = 0; hops <= MAX_HOPS; hops++) {
    const { events } = await store.readStream(roomStreamId(room));
    let state = initialRoomState;
    for (const recorded of events) {
      const event = roomEvent.parse({ type: recorded.type, data: recorded.data });
      state = evolve(state, event);
      if (event.type === 'BookingPlaced' && event.data.bookingId === bookingId)
        bookNumber = event.data.bookNumber;
      if (event.type === 'PaymentRegistered' && event.data.bookingId === bookingId)
        orderNumber = event.data.orderNumber;
    }
    const booking = findBooking(state, bookingId);
    if (!booking || bookNumber === null) return null;
    if (booking.movedTo === null) {
      return {
        id: bookingId,
        roomId: room,
        bookNumber,
        state: booking.status,
        amountTenge: booking.price.totalTenge,
        orderId: booking.orderId,
        orderNumber,
        paymentDeadline: new Date(booking.paymentDeadline),
      };
    }
    room = booking.movedTo;
  }
  return null;
}
