import { z } from 'zod';
import { calendarDate } from '../dates';
import { RECEPTION_METHODS } from '../events/reception';
import { LANGUAGES } from '../languages';
import { entityId } from '../text';
import { emailAddress } from './auth';
import { paymentInput, quoteInput } from './booking';
import { promoCodeText } from './promo-codes';

/** The channels staff take bookings through (`online` is the guests' own). */
export const STAFF_CHANNELS = ['phone', 'walk_in'] as const;

/** A phone number as staff type it: digits, an optional leading +, spaces, dashes and brackets. */
export const phoneNumber = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{3,28}[0-9]$/, { message: 'phone' });

/**
 * staffBookings.create: staff book room `roomId` for a guest on the phone or at
 * the desk. The guests are checked as the website checks them; `phone` is how staff reach the
 * guest (a phone booking must have one), `email` where their e-mails go (optional: a guest without
 * one gets none, and then cannot be sent a payment link), `language` the one their e-mails are
 * written in. The guest pays at reception now (cash or card terminal), or later online through a
 * link e-mailed to them.
 */
export const staffBookingInput = z
  .object({
    room_id: entityId,
    checkin: calendarDate,
    checkout: calendarDate,
    guests: paymentInput.shape.guests,
    phone: phoneNumber.optional(),
    email: emailAddress.optional(),
    language: z.enum(LANGUAGES),
    channel: z.enum(STAFF_CHANNELS),
    payment: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('reception'), method: z.enum(RECEPTION_METHODS) }),
      z.object({ kind: z.literal('online_link') }),
    ]),
    /** A promotion code the guest gave: checked and used as online, staff may not bypass its rules. */
    promo_code: promoCodeText.optional(),
  })
  .superRefine((input, context) => {
    if (input.channel === 'phone' && input.phone === undefined)
      context.addIssue({ code: 'custom', path: ['phone'], message: 'required' });
    // The payment link goes by e-mail: without an address it reaches nobody.
    if (input.payment.kind === 'online_link' && input.email === undefined)
      context.addIssue({ code: 'custom', path: ['email'], message: 'required' });
  });
export type StaffBookingInput = z.infer<typeof staffBookingInput>;

/**
 * staffBookings.quoteDates: what moving booking `id` to these dates does to its folio, shown
 * before staff confirm a bar dragged on the tape chart.
 */
export const dateChangeQuoteInput = z.object({
  id: entityId,
  checkin: calendarDate,
  checkout: calendarDate,
});
export type DateChangeQuoteInput = z.infer<typeof dateChangeQuoteInput>;

/** The folio before and after the date change, in TMT; `difference` is what the change adds (negative: gives back). */
export const dateChangeQuote = z.object({
  nights: z.number().int(),
  total_before: z.number(),
  total_after: z.number(),
  difference: z.number(),
  balance_after: z.number(),
});
export type DateChangeQuote = z.infer<typeof dateChangeQuote>;

/** staffBookings.quote: what a staff booking of room `room_id` for these nights would charge. */
export const staffQuoteInput = z.object({
  room_id: entityId,
  checkin: calendarDate,
  checkout: calendarDate,
  /** The party as the form has it so far (docs/rates.md "Prices by guest"). */
  guests: quoteInput.shape.guests,
  children: quoteInput.shape.children,
  /** The promotion code typed in the staff form: the price shown follows it. */
  promo_code: promoCodeText.optional(),
});
