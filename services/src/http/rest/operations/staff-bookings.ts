import { z } from 'zod';
import {
  bookingSearchHit,
  bookingSearchQuery,
  bookingDatesInput,
  bookingGuestsInput,
  bookingView,
  staffBookingView,
  staffBookingDetail,
  receptionStatusBody,
  staffCancelInput,
  moveStayBody,
  folioView,
  frontDeskDayCsvQuery,
  frontDeskDayQuery,
  frontDeskDayView,
  postChargeInput,
  takePaymentInput,
} from '@hotel/contracts';
import { saidWithData, withData } from './answers';
import type { Operation } from './operation';
import { CHANGED_SINCE, GUEST_RULES, IF_MATCH } from './rules';

/** One of staff's booking lists: each answers the same rows, listStaffBookings picks which. */
const bookingList = (summary: string) =>
  ({ summary, access: 'staff', answer: withData(z.array(staffBookingView)) }) satisfies Operation;

/** Staff's bookings: the lists, a booking's changes, its folio and its room. */
export const STAFF_BOOKING_OPERATIONS = {
  'PUT /api/bookings/{id}/for-online/recep-status': {
    summary: 'Set the reception status (`{ status }`), or toggle it (no body)',
    access: 'desk',
    body: receptionStatusBody,
    bodyRequired: false,
    headers: IF_MATCH,
    versioned: true,
    answer: saidWithData(z.object({ status: z.literal([0, 1]) })),
    refusals: { 404: 'No such booking', 409: 'The booking is not paid', 412: CHANGED_SINCE },
  },
  'GET /api/bookings/{id}': {
    summary:
      'A booking as staff see it: guests and history (newest first); its ETag is its version',
    access: 'staff',
    versioned: true,
    answer: withData(staffBookingDetail),
    refusals: { 404: 'No such booking' },
  },
  'POST /api/bookings/{id}/cancel': {
    summary:
      "Staff cancel any booking that holds its room (paid or not, online or by phone) for a reason, giving back none, all or part of what was paid online and at the desk: through the bank's refund up to what the bank took (once), the rest recorded as cash or bank transfer (`refund_method`)",
    access: 'desk',
    body: staffCancelInput,
    example: () => ({ reason: 'The guest called to cancel', refund: 'full' }),
    answer: saidWithData(bookingView.nullable()),
    refusals: {
      404: 'No such booking',
      409: 'The booking no longer holds its room (cancelled, refunded, a no-show, never paid), its guests checked in, or a refund is under way',
    },
    rules: [
      'the amount is at most what was paid, online and at the desk, less what went back already (nothing for an unpaid booking)',
      'beyond what the bank took, refund_method says how the rest goes back (a booking paid at reception goes back the way it was paid)',
    ],
  },
  'POST /api/bookings/{id}/no-show': {
    summary: 'Staff mark that the guests never came: the nights are free again, the money is kept',
    access: 'desk',
    answer: saidWithData(bookingView.nullable()),
    refusals: {
      404: 'No such booking',
      409: 'The booking no longer holds its room, or its guests checked in',
    },
    rules: ['the arrival day (hotel time) is over'],
  },
  'GET /api/search': {
    summary:
      'Bookings of every list and date found by book number or room number (whole), or by part of a guest name (any guest; case, accents, Turkmen letters and Cyrillic or Latin spelling aside), passport, e-mail or phone (a part of one or two letters or digits: among the newest 20,000 stays): at most 20, that book number first, then the newest stays',
    access: 'staff',
    queryParams: bookingSearchQuery,
    answer: withData(z.array(bookingSearchHit)),
  },
  'GET /api/bookings': bookingList('Active bookings (paid first, then check-in descending)'),
  'GET /api/day': {
    summary:
      "The front desk's day (default today, hotel time): arrivals not checked in, departures not checked out (today: overdue ones too), guests in house that night",
    access: 'staff',
    queryParams: frontDeskDayQuery,
    answer: withData(frontDeskDayView),
  },
  'GET /api/day/csv': {
    summary:
      "One list of the front desk's day (arrivals, departures or in_house) as a CSV file in the asked language: book number, room, room type, guests, check-in, check-out, balance in TMT",
    access: 'staff',
    queryParams: frontDeskDayCsvQuery,
    answer: 'csv',
  },
  'GET /api/bookings/reception': bookingList('Paid bookings handled at reception'),
  'GET /api/bookings/canceled': bookingList('Cancelled and refunded bookings'),
  'GET /api/bookings/archive': bookingList('Paid stays that ended'),
  'PUT /api/bookings/{id}': {
    summary: "Move a booking's dates",
    access: 'desk',
    body: bookingDatesInput,
    headers: IF_MATCH,
    versioned: true,
    answer: saidWithData(staffBookingView.nullable()),
    refusals: {
      404: 'No such booking',
      409: 'The booking cannot change, or the new dates leave the for-online blocks or overlap',
      412: CHANGED_SINCE,
    },
    rules: ['check-out is after check-in', 'a new check-in is not before today (hotel time)'],
  },
  'PUT /api/bookings/{id}/guests': {
    summary:
      "Change a booking's guests: the whole new list (the price stays: rooms are priced per night)",
    access: 'desk',
    body: bookingGuestsInput,
    headers: IF_MATCH,
    versioned: true,
    example: () => ({
      guests: [{ full_name: 'Aman Amanow', passport_serial: 'AS', passport_number: '123456' }],
    }),
    answer: saidWithData(staffBookingView.nullable()),
    refusals: {
      404: 'No such booking',
      409: 'More guests than the room type sleeps, or the booking no longer holds its room (cancelled, refunded, given up) or its guests left',
      412: CHANGED_SINCE,
    },
    rules: [
      ...GUEST_RULES,
      "no more guests than the room type of the booking's room sleeps",
      'the booking holds its room and its guests have not left',
    ],
  },
  'POST /api/bookings/{id}/move': {
    summary:
      'Move a booking to another room (a checked-in guest: for the rest of the stay, from today)',
    access: 'desk',
    body: moveStayBody,
    answer: saidWithData(bookingView.nullable()),
    refusals: {
      403: "A reason was given to override the room's refusal by someone who may not override (the manager may)",
      404: 'No such booking or room',
      409: 'The room cannot take the stay, said why: not published, too few beds for its guests (a manager may override with a reason), nights taken, the stay changed meanwhile or has ended',
    },
    rules: ['the room is not the one the booking is in'],
  },
  'GET /api/bookings/{id}/folio': {
    summary:
      "A booking's folio: each night at its price, the discount, the booking fee, the foreigners' tax, extras, payments and refunds (TMT); balance = total - paid + refunded",
    access: 'staff',
    answer: withData(folioView),
    refusals: { 404: 'No such booking' },
  },
  'POST /api/bookings/{id}/charges': {
    summary:
      "Post an extra on a booking's folio (late check-out, restaurant, yacht services, any named amount)",
    access: 'desk',
    body: postChargeInput,
    example: () => ({ description: 'Late check-out', amount: 150 }),
    answer: saidWithData(folioView),
    refusals: {
      404: 'No such booking',
      409: 'The booking no longer holds its room (cancelled, refunded, given up) or was moved',
    },
    rules: ['amount is more than 0'],
  },
  'POST /api/bookings/{id}/late-check-out': {
    summary:
      "Charge late check-out (12:00–18:00) on a booking's folio in one click: half of the last night's price less its discount, once a stay, while its guests are checked in and not yet out",
    access: 'desk',
    headers: IF_MATCH,
    answer: saidWithData(folioView),
    refusals: {
      404: 'No such booking',
      409: 'The guests are not checked in or already checked out, the booking no longer holds its room, or late check-out is already charged (the message says who and when)',
      412: CHANGED_SINCE,
    },
  },
  'POST /api/bookings/{id}/payments': {
    summary:
      "Record money the desk took toward a paid booking's folio: cash, card terminal or bank transfer",
    access: 'desk',
    body: takePaymentInput,
    example: () => ({ method: 'cash', amount: 150 }),
    answer: saidWithData(folioView),
    refusals: {
      404: 'No such booking',
      409: 'The booking is not paid (an unpaid one may still be paid at the bank)',
    },
    rules: ['amount is more than 0'],
  },
} satisfies Record<string, Operation>;
