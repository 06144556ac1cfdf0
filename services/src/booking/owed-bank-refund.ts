import type { EventMetadata } from '@hotel/contracts';
import type { AppDeps } from '../application/deps';
import { BankError } from '../bank/gateway';
import { handleRoomCommand } from '../rooms/room-commands';

/*
 * What a departure's refund and a staff cancel's refund share once the room has recorded that one
 * is owed: one runner at a time per booking, the bank asked what it already refunded on the order,
 * only the missing part sent (`refund.do` is not idempotent), and the answer recorded on the room.
 */

/** Where an owed refund stands after a try: `pending` when the bank did not answer (or another runner has it). */
export type OwedRefundOutcome = 'sent' | 'failed' | 'pending';

/** Runs `settle` under a session advisory lock named `key`, or answers `pending` when another runner holds it. */
export async function oneRunnerAtATime(
  deps: AppDeps,
  key: string,
  settle: () => Promise<OwedRefundOutcome>,
): Promise<OwedRefundOutcome> {
  const session = await deps.sql.reserve();
  try {
    const [lock] = await session<
      { locked: boolean }[]
    >`select pg_try_advisory_lock(hashtextextended(${key}, 0)) as locked`;
    if (!lock?.locked) return 'pending';
    try {
      return await settle();
    } finally {
      await session`select pg_advisory_unlock(hashtextextended(${key}, 0))`;
    }
  } finally {
    session.release();
  }
}

export interface BankRefundStep {
  roomId: number;
  bookingId: number;
  orderId: string;
  /** What is still to send, in teňňe (the bank's minor units, TMT × 100), given what the bank refunded on the order. */
  missing: (refundedMinor: number) => number;
  /** The bank reference recorded with the answer. */
  reference: string;
  /** The room commands that record the bank's answer. */
  complete: 'CompleteDepartureRefund' | 'CompleteStaffRefund';
  fail: 'FailDepartureRefund' | 'FailStaffRefund';
}

/** Sends what is missing of an owed refund to the bank and records the answer on the room. */
export async function sendOwedRefund(
  deps: AppDeps,
  step: BankRefundStep,
  metadata: EventMetadata,
): Promise<OwedRefundOutcome> {
  const base = { roomId: step.roomId, bookingId: step.bookingId };
  try {
    const order = await deps.bank.orderStatus({ orderId: step.orderId });
    const missing = step.missing(order.refundedAmountMinor ?? 0);
    if (missing > 0) await deps.bank.refund(step.orderId, missing);
  } catch (error) {
    if (!(error instanceof BankError)) throw error;
    // No answer: the refund may have happened; the poller asks the bank again later.
    if (error.kind !== 'rejected') return 'pending';
    await record(deps, { type: step.fail, data: { ...base, reason: error.message } }, metadata);
    return 'failed';
  }
  const data = { ...base, bankReference: step.reference, refundedAt: deps.now().toISOString() };
  await record(deps, { type: step.complete, data }, metadata);
  return 'sent';
}

async function record(
  deps: AppDeps,
  command: Parameters<typeof handleRoomCommand>[1],
  metadata: EventMetadata,
): Promise<void> {
  const result = await handleRoomCommand(deps.store, command, metadata);
  await deps.waitForProjections(result.position);
}
