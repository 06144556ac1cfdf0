import { z } from 'zod';
import {
  addDays,
  auditQuery,
  auditView,
  balancesView,
  authenticationInput,
  authState,
  passwordChangeInput,
  passwordResetConfirmInput,
  passwordResetInput,
  sessionView,
  verifyEmailInput,
  blockView,
  bookingDatesInput,
  bookingGuestsInput,
  bookingView,
  staffBookingView,
  staffBookingDetail,
  receptionStatusBody,
  staffCancelInput,
  guestBookingView,
  calendarRangeInput,
  moveStayBody,
  type CalendarDate,
  clientEmailInput,
  clientView,
  folioView,
  postChargeInput,
  takePaymentInput,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKey,
  MAX_ONLINE_RANGE_DAYS,
  MAX_STAY_NIGHTS,
  occupancyView,
  IMAGE_MAX_MEGABYTES,
  ledgerQuery,
  calendarFeedQuery,
  ledgerView,
  MAX_LEDGER_DAYS,
  MAX_RECONCILIATION_DAYS,
  reconciliationQuery,
  reconciliationView,
  IMAGE_MAX_MEGAPIXELS,
  optionsInput,
  optionsView,
  paymentInput,
  foundRoomTypeView,
  roomInput,
  roomRowView,
  roomTypeEditView,
  roomTypeImageForm,
  roomTypeImageRemoval,
  roomTypeImagesView,
  roomTypeImageTarget,
  roomTypeInput,
  roomTypeView,
  roomView,
  searchRoomInput,
  setRoomForOnlineInput,
  newStaffAccountInput,
  staffAccountChange,
  staffAccountView,
  type StaffAccess,
} from '@hotel/contracts';
import { MAX_CALENDAR_WINDOW_DAYS } from '../../rooms/calendar';

/**
 * Who may call an operation: anyone, a logged-in user (a guest, on their own data), or staff
 * whose role grants the named access (contracts' STAFF_ACCESS: staff, desk, accounts, manager).
 */
export type Access = 'public' | 'user' | StaffAccess;

/** The staff access an operation needs, or null for a public or guest operation. */
export function staffAccessOf(operation: Operation): StaffAccess | null {
  return operation.access === 'public' || operation.access === 'user' ? null : operation.access;
}

/** Optional parts of the server: an operation mounted only with one is documented only then. */
export interface DocumentOptions {
  /** The bank's signed callback: mounted when PAYMENT_CALLBACK_KEY is set. */
  paymentCallback: boolean;
}

export interface Operation {
  summary: string;
  access: Access;
  onlyWith?: keyof DocumentOptions;
  /** The body, as the schema that parses it. */
  body?: z.ZodType;
  /**
   * Its content types (default JSON only) and whether it may be left out (default not). A
   * multipart form is read by its route as a stream, within the limits its schema states.
   */
  bodyTypes?: string[];
  bodyRequired?: boolean;
  /** Query parameters read besides `?l=`: name -> what it means (any text is taken). */
  query?: Record<string, string>;
  /** Query parameters read besides `?l=`, as the schema that parses them (each field's `describe` says what it means). */
  queryParams?: z.ZodObject;
  /** Optional request headers it reads, as the schemas that parse them. */
  headers?: Record<string, { schema: z.ZodType; description: string }>;
  /** A body that passes the rules too (for today, the hotel's date): the fuzzer's way to the success path. */
  example?: (today: CalendarDate) => unknown;
  /**
   * Answers carry an entity tag (`ETag`, `Cache-Control: no-cache`) and a request naming it in
   * `If-None-Match` gets 304 without a body while the answer is unchanged.
   */
  revalidated?: boolean;
  /**
   * Answers carry an entity tag (`ETag`): the version of the record they show. A change sent with
   * it in `If-Match` is refused with 412 when the record changed since (who did it, and when).
   */
  versioned?: boolean;
  /** The 200 answer, a CSV file to download, an iCalendar feed, or a 303 redirect to the site. */
  answer: z.ZodType | 'csv' | 'ics' | 'redirect';
  /** Refusals of this operation's own (status -> when), beside those every operation of its kind gives. */
  refusals?: Record<number, string>;
  /**
   * What a request matching the document may still break, refused with 400: rules JSON Schema
   * cannot state (dates relative to today or to each other, what the database holds).
   */
  rules?: string[];
}

const message = z.string().describe('Localized by ?l=');
// A command whose read models did not catch up within the wait says so (plugins/database-gate.ts).
const notice = z
  .string()
  .describe('The change is stored, but the lists may show it a moment later')
  .optional();
const withData = (data: z.ZodType) => z.object({ data });
const said = z.object({ message, notice });
const saidWithUrl = z.object({ message, url: z.string(), notice });
const saidWithData = (data: z.ZodType) => z.object({ message, data, notice });
const withId = z.object({ id: z.number().int() });

const STAY_RULES = [
  'check-in is not before today (hotel time)',
  'check-out is after check-in',
  `at most ${MAX_STAY_NIGHTS} nights`,
];
// Refinements JSON Schema cannot state portably (Unicode letter classes, a list's pairs).
const GUEST_RULES = [
  "a guest's full_name has a letter, and only letters (any script), spaces, hyphens, apostrophes and dots besides",
  'no passport (series and number) twice in one booking',
];
const PERIOD_RULES = (maxDays: number) => ['to is not before from', `at most ${maxDays} days`];
const BOOKING_GONE = "No such booking (or another guest's)";
const IF_MATCH = {
  'If-Match': {
    schema: z.string(),
    description:
      "The booking's entity tag as read (GET /bookings/{id}): a booking changed since refuses the change with 412. Absent: no check",
  },
};
const SAVED_SINCE =
  "`version` is not the record's: someone saved it since it was read (the message says who and when)";
const CHANGED_SINCE =
  'If-Match names another version: someone changed the booking since (the message says who and when)';

/**
 * The REST endpoints (docs/rest-contract.md), each declared once: the Fastify registration
 * (`restRoute`), its access guard, the OpenAPI document and the sweeps all come from this list.
 */
const OPERATIONS = {
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
  'POST /api/authentication': {
    summary: 'Register (isLogin false) or log in (isLogin true)',
    access: 'public',
    body: authenticationInput,
    example: () => ({
      isLogin: false,
      email: 'new-guest@example.com',
      password: 'a passphrase long enough',
    }),
    answer: saidWithUrl,
    refusals: {
      401: 'Wrong e-mail or password',
      409: 'The e-mail is registered already',
      429: 'Too many failed logins or registrations from this address',
    },
    rules: [
      'a new password has 8..128 characters, not only invisible ones, and is not one of the 10,000 most common',
    ],
  },
  'GET /api/check-authorization': {
    summary: 'Who is logged in',
    access: 'public',
    answer: authState,
  },
  'GET /api/logout': {
    summary: 'Revoke the session (refuses cross-site requests)',
    access: 'public',
    answer: saidWithUrl,
  },
  'POST /api/verify-email': {
    summary: "Confirm the account's e-mail address with the secret of the registration mail's link",
    access: 'public',
    body: verifyEmailInput,
    answer: saidWithUrl,
    refusals: { 400: 'The link is unknown, used already or expired' },
  },
  'POST /api/verify-email/resend': {
    summary: 'Mail the verification link again (a new one: earlier links stop working)',
    access: 'user',
    bodyRequired: false,
    answer: said,
    refusals: { 429: 'Too many mails to this address within the hour' },
  },
  'POST /api/password-reset': {
    summary:
      'Mail a single-use link to set a new password, valid for an hour (the same answer whether or not the address has an account)',
    access: 'public',
    body: passwordResetInput,
    example: () => ({ email: 'nobody-here@example.com' }),
    answer: said,
    refusals: { 429: 'Too many reset requests from this address' },
  },
  'POST /api/password-reset/confirm': {
    summary:
      "Set a new password with the reset link's secret: every session of the account ends and a new one opens (cookie)",
    access: 'public',
    body: passwordResetConfirmInput,
    answer: saidWithUrl,
    refusals: {
      400: 'The link is unknown, used already or expired, or the password breaks the policy',
    },
    rules: [
      'a new password has 8..128 characters, not only invisible ones, and is not one of the 10,000 most common',
    ],
  },
  'PUT /api/password': {
    summary:
      'Change the password, giving the current one: every session ends and a new one opens (cookie)',
    access: 'user',
    body: passwordChangeInput,
    answer: said,
    refusals: {
      400: 'The current password is wrong, or the new one breaks the policy',
      429: 'Too many wrong passwords',
    },
    rules: [
      'a new password has 8..128 characters, not only invisible ones, and is not one of the 10,000 most common',
    ],
  },
  'GET /api/sessions': {
    summary: "The account's live sessions (`current`: this one)",
    access: 'user',
    answer: withData(z.array(sessionView)),
  },
  'DELETE /api/sessions': {
    summary: 'Log out every session of the account but this one',
    access: 'user',
    answer: said,
  },
  'DELETE /api/sessions/{id}': {
    summary: "Log out one of the account's sessions (this one too: the cookie is cleared)",
    access: 'user',
    answer: said,
    refusals: { 404: 'No such live session in the account' },
  },
  'GET /api/protected': {
    summary: 'The staff guard (any staff role)',
    access: 'staff',
    answer: said,
  },
  'POST /api/payment': {
    summary: "Book a room of a type; answers with the bank's payment page",
    access: 'user',
    body: paymentInput,
    headers: {
      [IDEMPOTENCY_KEY_HEADER]: {
        schema: idempotencyKey,
        description: 'One booking attempt: a retry with it answers the same booking and bank page',
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
    ],
  },
  'GET /api/payment/return': {
    summary: 'Where the bank sends the guest back (303 to /#?message=)',
    access: 'public',
    query: {
      orderId: "The bank's order id",
      lang: 'Language of the message: tm, ru or en (anything else: tm)',
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
  'POST /api/bookings': {
    summary: 'Calendar cells in a date range',
    access: 'staff',
    body: calendarRangeInput,
    example: (today) => ({ start_date: today, end_date: addDays(today, 30) }),
    answer: withData(z.array(bookingView)),
    rules: ['end_date is not before start_date', `at most ${MAX_CALENDAR_WINDOW_DAYS} days`],
  },
  'POST /api/set-room-for-online': {
    summary: 'Expose a room to online booking',
    access: 'desk',
    body: setRoomForOnlineInput,
    example: (today) => ({
      room_id: 1,
      checkin: addDays(today, 120),
      checkout: addDays(today, 127),
    }),
    answer: saidWithData(withId),
    refusals: { 404: 'No such room', 409: 'The range overlaps a block or a booking of the room' },
    rules: [
      'check-in is not before today (hotel time)',
      'check-out is after check-in',
      `at most ${MAX_ONLINE_RANGE_DAYS} days`,
    ],
  },
  'DELETE /api/bookings/{id}/for-online': {
    summary: 'Remove a for-online block',
    access: 'desk',
    answer: saidWithData(withId),
    refusals: { 404: 'No such for-online block', 409: 'A booking lies in the block' },
  },
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
  'GET /api/bookings': {
    summary: 'Active bookings (paid first, then check-in descending)',
    access: 'staff',
    answer: withData(z.array(staffBookingView)),
  },
  'GET /api/bookings/reception': {
    summary: 'Paid bookings handled at reception',
    access: 'staff',
    answer: withData(z.array(staffBookingView)),
  },
  'GET /api/bookings/canceled': {
    summary: 'Cancelled and refunded bookings',
    access: 'staff',
    answer: withData(z.array(staffBookingView)),
  },
  'GET /api/bookings/archive': {
    summary: 'Paid stays that ended',
    access: 'staff',
    answer: withData(z.array(staffBookingView)),
  },
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
      "A booking's folio: each night at its price, the discount, the booking fee, extras, payments and refunds (TMT); balance = total - paid + refunded",
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
  'GET /api/rooms': {
    summary: 'Rooms (?t=bt: calendar rows)',
    access: 'staff',
    query: { t: '`bt`: the calendar rows instead of the rooms (anything else: the rooms)' },
    answer: withData(z.union([z.array(roomView), z.array(roomRowView)])),
  },
  'PUT /api/rooms': {
    summary: 'Create (no id) or change a room',
    access: 'manager',
    body: roomInput,
    example: () => ({
      room_number: '901',
      room_types_id: 1,
      block_id: 1,
      type_bed: 'double',
      status: 1,
    }),
    answer: saidWithData(roomView),
    refusals: {
      404: 'No room with this id',
      409: 'Another room has this number',
      412: SAVED_SINCE,
    },
    rules: ['the room type and the block exist'],
  },
  'GET /api/blocks': {
    summary: 'Buildings',
    access: 'staff',
    answer: withData(z.array(blockView)),
  },
  'GET /api/a/room-types': {
    summary: 'All room types for staff',
    access: 'staff',
    answer: withData(z.array(roomTypeEditView)),
  },
  'PUT /api/a/room-types': {
    summary: 'Create (no id) or change a room type',
    access: 'manager',
    body: roomTypeInput,
    example: () => ({
      name: { ru: 'Люкс', en: 'Suite', tm: 'Lýuks' },
      capacity: 2,
      room_price: 1500.5,
      booking_price: 50,
      discount: 10,
      discount_status: 1,
      status: 0,
    }),
    answer: saidWithData(roomTypeEditView),
    refusals: { 404: 'No room type with this id', 412: SAVED_SINCE },
  },
  'POST /api/room-types/upload-image': {
    summary:
      'Add an image to a room type (stored re-encoded, with a 350x200 preview and a 120x80 thumbnail)',
    access: 'manager',
    queryParams: roomTypeImageTarget,
    body: roomTypeImageForm,
    bodyTypes: ['multipart/form-data'],
    answer: saidWithData(roomTypeImagesView),
    refusals: {
      404: 'No room type with this id',
      413: `The image is over ${IMAGE_MAX_MEGABYTES} MB or ${IMAGE_MAX_MEGAPIXELS} megapixels, or the form has too many parts`,
      415: 'Not a multipart form, or an image in another format than JPEG, PNG or WebP',
    },
    rules: ['the file is a JPEG, PNG or WebP image'],
  },
  'DELETE /api/room-types/delete-image': {
    summary: "Remove an image from a room type (an uploaded one's files too)",
    access: 'manager',
    queryParams: roomTypeImageRemoval,
    answer: saidWithData(roomTypeImagesView),
    refusals: { 404: 'No room type with this id, or the image is not in its list' },
  },
  'GET /api/ledger': {
    summary:
      'Payments, refunds and cancellations of a period, with totals per day and for the period by kind, way and person (as_of: replayed from the events)',
    access: 'accounts',
    queryParams: ledgerQuery,
    answer: withData(ledgerView),
    rules: PERIOD_RULES(MAX_LEDGER_DAYS),
  },
  'GET /api/ledger/csv': {
    summary:
      "The ledger's lines of a period as a CSV file (UTF-8 with a byte order mark; amounts in manat, refunds negative)",
    access: 'accounts',
    queryParams: ledgerQuery,
    answer: 'csv',
    rules: PERIOD_RULES(MAX_LEDGER_DAYS),
  },
  'GET /api/ledger/balances': {
    summary:
      'Every booking whose folio is not settled, cancelled ones too (owed by the guest, or a credit), by arrival, with the sum of the balances',
    access: 'accounts',
    answer: withData(balancesView),
  },
  'GET /api/ledger/reconciliation': {
    summary:
      'Every order of a period asked of the bank and set beside the ledger, mismatches first',
    access: 'accounts',
    queryParams: reconciliationQuery,
    answer: withData(reconciliationView),
    rules: PERIOD_RULES(MAX_RECONCILIATION_DAYS),
  },
  'GET /api/calendar-feeds/rooms/{id}': {
    summary:
      "A room's pending and paid stays as an iCalendar feed (RFC 5545) for channel managers, from a month back; the address staff see holds its secret",
    access: 'public',
    queryParams: calendarFeedQuery,
    answer: 'ics',
    refusals: { 404: 'No feed with this id and secret (a replaced secret included)' },
  },
  'GET /api/calendar-feeds/room-types/{id}': {
    summary:
      "A room type's sold-out nights (every room of the type taken) as an iCalendar feed (RFC 5545), from a month back; the address staff see holds its secret",
    access: 'public',
    queryParams: calendarFeedQuery,
    answer: 'ics',
    refusals: { 404: 'No feed with this id and secret (a replaced secret included)' },
  },
  'GET /api/audit': {
    summary:
      'Every staff action, newest first: who, when, what, each field before -> after (filters: staff, kind, days; paged)',
    access: 'accounts',
    queryParams: auditQuery,
    answer: withData(auditView),
    rules: ['to is not before from'],
  },
  'GET /api/occupancy': {
    summary:
      'Per hotel day, the past 30 and the coming 30: rooms open, occupied and pending, occupancy, revenue, money received',
    access: 'staff',
    answer: withData(occupancyView),
  },
  'GET /api/clients': {
    summary: 'Registered users',
    access: 'staff',
    answer: withData(z.array(clientView)),
  },
  'PUT /api/a/clients': {
    summary: "Change a user's e-mail (trimmed and lowercased, as at registration)",
    access: 'manager',
    body: clientEmailInput,
    example: () => ({ id: 1, email: 'guest@example.com' }),
    answer: saidWithData(clientView),
    refusals: { 404: 'No user with this id', 409: 'Another account has this e-mail' },
  },
  'GET /api/staff': {
    summary: 'Staff accounts, with role and whether disabled',
    access: 'manager',
    answer: withData(z.array(staffAccountView)),
  },
  'POST /api/staff': {
    summary: 'Create a staff account with its role and first password',
    access: 'manager',
    body: newStaffAccountInput,
    example: () => ({
      email: 'new-receptionist@example.com',
      role: 'reception',
      password: 'a passphrase long enough',
    }),
    answer: saidWithData(staffAccountView),
    refusals: { 409: 'An account has this e-mail' },
    rules: [
      'the password has 8..128 characters, not only invisible ones, and is not one of the 10,000 most common',
    ],
  },
  'PUT /api/staff/{id}': {
    summary:
      "Change a staff account's role, or disable it (its sessions end at once) or enable it again",
    access: 'manager',
    body: staffAccountChange,
    answer: saidWithData(staffAccountView),
    refusals: {
      404: 'No staff account with this id',
      409: "The change would leave the hotel without an enabled manager, or is of the caller's own role or access",
    },
    rules: [
      'the hotel keeps an enabled manager',
      "a manager changes another person's role and access, not their own",
    ],
  },
  'POST /api/staff/{id}/password-reset': {
    summary: 'Mail a staff member a single-use link to set a new password (valid for an hour)',
    access: 'manager',
    bodyRequired: false,
    answer: said,
    refusals: { 404: 'No enabled staff account with this id' },
  },
  'GET /api/system/options': {
    summary: 'System options',
    access: 'staff',
    answer: withData(optionsView),
  },
  'PUT /api/system/options': {
    summary: 'Change options (changed fields only)',
    access: 'manager',
    body: optionsInput,
    answer: saidWithData(optionsView),
    refusals: { 412: SAVED_SINCE },
    rules: ['last_book_number is not below the last booking number given'],
  },
  'GET /api/openapi.json': {
    summary: 'This document',
    access: 'public',
    example: () => ({ payment_timeout: 15 }),
    answer: z.object({
      openapi: z.literal('3.1.0'),
      info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
      security: z.array(z.record(z.string(), z.array(z.string()))),
      paths: z.record(z.string(), z.record(z.string(), z.unknown())),
      components: z.record(z.string(), z.unknown()),
    }),
  },
} satisfies Record<string, Operation>;

/** `METHOD /api/path` of a declared operation. */
export type OperationKey = keyof typeof OPERATIONS;

export const REST_OPERATIONS: Record<OperationKey, Operation> = OPERATIONS;
