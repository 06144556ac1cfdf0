import { z } from 'zod';
import { BED_TYPES, roomTypeView } from '../catalog';
import { localizedText } from '../localized';
import { tmtToTenge } from '../money';
import { entityId } from '../text';

/*
 * Staff (admin) catalog inputs. Parsing is idempotent (the tRPC adapter parses, the application
 * service parses again): values are checked and normalised, never converted to another unit.
 */

/** An issue's reason: `required` for a missing or empty value, else `reason`. */
const reasonOr = (reason: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : reason,
});

/** Form fields may arrive as text: a numeric string is read as the number it spells. */
const numericText = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

/** A whole number in min..max: `reason` names what is expected, `rangeReason` the bounds. */
const wholeNumber = (reason: string, min: number, max: number, rangeReason = reason) =>
  z.preprocess(numericText, z.number(reasonOr(reason)).int(reason).min(min, rangeReason).max(max, rangeReason));

/** A sum in TMT with at most two decimals (stored as integer teňňe), never negative. */
export const tmtAmount = z.preprocess(
  numericText,
  z
    .number(reasonOr('money'))
    .refine((value) => tmtToTenge(value) !== null, 'money')
    .refine((value) => value >= 0, 'notNegative'),
);

/** 0|1 flags; the forms' selects may send them as text or booleans. */
const flagInput = z.preprocess(
  (value) => (typeof value === 'boolean' ? Number(value) : numericText(value)),
  z.literal([0, 1], reasonOr('flag')),
);

const booleanInput = z.preprocess(
  (value) => (value === 0 || value === 1 ? value === 1 : value === 'true' || value === 'false' ? value === 'true' : value),
  z.boolean(reasonOr('boolean')),
);

/** Empty form values (null or '') take `fallback`; an absent field stays absent (keep as is). */
const emptyAs = <T extends z.ZodType>(fallback: unknown, schema: T) =>
  z.preprocess((value) => (value === null || value === '' ? fallback : value), schema).optional();

const optionalId = z.preprocess((value) => (value === '' || value === 0 ? null : value), entityId.nullish());

/** PUT /rooms: a room; without `id` it is created. */
export const roomInput = z.object({
  id: optionalId,
  room_number: z.string(reasonOr('invalid')).trim().min(1, 'required').max(20, 'tooLong'),
  room_types_id: entityId,
  block_id: entityId,
  type_bed: emptyAs('', z.enum(BED_TYPES, reasonOr('bedType'))),
  status: flagInput.optional(),
});
export type RoomInput = z.infer<typeof roomInput>;

/** GET /rooms: `?t=bt` asks for the calendar's rows instead of the rooms. */
export const roomListQuery = z.object({ t: z.string().optional() });

const nameInput = z
  .object(
    {
      ru: z.string().trim().max(200, 'tooLong').default(''),
      en: z.string().trim().max(200, 'tooLong').default(''),
      tm: z.string().trim().max(200, 'tooLong').default(''),
    },
    reasonOr('nameRequired'),
  )
  .refine((name) => name.ru !== '' || name.en !== '' || name.tm !== '', 'nameRequired');

/** PUT /a/room-types: a room type as the edit form sends it (`room_price`); without `id` it is created. */
export const roomTypeInput = z.object({
  id: optionalId,
  name: nameInput,
  description: emptyAs({}, localizedText.partial()),
  capacity: emptyAs(1, wholeNumber('capacity', 1, 20)),
  rooms_count: emptyAs(1, wholeNumber('roomsCount', 0, 1000)),
  room_price: emptyAs(0, tmtAmount),
  booking_price: emptyAs(0, tmtAmount),
  discount: emptyAs(0, wholeNumber('discount', 0, 100)),
  discount_status: flagInput.optional(),
  status: flagInput.optional(),
  usd_price: z.preprocess((value) => (value === '' ? null : value), wholeNumber('wholeNumber', 0, 1_000_000, 'notNegative').nullish()),
});
export type RoomTypeInput = z.infer<typeof roomTypeInput>;

/** PUT /system/options: only the changed fields; an emptied number field (null) is refused. */
export const optionsInput = z.object({
  payment_system: booleanInput.optional(),
  payment_room: booleanInput.optional(),
  payment_booking: booleanInput.optional(),
  booking_price: tmtAmount.optional(),
  payment_timeout: wholeNumber('paymentTimeout', 5, 20).optional(),
  last_book_number: wholeNumber('wholeNumber', 0, 2_147_483_647, 'notNegative').optional(),
  max_pending_bookings: wholeNumber('maxPendingBookings', 1, 20).optional(),
});
export type OptionsInput = z.infer<typeof optionsInput>;

/** A room type as the edit form shows it (REST-CONTRACT `RoomTypeEdit`): `room_price`, not `price`. */
export const roomTypeEditView = roomTypeView.omit({ price: true, available_rooms: true }).extend({ room_price: z.number() });
export type RoomTypeEditView = z.infer<typeof roomTypeEditView>;

export const CLIENT_PAYMENT_STATUSES = ['pending', 'online'] as const;

/** A registered user as the Clients screen lists them. */
export const clientView = z.object({
  id: z.number().int(),
  email: z.string(),
  role_id: z.literal([1, 2]),
  created_at: z.string(),
  last_login: z.string().nullable(),
  payment_status: z.enum(CLIENT_PAYMENT_STATUSES).nullable(),
});
export type ClientView = z.infer<typeof clientView>;

/** The hotel-wide options (REST-CONTRACT `Options`); `booking_price` in TMT. */
export const optionsView = z.object({
  payment_system: z.boolean(),
  payment_room: z.boolean(),
  payment_booking: z.boolean(),
  booking_price: z.number(),
  payment_timeout: z.number().int(),
  last_book_number: z.number().int(),
  /** How many unpaid bookings one account may hold at once. */
  max_pending_bookings: z.number().int(),
});
export type OptionsView = z.infer<typeof optionsView>;
