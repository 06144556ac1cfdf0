import { z } from 'zod';
import { bankRefundFailedEvent, bankRefundSentEvent } from './bank-refund-answers';
import { bookingId, roomId, tenge } from './event-fields';
import { RECEPTION_METHODS } from './reception';

/*
 * The money reception gives back for the nights an early departure left. Own events, not the
 * guest refund's (RefundRequested/BookingRefunded): those cancel the booking and return the whole
 * room part, where this returns a part of a stay that happened and stays paid. A `GuestCheckedOut`
 * alone never leads to the bank: before these events it recorded an amount "not sent to the bank",
 * and a history is never read again with a new meaning. So the check-out appends, in the same
 * append, what is owed and how: `DepartureRefundRequested` (paid online: through the bank) or
 * `DepartureRefundGivenAtReception` (paid at the desk: cash or the card terminal, no bank).
 */

/** Owed through the bank: `amountTenge` goes back on `orderId` (a partial `refund.do`). */
export const departureRefundRequested = z.object({
  type: z.literal('DepartureRefundRequested'),
  data: z.object({ roomId, bookingId, orderId: z.string(), amountTenge: tenge.positive() }),
});

/** The bank refunded it (or had, before a crash let us record it). */
export const departureRefundSent = bankRefundSentEvent('DepartureRefundSent');

/** The bank refused it: nothing went back; staff settle it another way. */
export const departureRefundFailed = bankRefundFailedEvent('DepartureRefundFailed');

/** Paid at reception: reception gave the money back the way it was taken (no bank call). */
export const departureRefundGivenAtReception = z.object({
  type: z.literal('DepartureRefundGivenAtReception'),
  data: z.object({
    roomId,
    bookingId,
    amountTenge: tenge.positive(),
    method: z.enum(RECEPTION_METHODS),
  }),
});
