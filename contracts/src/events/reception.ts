import { z } from 'zod';
import { calendarDate } from '../dates';
import { bookingId, roomId, tenge } from './event-fields';

/** How reception took a staff booking's money. */
export const RECEPTION_METHODS = ['cash', 'card_terminal'] as const;
export type ReceptionMethod = (typeof RECEPTION_METHODS)[number];

/** Staff marked a paid booking as handled at reception (or not). */
export const receptionStatusToggled = z.object({
  type: z.literal('ReceptionStatusToggled'),
  data: z.object({ roomId, bookingId, status: z.union([z.literal(0), z.literal(1)]) }),
});

/**
 * Reception checked the guests of a paid booking in (`at`, the instant), on or after the arrival
 * day. The booking's reception status becomes 1 too; the reception toggle alone
 * (`ReceptionStatusToggled`, the spec's flag) never records a check-in.
 */
export const guestCheckedIn = z.object({
  type: z.literal('GuestCheckedIn'),
  data: z.object({ roomId, bookingId, at: z.string() }),
});

/**
 * Reception marked the guests as gone on `departedOn` (the hotel's date). `early`: before the
 * booked checkout; the booking then holds the room only until `departedOn`, and the nights after it
 * are free again (for online sale where a for-online block covers them; the same command opens one
 * where none does). `refundTenge`: the money staff decided to give back for them (0: none); from
 * the early departure refunds through the bank on, the same append says how it goes back
 * (departure-refunds.ts). `bookedCheckout`: the checkout the guest had booked (and paid for).
 */
export const guestCheckedOut = z.object({
  type: z.literal('GuestCheckedOut'),
  data: z.object({
    roomId,
    bookingId,
    at: z.string(),
    departedOn: calendarDate,
    bookedCheckout: calendarDate,
    early: z.boolean(),
    refundTenge: tenge,
  }),
});

/** Reception took the whole amount of a staff booking (cash or the card terminal): it is paid. */
export const paymentTakenAtReception = z.object({
  type: z.literal('PaymentTakenAtReception'),
  data: z.object({ roomId, bookingId, amountTenge: tenge, method: z.enum(RECEPTION_METHODS) }),
});
