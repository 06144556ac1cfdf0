import { z } from 'zod';
import { BED_TYPES, roomTypeView } from '../catalog';
import { LANGUAGES } from '../languages';
import {
  booleanInput,
  emptyAs,
  flagInput,
  reasonOr,
  requiredText,
  tmtAmount,
  trimmedText,
  VISIBLE,
  wholeNumber,
} from '../form-input';
import { entityId } from '../text';
import { MAX_CHILD_AGE } from '../rates/guest-bands';
import { emailAddress, ROLE_IDS } from './auth';

/*
 * Staff (admin) catalog inputs, built from form-input's blocks: values are checked and
 * normalised, never converted to another unit, and the OpenAPI document states each exactly.
 */

/** A record's id, or none (create): the forms send an emptied id as '' or 0. */
const optionalId = z
  .union([entityId, z.null(), z.literal(''), z.literal(0)], reasonOr('number'))
  .transform((value) => (value === '' || value === 0 ? null : value))
  .optional();

/**
 * The version a staff form read the record at (its `version`): a record saved since refuses the
 * save (412, naming who saved it and when). Absent: no check, as the spec's client sends.
 */
const recordVersion = z.number().int().positive().max(2_147_483_647).optional();

/** PUT /rooms: a room; without `id` it is created. */
export const roomInput = z.object({
  id: optionalId,
  version: recordVersion,
  room_number: requiredText(20, 'invalid'),
  room_types_id: entityId,
  block_id: entityId,
  type_bed: emptyAs('', z.enum(BED_TYPES, reasonOr('bedType'))),
  status: flagInput.optional(),
});
export type RoomInput = z.infer<typeof roomInput>;

/** GET /rooms: `?t=bt` asks for the calendar's rows instead of the rooms. */
export const roomListQuery = z.object({
  t: z
    .string()
    .optional()
    .describe('`bt`: the calendar rows instead of the rooms (anything else: the rooms)'),
});

const languageText = trimmedText(200);

const nameInput = z
  .object(
    { ru: languageText.default(''), en: languageText.default(''), tm: languageText.default('') },
    reasonOr('nameRequired'),
  )
  .refine((name) => name.ru !== '' || name.en !== '' || name.tm !== '', 'nameRequired')
  // The refinement in JSON Schema's words, for the published document.
  .meta({
    anyOf: LANGUAGES.map((lang) => ({
      required: [lang],
      properties: { [lang]: { pattern: VISIBLE.source } },
    })),
  });

/** A guest's nightly price in TMT (docs/rates.md "Prices by guest"): above MAX_GUEST_PRICE is a slip. */
export const MAX_GUEST_PRICE = 100_000;
const guestPrice = tmtAmount.refine((value) => value <= MAX_GUEST_PRICE, 'guestPrice');

/** PUT /a/room-types: a room type as the edit form sends it (`room_price`); without `id` it is created. */
export const roomTypeInput = z.object({
  id: optionalId,
  version: recordVersion,
  name: nameInput,
  description: emptyAs(
    {},
    z.object({ ru: languageText, en: languageText, tm: languageText }).partial(),
  ),
  capacity: emptyAs(1, wholeNumber('capacity', 1, 20)),
  rooms_count: emptyAs(1, wholeNumber('roomsCount', 0, 1000)),
  room_price: emptyAs(0, tmtAmount),
  booking_price: emptyAs(0, tmtAmount),
  discount: emptyAs(0, wholeNumber('discount', 0, 100)),
  discount_status: flagInput.optional(),
  status: flagInput.optional(),
  usd_price: emptyAs(null, wholeNumber('wholeNumber', 0, 1_000_000, 'notNegative')),
  /** Guests the price includes (no more than the capacity); emptied: all the capacity takes. */
  base_occupancy: emptyAs(null, wholeNumber('baseOccupancy', 1, 20)),
  extra_adult_price: emptyAs(0, guestPrice),
  child_price: emptyAs(0, guestPrice),
});
export type RoomTypeInput = z.infer<typeof roomTypeInput>;

/**
 * The foreigners' nightly tax in TMT per foreign guest (0: off). The hotel states it in TMT, having
 * converted the terms' dollars itself; above MAX_FOREIGN_GUEST_TAX is a slip of the keyboard.
 */
export const MAX_FOREIGN_GUEST_TAX = 10_000;
const foreignGuestTax = tmtAmount.refine(
  (value) => value <= MAX_FOREIGN_GUEST_TAX,
  'foreignGuestTax',
);

/** PUT /system/options: only the changed fields; an emptied number field (null) is refused. */
export const optionsInput = z.object({
  version: recordVersion,
  payment_system: booleanInput.optional(),
  payment_room: booleanInput.optional(),
  payment_booking: booleanInput.optional(),
  booking_price: tmtAmount.optional(),
  payment_timeout: wholeNumber('paymentTimeout', 5, 20).optional(),
  last_book_number: wholeNumber('wholeNumber', 0, 2_147_483_647, 'notNegative').optional(),
  max_pending_bookings: wholeNumber('maxPendingBookings', 1, 20).optional(),
  max_pending_per_address: wholeNumber('maxPendingPerAddress', 0, 1000).optional(),
  max_same_stay_per_address: wholeNumber('maxSameStayPerAddress', 0, 100).optional(),
  expired_hold_wait_minutes: wholeNumber('expiredHoldWait', 0, 1440).optional(),
  booking_closes_days: wholeNumber('bookingClosesDays', 0, 365).optional(),
  online_share_percent: wholeNumber('onlineSharePercent', 1, 100).optional(),
  guest_refund_percent: wholeNumber('percent', 0, 100).optional(),
  foreign_guest_tax: foreignGuestTax.optional(),
  child_free_under_age: wholeNumber('childFreeUnderAge', 0, MAX_CHILD_AGE).optional(),
  adult_from_age: wholeNumber('adultFromAge', 1, MAX_CHILD_AGE + 1).optional(),
  foreign_child_price: guestPrice.optional(),
});
export type OptionsInput = z.infer<typeof optionsInput>;

/**
 * A room type as the edit form shows it (docs/rest-contract.md, `RoomTypeEdit`): `room_price`,
 * not `price`.
 */
export const roomTypeEditView = roomTypeView
  .omit({ price: true, available_rooms: true })
  .extend({ room_price: z.number(), version: z.number().int() });
export type RoomTypeEditView = z.infer<typeof roomTypeEditView>;

export const CLIENT_PAYMENT_STATUSES = ['pending', 'online'] as const;

/** A registered user as the Clients screen lists them. */
export const clientView = z.object({
  id: z.number().int(),
  email: z.string(),
  role_id: z.literal(ROLE_IDS),
  created_at: z.string(),
  last_login: z.string().nullable(),
  payment_status: z.enum(CLIENT_PAYMENT_STATUSES).nullable(),
});
export type ClientView = z.infer<typeof clientView>;

/** PUT /a/clients: a user's new e-mail, normalised as registration normalises it. */
export const clientEmailInput = z.object({ id: entityId, email: emailAddress });
export type ClientEmailInput = z.infer<typeof clientEmailInput>;

/** The hotel-wide options (docs/rest-contract.md, `Options`); `booking_price` in TMT. */
export const optionsView = z.object({
  payment_system: z.boolean(),
  payment_room: z.boolean(),
  payment_booking: z.boolean(),
  booking_price: z.number(),
  payment_timeout: z.number().int(),
  last_book_number: z.number().int(),
  /** How many unpaid bookings one account may hold at once. */
  max_pending_bookings: z.number().int(),
  /** How many unpaid bookings may be placed from one address (an IPv6 /64), whatever the accounts (0: no limit). */
  max_pending_per_address: z.number().int(),
  /** How many unpaid bookings of the same dates may be placed from one address (0: no limit). */
  max_same_stay_per_address: z.number().int(),
  /** Minutes an account waits after a booking ran out unpaid, doubled for each within a week (0: none). */
  expired_hold_wait_minutes: z.number().int(),
  /** Online booking closes this many days before arrival (terms of stay). */
  booking_closes_days: z.number().int(),
  /** The share (%) of the stay's room price paid online; the rest is due at arrival. */
  online_share_percent: z.number().int(),
  /** The share (%) of the room part paid online that a guest's cancel before arrival gives back. */
  guest_refund_percent: z.number().int(),
  /** The foreigners' tax, TMT per foreign guest per night, paid at arrival (0: off). */
  foreign_guest_tax: z.number(),
  /** Children under this age stay free (docs/rates.md "Prices by guest"). */
  child_free_under_age: z.number().int(),
  /** From this age a guest pays as an adult. */
  adult_from_age: z.number().int(),
  /** A foreign child's nightly price, TMT (0: the room type's child price). */
  foreign_child_price: z.number(),
  /** Raised by each save: what the Settings form sends back. */
  version: z.number().int(),
});
export type OptionsView = z.infer<typeof optionsView>;
