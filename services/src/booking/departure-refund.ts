import type { EventMetadata } from '@hotel/contracts';
import type { AppDeps } from '../application/deps';
import type { Sql } from '../db/connect';
import { settleOwedRefund, type OwedRefund, type OwedRefundOutcome } from './owed-bank-refund';

/*
 * The bank's part of an early departure's refund. The check-out appends what is
 * owed (`DepartureRefundRequested`, rooms/decide/reception.ts); this step sends it as a partial `refund.do`
 * on the order the guest paid and records the answer (`DepartureRefundSent` or
 * `DepartureRefundFailed`). The check-out request runs it at once; the payment poller resumes it
 * when that request died or the bank did not answer (payment-poller.ts).
 *
 * `refund.do` is not idempotent, so a retry must never refund twice. Three things see to it:
 * - the events decide: a refund whose answer is recorded is never sent again (the room's state
 *   says `sent` or `failed`, and the decider records an answer once);
 * - the bank's order decides: before any call the bank is asked how much of the order it has
 *   refunded, and only what is missing of the amount owed is sent (a call that reached the bank
 *   before the process died is not made again). As in the guest's refund's reconciler, money the
 *   bank's back office refunded on the order counts towards it;
 * - one runner at a time per booking (a session advisory lock), and the poller leaves a refund
 *   alone for two minutes after it was asked for, so a call that went unanswered (a timeout) is
 *   not overtaken while the bank may still be working on it.
 */

/** Where an owed refund stands after a try: `pending` when the bank did not answer (or another runner has it). */
export type DepartureRefundOutcome = OwedRefundOutcome;

/** Sends the booking's owed departure refund to the bank unless its answer is recorded; records the answer. */
export async function settleDepartureRefund(
  deps: AppDeps,
  owed: OwedRefund,
  metadata: EventMetadata,
): Promise<DepartureRefundOutcome> {
  return settleOwedRefund(deps, owed, metadata, {
    name: 'departure-refund',
    owedOf: (booking) => booking.departureRefund,
    missing: (refund, refunded) => refund.amountTenge - refunded,
    complete: 'CompleteDepartureRefund',
    fail: 'FailDepartureRefund',
  });
}

/** Departure refunds still owed through the bank, asked for at or before `askedBy` (bookings read model). */
export async function owedDepartureRefunds(sql: Sql, askedBy: Date): Promise<OwedRefund[]> {
  const rows = await sql<{ id: string; room_id: number }[]>`
    select id::text, room_id from bookings
    where departure_refund_state = 'requested' and updated_at <= ${askedBy}
    order by id`;
  return rows.map((r) => ({ roomId: r.room_id, bookingId: Number(r.id) }));
}
