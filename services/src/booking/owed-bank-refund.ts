import type { EventMetadata } from '@hotel/contracts';
import type { AppDeps } from '../application/deps';
import { BankError } from '../bank/gateway';
import { commandSeenByReadModels } from '../rooms/room-commands';
import { loadRoom } from '../rooms/room-repository';
import { findBooking } from '../rooms/room-state';
import type { RoomBooking } from '../rooms/room-state-types';

/*
 * What a departure's refund and a staff cancel's refund share once the room has recorded that one
 * is owed: one runner at a time per booking, the bank asked what it already refunded on the order,
 * only the missing part sent (`refund.do` is not idempotent), and the answer recorded on the room.
 */

/** Where an owed refund stands after a try: `pending` when the bank did not answer (or another runner has it). */
export type OwedRefundOutcome = 'sent' | 'failed' | 'pending';

/** A booking that owes a refund through the bank, and its room. */
export interface OwedRefund {
  roomId: number;
  bookingId: number;
}

/** A refund the room records as owed on `orderId`, `requested` until the bank's answer is recorded. */
interface RoomRefund {
  orderId: string;
  amountTenge: number;
  status: 'requested' | 'sent' | 'failed';
}

/** One kind of owed refund: where the room keeps it, what of it the bank still has to send, how its answer is recorded. */
export interface OwedRefundKind<R extends RoomRefund> {
  /** Names its runner's lock and its bank reference. */
  name: 'departure-refund' | 'staff-refund';
  owedOf: (booking: RoomBooking) => R | null;
  /** What is still to send, in teňňe (the bank's minor units, TMT × 100), given what the bank refunded on the order. */
  missing: (refund: R, refundedMinor: number) => number;
  /** The room commands that record the bank's answer. */
  complete: 'CompleteDepartureRefund' | 'CompleteStaffRefund';
  fail: 'FailDepartureRefund' | 'FailStaffRefund';
}

/** Sends the booking's owed refund of `kind` to the bank unless its answer is recorded; records the answer. */
export async function settleOwedRefund<R extends RoomRefund>(
  deps: AppDeps,
  owed: OwedRefund,
  metadata: EventMetadata,
  kind: OwedRefundKind<R>,
): Promise<OwedRefundOutcome> {
  return oneRunnerAtATime(deps, `${kind.name}:${owed.bookingId}`, async () => {
    // The room's stream, not a read model: an answer recorded a moment ago must be seen.
    const { state } = await loadRoom(deps.store, owed.roomId);
    const booking = findBooking(state, owed.bookingId);
    const refund = booking && kind.owedOf(booking);
    if (!refund)
      throw new Error(
        `booking ${owed.bookingId} owes no ${kind.name.replace('-', ' ')} in room ${owed.roomId}`,
      );
    if (refund.status !== 'requested') return refund.status;
    return sendOwedRefund(
      deps,
      {
        ...owed,
        orderId: refund.orderId,
        missing: (refunded) => kind.missing(refund, refunded),
        reference: `${kind.name}:${refund.orderId}:${refund.amountTenge}`,
        complete: kind.complete,
        fail: kind.fail,
      },
      metadata,
    );
  });
}

/** Runs `settle` under a session advisory lock named `key`, or answers `pending` when another runner holds it. */
async function oneRunnerAtATime(
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

interface BankRefundStep extends OwedRefund {
  orderId: string;
  missing: (refundedMinor: number) => number;
  /** The bank reference recorded with the answer. */
  reference: string;
  complete: OwedRefundKind<RoomRefund>['complete'];
  fail: OwedRefundKind<RoomRefund>['fail'];
}

/** Sends what is missing of an owed refund to the bank and records the answer on the room. */
async function sendOwedRefund(
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
    await commandSeenByReadModels(
      deps,
      { type: step.fail, data: { ...base, reason: error.message } },
      metadata,
    );
    return 'failed';
  }
  const data = { ...base, bankReference: step.reference, refundedAt: deps.now().toISOString() };
  await commandSeenByReadModels(deps, { type: step.complete, data }, metadata);
  return 'sent';
}
