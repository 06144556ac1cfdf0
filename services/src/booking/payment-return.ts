import type { Language } from '@hotel/contracts';
import { bookingByOrder } from '@hotel/projections';
import { eventMetadata, type AppDeps } from '../application/deps';
import type { Outcome } from '../application/outcome';
import { bookingInRoom, type StreamBooking } from './booking-in-room';
import { settleFromStatus, settlementMessage } from './settle-payment';

/** What the bank's redirect brings back: our return address's query (bank-order.ts) and the bank's `orderId`. */
export interface ReturnQuery {
  orderId?: unknown;
  room?: unknown;
  booking?: unknown;
}

/** The guest is back from the bank's page: ask the bank, settle, and say what happened. */
export async function paymentReturned(
  deps: AppDeps,
  query: ReturnQuery,
  lang: Language,
  requestId: string,
): Promise<Outcome['message']> {
  const orderId =
    typeof query.orderId === 'string' && query.orderId.length <= 100 ? query.orderId : null;
  const booking = orderId === null ? null : await bookingOfReturn(deps, orderId, query);
  // The address names the booking, and anyone may change it: only the order recorded on it counts.
  if (!booking?.orderId || booking.orderId !== orderId) return { key: 'payment.unknownOrder' };
  const status = await deps.bank.orderStatus({ orderId: booking.orderId }, lang);
  const settlement = await settleFromStatus(
    deps,
    booking,
    status,
    eventMetadata(deps, { actor: 'system', requestId }),
  );
  return settlementMessage(settlement, booking.bookNumber);
}

/**
 * The booking the return is about, from its room's stream: the guest who paid is answered even
 * while the read models lag behind. An order registered before its return address named the
 * booking is looked up in the bookings read model.
 */
async function bookingOfReturn(
  deps: AppDeps,
  orderId: string,
  query: ReturnQuery,
): Promise<StreamBooking | null> {
  const roomId = idOf(query.room);
  const bookingId = idOf(query.booking);
  if (roomId !== null && bookingId !== null) return bookingInRoom(deps.store, roomId, bookingId);
  return bookingByOrder(deps.sql, orderId);
}

const idOf = (value: unknown): number | null =>
  typeof value === 'string' && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
