import { actor as actorSchema, type EventMetadata } from '@hotel/contracts';
import type { AppDeps } from '../application/deps';
import type { Sql } from '../db/connect';
import { settleOwedRefund, type OwedRefund, type OwedRefundOutcome } from './owed-bank-refund';

/*
 * The bank's part of a staff cancel's refund. The cancel appends what is owed
 * (`StaffRefundRequested`, rooms/decide/cancel.ts); this step sends it as a `refund.do` on the
 * order the guest paid and records the answer (`StaffRefundSent` or `StaffRefundFailed`). The
 * cancel request runs it at once; the payment poller resumes it when that request died or the
 * bank did not answer (payment-poller.ts).
 *
 * `refund.do` is not idempotent, so a retry must never refund twice:
 * - the events decide: a refund whose answer is recorded is never sent again, and a booking is
 *   cancelled once (a second cancel is refused), so one refund is ever owed per cancel;
 * - the bank's order decides: before any call the bank is asked how much of the order it has
 *   refunded, and only what is missing of `bankRefundedBeforeTenge + amountTenge` is sent, so a
 *   call that reached the bank before the process died is not made again;
 * - one runner at a time per booking (a session advisory lock), and the poller leaves a refund
 *   alone for two minutes after it was asked for, so a call that went unanswered is not
 *   overtaken while the bank may still be working on it.
 */

/** Where an owed refund stands after a try: `pending` when the bank did not answer (or another runner has it). */
export type StaffRefundOutcome = OwedRefundOutcome;

/** Sends the booking's owed staff refund to the bank unless its answer is recorded; records the answer. */
export async function settleStaffRefund(
  deps: AppDeps,
  owed: OwedRefund,
  metadata: EventMetadata,
): Promise<StaffRefundOutcome> {
  return settleOwedRefund(deps, owed, metadata, {
    name: 'staff-refund',
    owedOf: (booking) => booking.staffRefund,
    missing: (refund, refunded) => refund.bankRefundedBeforeTenge + refund.amountTenge - refunded,
    complete: 'CompleteStaffRefund',
    fail: 'FailStaffRefund',
  });
}

/** A staff refund still owed, and the staff member who ordered it: the bank's answer is recorded in their name. */
export interface ResumableStaffRefund extends OwedRefund {
  orderedBy: EventMetadata['actor'];
}

/** Staff refunds still owed through the bank, asked for at or before `askedBy` (bookings read model). */
export async function owedStaffRefunds(sql: Sql, askedBy: Date): Promise<ResumableStaffRefund[]> {
  const rows = await sql<{ id: string; room_id: number; cancelled_by: unknown }[]>`
    select id::text, room_id, cancelled_by from bookings
    where staff_refund_state = 'requested' and updated_at <= ${askedBy}
    order by id`;
  return rows.map((r) => {
    const orderedBy = actorSchema.safeParse(r.cancelled_by);
    return {
      roomId: r.room_id,
      bookingId: Number(r.id),
      orderedBy: orderedBy.success ? orderedBy.data : 'system',
    };
  });
}
