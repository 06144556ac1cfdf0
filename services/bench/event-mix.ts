import {
  addDays,
  hotelDate,
  roomStreamId,
  type EventMetadata,
  type RoomEvent,
} from '@hotel/contracts';
import type { EventStore, EventToAppend } from '../src/event-store/port';
import { paymentRegistration, priceOf } from '../test/booking-builders';

/** A hotel's room events for benchmarks and specs: booking lives over 200 rooms, as the site and the desk append them. */
const ROOMS = 200;
/** Booking lives appended per transaction, on one room: a realistic append, and a short setup. */
const LIVES_PER_APPEND = 4;

/** Appends booking lives spread over `ROOMS` rooms until about `total` events are in. */
export async function appendMix(store: EventStore, total: number): Promise<void> {
  const today = hotelDate(new Date(), 'Asia/Ashgabat');
  const nextLife = new Map<number, number>();
  let appended = 0;
  let bookingId = 1;
  // Two appenders at once, on different rooms, as two API requests would.
  const appender = async (lane: number) => {
    for (let turn = lane; appended < total; turn += 2) {
      const roomId = 1 + (turn % ROOMS);
      const events: EventToAppend[] = [];
      for (let i = 0; i < LIVES_PER_APPEND; i++) {
        const life = nextLife.get(roomId) ?? 0;
        nextLife.set(roomId, life + 1);
        events.push(
          ...bookingLife(roomId, life, bookingId++, addDays(today, life * 3)).map(withMetadata),
        );
      }
      appended += events.length;
      await store.appendToStream(roomStreamId(roomId), events, 'any');
    }
  };
  await Promise.all([appender(0), appender(1)]);
}

/**
 * The `life`-th booking of a room, from `checkin`: every fourth opens a for-online window first
 * (and every eighth removes it again at the end); then placed, registered with the bank, and one
 * of paid (some toggled at reception, some moved), refunded, cancelled, failed or expired.
 */
export function bookingLife(
  roomId: number,
  life: number,
  bookingId: number,
  checkin: string,
): RoomEvent[] {
  const checkout = addDays(checkin, 2);
  const blockId = 1_000_000_000 + bookingId;
  const orderId = `order-${bookingId}`;
  const at = new Date().toISOString();
  const price = priceOf(2, 50_000, 5_000);
  const events: RoomEvent[] = [];
  if (life % 4 === 0)
    events.push({
      type: 'RoomOpenedForOnline',
      data: { roomId, blockId, checkin, checkout: addDays(checkin, 12) },
    });
  events.push(
    {
      type: 'BookingPlaced',
      data: {
        roomId,
        bookingId,
        roomTypeId: 1 + (roomId % 7),
        userId: 1 + (bookingId % 500),
        email: `guest-${bookingId % 500}@example.com`,
        bookNumber: 10_000 + bookingId,
        checkin,
        checkout,
        price,
        paymentDeadline: at,
        guests: [
          {
            fullName: 'Bench Guest',
            passportSerial: 'BN',
            passportNumber: String(100_000 + bookingId),
          },
        ],
      },
    },
    {
      type: 'PaymentRegistered',
      data: paymentRegistration(
        { roomId, bookingId },
        orderId,
        `https://bank.example/pay/${orderId}`,
      ),
    },
  );
  const paid: RoomEvent = {
    type: 'PaymentConfirmed',
    data: { roomId, bookingId, orderId, amountTenge: price.totalTenge, paidAt: at },
  };
  switch (bookingId % 10) {
    case 5:
      events.push(
        paid,
        {
          type: 'RefundRequested',
          data: { roomId, bookingId, orderId, amountTenge: price.roomPartTenge },
        },
        {
          type: 'BookingRefunded',
          data: {
            roomId,
            bookingId,
            orderId,
            amountTenge: price.roomPartTenge,
            bankReference: `ref-${bookingId}`,
            cancelledAt: at,
          },
        },
      );
      break;
    case 6:
      events.push({
        type: 'BookingCancelled',
        data: { roomId, bookingId, refunded: false, cancelledAt: at },
      });
      break;
    case 7:
      events.push({
        type: 'PaymentFailed',
        data: { roomId, bookingId, reason: 'declined', orderId },
      });
      break;
    case 8:
      events.push({ type: 'PaymentExpired', data: { roomId, bookingId } });
      break;
    case 9:
      events.push(paid, {
        type: 'BookingDatesChanged',
        data: {
          roomId,
          bookingId,
          checkin: addDays(checkin, 1),
          checkout: addDays(checkout, 1),
          previous: { checkin, checkout },
        },
      });
      break;
    default:
      events.push(paid, { type: 'ReceptionStatusToggled', data: { roomId, bookingId, status: 1 } });
      if (bookingId % 3 === 0)
        events.push({ type: 'ReceptionStatusToggled', data: { roomId, bookingId, status: 0 } });
  }
  if (life % 8 === 0) events.push({ type: 'OnlineBlockRemoved', data: { roomId, blockId } });
  return events;
}

export function withMetadata(event: RoomEvent): EventToAppend {
  const staff =
    event.type === 'ReceptionStatusToggled' ||
    event.type === 'BookingDatesChanged' ||
    event.type.includes('Online');
  const metadata: EventMetadata = {
    actor: staff ? { userId: 1, email: 'admin@example.com', role: 2 } : 'system',
    at: new Date().toISOString(),
    correlationId: `bench-${event.data.roomId}`,
    causationId: null,
  };
  return { type: event.type, data: event.data, metadata };
}
