import { actor as actorSchema, type EventMetadata } from '@hotel/contracts';
import type { AppDeps } from '../application/deps';
import type { Sql } from '../db/connect';
import { loadRoom } from '../rooms/room-repository';
import { findBooking } from '../rooms/room-state';
import { oneRunnerAtATime, sendOwedRefund, type OwedRefundOutcome } from './owed-bank-refund';

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

export interface OwedStaffRefund {
  roomId: number;
  bookingId: number;
}

/** Sends the booking's owed staff refund to the bank unless its answer is recorded; records the answer. */
export async function settleStaffRefund(
  deps: AppDeps,
  owed: OwedStaffRefund,
  metadata: EventMetadata,
): Promise<StaffRefundOutcome> {
  const key = `staff-refund:${owed.bookingId}`;
  return oneRunnerAtATime(deps, key, () => settle(deps, owed, metadata));
}

async function settle(
  deps: AppDeps,
  owed: OwedStaffRefund,
  metadata: EventMetadata,
): Promise<StaffRefundOutcome> {
  // The room's stream, not a read model: an answer recorded a moment ago must be seen.
  const { state } = await loadRoom(deps.store, owed.roomId);
  const refund = findBooking(state, owed.bookingId)?.staffRefund;
  if (!refund)
    throw new Error(`booking ${owed.bookingId} owes no staff refund in room ${owed.roomId}`);
  if (refund.status !== 'requested') return refund.status;
  return sendOwedRefund(
    deps,
    {
      ...owed,
      orderId: refund.orderId,
      missing: (refunded) => refund.bankRefundedBeforeTenge + refund.amountTenge - refunded,
      reference: `staff-refund:${refund.orderId}:${refund.amountTenge}`,
      complete: 'CompleteStaffRefund',
      fail: 'FailStaffRefund',
    },
    metadata,
  );
}

/** A staff refund still owed, and the staff member who ordered it: the bank's answer is recorded in their name. */
export interface ResumableStaffRefund extends OwedStaffRefund {
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
