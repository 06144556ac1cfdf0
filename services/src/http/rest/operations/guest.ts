import { z } from 'zod';
import {
  addDays,
  guestBookingView,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKey,
  paymentInput,
  foundRoomTypeView,
  roomTypeView,
  searchRoomInput,
} from '@hotel/contracts';
import { message, said, saidWithData, saidWithUrl, withData, withId } from './answers';
import type { Operation } from './operation';
import { BOOKING_GONE, GUEST_RULES, STAY_RULES } from './rules';

/** The public site's catalog and room search. */
export const SITE_OPERATIONS = {
  'GET /api/room-types': {
    summary: 'Published room types',
    access: 'public',
    revalidated: true,
    answer: withData(z.array(roomTypeView)),
  },
  'POST /api/search-room': {
    summary: 'Free room types for a stay',
    access: 'public',
    body: searchRoomInput,
    example: (today) => ({ checkin: addDays(today, 14), checkout: addDays(today, 16) }),
    answer: z.object({
      message,
      url: z.string(),
      data: z.array(foundRoomTypeView),
      dates: z.object({ checkin: z.string(), checkout: z.string() }),
      on_request: z
        .array(roomTypeView)
        .describe('Published room types never open online: booked on request, by phone'),
    }),
    refusals: {
      404: 'No room is free for these dates (the message says why: past the last night open online, or only types booked on request left)',
    },
    rules: STAY_RULES,
  },
} satisfies Record<string, Operation>;

/** A guest's booking: paying for it, the bank's return and callback, cancelling it. */
export const GUEST_OPERATIONS = {
  'POST /api/payment': {
    summary:
      "Book a room of a type (with `promo_code`, its discount off the room charge); answers with the bank's payment page",
    access: 'user',
    body: paymentInput,
    headers: {
      [IDEMPOTENCY_KEY_HEADER]: {
        schema: idempotencyKey,
        description: 'One booking attempt: a retry with it answers the same booking and bank page',
        field: 'idempotencyKey',
      },
    },
    example: (today) => ({
      id: 2,
      checkin: addDays(today, 20),
      checkout: addDays(today, 22),
      guests: [{ full_name: 'Aman Amanow', passport_serial: 'AS', passport_number: '123456' }],
    }),
    answer: saidWithUrl,
    refusals: {
      404: 'No published room type with this id',
      403: "The account's e-mail address is not confirmed yet",
      409: 'No room of the type is free, or the account holds the most unpaid bookings allowed, or (`retryWithSameKey`) another request with this Idempotency-Key is at work',
      502: 'The bank did not answer',
      503: 'The booking may have been placed but is not confirmed (the database failed after it): with `retryWithSameKey`, send the same request with the same Idempotency-Key to learn it; without a key, look in the account',
    },
    rules: [
      ...STAY_RULES,
      ...GUEST_RULES,
      'no more guests than the room type takes',
      'online payment is on and the stay costs something',
      'a promo_code exists, is not disabled, takes the arrival date and has a use left',
    ],
  },
  'GET /api/payment/return': {
    summary: 'Where the bank sends the guest back (303 to /?lang=…#?message=)',
    access: 'public',
    query: {
      orderId: "The bank's order id",
      lang: "The bank page's language: the message's when `l` is absent (tm, ru or en; anything else: tm)",
      room: 'The room the booking was placed in (our return address names it; the order must be the booking’s)',
      booking: 'The booking the order pays for',
    },
    answer: 'redirect',
  },
  'POST /api/payment/callback': {
    summary: "The bank's signed callback (when PAYMENT_CALLBACK_KEY is set)",
    access: 'public',
    onlyWith: 'paymentCallback',
    // The bank posts a form; every field is read as text and signed together.
    body: z.record(z.string(), z.string()),
    bodyTypes: ['application/x-www-form-urlencoded', 'application/json'],
    bodyRequired: false,
    answer: z.object({ ok: z.literal(true) }),
    refusals: { 403: 'The checksum does not match' },
  },
  'GET /api/profile/bookings': {
    summary: "The caller's bookings",
    access: 'user',
    answer: withData(z.array(guestBookingView)),
  },
  'GET /api/bookings/{id}/reverse': {
    summary:
      'Cancel a booking, no refund: a guest their own before check-in; staff any booking that holds its room',
    access: 'user',
    answer: said,
    refusals: {
      404: BOOKING_GONE,
      409: 'The booking changed meanwhile, or (staff) it no longer holds its room or its guests checked in',
    },
    rules: [
      'a guest: the booking is pending or paid, check-in is still ahead, and a paid booking with a refundable room part is refunded instead',
    ],
  },
  'GET /api/bookings/{id}/refund': {
    summary: 'Cancel own paid booking and refund the room part',
    access: 'user',
    answer: saidWithData(withId),
    refusals: {
      404: BOOKING_GONE,
      409: 'A refund is under way or done already',
      502: 'The bank refused or did not answer',
    },
    rules: ['the booking is paid, its room part is not zero, and check-in is still ahead'],
  },
} satisfies Record<string, Operation>;
