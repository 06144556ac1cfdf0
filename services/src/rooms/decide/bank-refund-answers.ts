import type { RoomEvent } from '@hotel/contracts';
import type { CommandData } from '../room-command';
import type { RoomState } from '../room-state-types';
import { bookingOf } from './guards';

/*
 * The bank's answer to a refund a booking's events asked of it: a staff cancel's or an early
 * departure's. Each kind records the answer under its own event types, with the same data.
 */

type OwedRefund = 'staffRefund' | 'departureRefund';

const ANSWER_EVENTS = {
  staffRefund: { sent: 'StaffRefundSent', failed: 'StaffRefundFailed' },
  departureRefund: { sent: 'DepartureRefundSent', failed: 'DepartureRefundFailed' },
} as const;

type BankAnswer =
  | CommandData<'CompleteStaffRefund' | 'CompleteDepartureRefund'>
  | CommandData<'FailStaffRefund' | 'FailDepartureRefund'>;

/**
 * Records the bank's answer to the refund the booking owes (`refund`), in the event's words: only
 * an owed refund gets an answer, once, so a retry after the answer is recorded decides nothing.
 * A refusal carries the bank's reason; a refund, its reference.
 */
export function answerOwedRefund(
  state: RoomState,
  refund: OwedRefund,
  answer: BankAnswer,
): RoomEvent[] {
  const owed = bookingOf(state, answer.bookingId)[refund];
  if (owed?.status !== 'requested') return [];
  const data = { ...answer, orderId: owed.orderId, amountTenge: owed.amountTenge };
  const events = ANSWER_EVENTS[refund];
  return 'reason' in data ? [{ type: events.failed, data }] : [{ type: events.sent, data }];
}
