import { z } from 'zod';
import { REFUND_METHODS } from '../rest/desk-methods';
import { bankRefundFailedEvent, bankRefundSentEvent } from './bank-refund-answers';
import { bookingId, roomId, tenge } from './event-fields';

/*
 * Staff cancel any booking that holds its room (paid or not, online or taken by staff) with a
 * reason, and say how much of what was paid goes back. The same append says how it goes:
 * `StaffRefundRequested` for what the bank took (sent as a `refund.do` afterwards, its answer
 * recorded by `StaffRefundSent` or `StaffRefundFailed`), `RefundRecorded` for money taken at the
 * desk (cash, or a bank transfer for a card terminal's). Own events, not the guest's refund's:
 * that one returns the room part through the bank only, before check-in, by the guest's rules.
 */

/** Every way money moves outside the bank's online payment, as the ledger names it. */
export const MONEY_METHODS = ['cash', 'card_terminal', 'bank_transfer'] as const;
export type MoneyMethod = (typeof MONEY_METHODS)[number];

/** Staff cancelled the booking; the room is free again. `refundTenge`: what goes back (0: nothing). */
export const bookingCancelledByStaff = z.object({
  type: z.literal('BookingCancelledByStaff'),
  data: z.object({
    roomId,
    bookingId,
    reason: z.string().min(1),
    cancelledAt: z.string(),
    refundTenge: tenge,
  }),
});

/**
 * Owed through the bank: `amountTenge` goes back on `orderId`. `bankRefundedBeforeTenge`: what
 * we had refunded on the order before, so a retry sends only what the bank has not refunded yet.
 */
export const staffRefundRequested = z.object({
  type: z.literal('StaffRefundRequested'),
  data: z.object({
    roomId,
    bookingId,
    orderId: z.string(),
    amountTenge: tenge.positive(),
    bankRefundedBeforeTenge: tenge,
  }),
});

/** The bank refunded it (or had, before a crash let us record it). */
export const staffRefundSent = bankRefundSentEvent('StaffRefundSent');

/** The bank refused it: nothing went back; staff settle it another way. */
export const staffRefundFailed = bankRefundFailedEvent('StaffRefundFailed');

/** Money taken at the desk went back without the bank: in cash, or by bank transfer. */
export const refundRecorded = z.object({
  type: z.literal('RefundRecorded'),
  data: z.object({
    roomId,
    bookingId,
    amountTenge: tenge.positive(),
    method: z.enum(REFUND_METHODS),
    refundedAt: z.string(),
  }),
});

/** The guests never came: marked after the arrival day; the room is free again, the money is kept. */
export const noShowMarked = z.object({
  type: z.literal('NoShowMarked'),
  data: z.object({ roomId, bookingId, markedAt: z.string() }),
});
