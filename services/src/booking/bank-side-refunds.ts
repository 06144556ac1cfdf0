import type { BankOrderStatus } from '../bank/gateway';
import type { Sql } from '../db/connect';
import type { RoomCommand } from '../rooms/room-command';

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
  /** What we refunded of it ourselves while it stays paid: an early departure's money back. */
  refundedTenge: number;
}

/**
 * Paid bookings (from the `bookings` read model) whose bank order could still be refunded. One
 * whose early departure's refund is on its way is left out until its answer is recorded: the
 * bank may show it already, and it is ours, not the bank's.
 */
export async function paidBookingsToWatch(sql: Sql, now: Date): Promise<PaidBooking[]> {
  const since = new Date(now.getTime() - WATCH_AFTER_CHECKOUT_DAYS * 86_400_000);
  const rows = await sql<
    {
      id: string;
      room_id: number;
      order_id: string;
      amount_tenge: string;
      refunded_tenge: string;
    }[]
  >`
    select id::text, room_id, order_id, amount_tenge::text, refunded_tenge::text from bookings
    where state = 'online' and order_id is not null and checkout >= ${since}::date
      and departure_refund_state is distinct from 'requested'
    order by id`;
  return rows.map((r) => ({
    id: Number(r.id),
    roomId: r.room_id,
    orderId: r.order_id,
    amountTenge: Number(r.amount_tenge),
    refundedTenge: Number(r.refunded_tenge),
  }));
}

/**
 * What the bank's answer about a paid booking's order means for it: refunded in full (4) or
 * reversed (3) at the bank — by its back office, not by us — is a refund to record; anything
 * else (still deposited, even partly refunded) leaves the booking paid, for staff to judge. What
 * we refunded ourselves (an early departure's money back) is no refund of the bank's: refunded in
 * full by it alone is nothing to record, and the rest is what the bank added.
 */
export function bankSideRefund(
  booking: PaidBooking,
  status: BankOrderStatus,
  now: Date,
): RoomCommand | null {
  const base = { roomId: booking.roomId, bookingId: booking.id, cancelledAt: now.toISOString() };
  if (status.orderStatus === REFUNDED) {
    const amountTenge = (status.refundedAmountMinor ?? booking.amountTenge) - booking.refundedTenge;
    if (amountTenge <= 0) return null;
    return {
      type: 'RecordBankRefund',
      data: {
        ...base,
        amountTenge,
        bankReference: `bank-refund:${booking.orderId}:${amountTenge}`,
      },
    };
  }
  if (status.orderStatus === REVERSED) {
    // A reversal cancels the whole payment: all of it went back.
    return {
      type: 'RecordBankRefund',
      data: {
        ...base,
        amountTenge: booking.amountTenge,
        bankReference: `bank-reverse:${booking.orderId}`,
      },
    };
  }
  return null;
}
