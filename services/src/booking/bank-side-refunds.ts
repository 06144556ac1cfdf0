import type { BankOrderStatus } from '../bank/gateway';
import type { Sql } from '../db/connect';
import type { RoomCommand } from '../rooms/room-decide';

/** BPC order statuses of money that went back at the bank's side. */
const REVERSED = 3;
const REFUNDED = 4;
/** A bank may refund long after the stay (a dispute); paid bookings are watched this long after checkout. */
const WATCH_AFTER_CHECKOUT_DAYS = 30;

export interface PaidBooking {
  id: number;
  roomId: number;
  orderId: string;
  amountTenge: number;
}

/** Paid bookings (from the `bookings` read model) whose bank order could still be refunded. */
export async function paidBookingsToWatch(sql: Sql, now: Date): Promise<PaidBooking[]> {
  const since = new Date(now.getTime() - WATCH_AFTER_CHECKOUT_DAYS * 86_400_000);
  const rows = await sql<{ id: string; room_id: number; order_id: string; amount_tenge: string }[]>`
    select id::text, room_id, order_id, amount_tenge::text from bookings
    where state = 'online' and order_id is not null and checkout >= ${since}::date
    order by id`;
  return rows.map((r) => ({ id: Number(r.id), roomId: r.room_id, orderId: r.order_id, amountTenge: Number(r.amount_tenge) }));
}

/**
 * What the bank's answer about a paid booking's order means for it: refunded in full (4) or
 * reversed (3) at the bank — by its back office, not by us — is a refund to record; anything
 * else (still deposited, even partly refunded) leaves the booking paid, for staff to judge.
 */
export function bankSideRefund(booking: PaidBooking, status: BankOrderStatus, now: Date): RoomCommand | null {
  const base = { roomId: booking.roomId, bookingId: booking.id, cancelledAt: now.toISOString() };
  if (status.orderStatus === REFUNDED) {
    const amountTenge = status.refundedAmountMinor ?? booking.amountTenge;
    return { type: 'RecordBankRefund', data: { ...base, amountTenge, bankReference: `bank-refund:${booking.orderId}:${amountTenge}` } };
  }
  if (status.orderStatus === REVERSED) {
    // A reversal cancels the whole payment: all of it went back.
    return { type: 'RecordBankRefund', data: { ...base, amountTenge: booking.amountTenge, bankReference: `bank-reverse:${booking.orderId}` } };
  }
  return null;
}
