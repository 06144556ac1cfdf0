import { z } from 'zod';
import { BED_TYPES } from './bed-types';
import { HOUSEKEEPING_STATES } from './events/housekeeping-states';
import { localizedText } from './localized';

export * from './bed-types';

export const flag = z.union([z.literal(0), z.literal(1)]);

/** A room type as the public site lists it (docs/rest-contract.md, `RoomType`); money in TMT. */
export const roomTypeView = z.object({
  id: z.number().int(),
  name: localizedText,
  description: localizedText,
  images: z.array(z.string()),
  capacity: z.number().int(),
  rooms_count: z.number().int(),
  price: z.number(),
  booking_price: z.number(),
  discount: z.number().int(),
  discount_status: flag,
  status: flag,
  usd_price: z.number().nullable(),
  updated_at: z.string(),
  /** Guests the price includes; each adult beyond pays `extra_adult_price` a night (TMT). */
  base_occupancy: z.number().int(),
  extra_adult_price: z.number(),
  /** A paying child's nightly price (TMT), by the hotel's age bands. */
  child_price: z.number(),
  available_rooms: z.number().int().optional(),
});
export type RoomTypeView = z.infer<typeof roomTypeView>;

export const roomView = z.object({
  id: z.number().int(),
  room_number: z.string(),
  room_types_id: z.number().int(),
  type_bed: z.enum(BED_TYPES),
  status: flag,
  block_id: z.number().int(),
  updated_at: z.string(),
  /** Raised by each save: what the room form sends back (staff only). */
  version: z.number().int(),
  /** The room's cleaning state (never marked nor left: clean). */
  housekeeping: z.enum(HOUSEKEEPING_STATES),
});
export type RoomView = z.infer<typeof roomView>;

/** A calendar row (GET /rooms?t=bt). */
export const roomRowView = z.object({
  id: z.number().int(),
  room_number: z.string(),
  block_id: z.number().int(),
  block_name: z.string(),
  room_types_id: z.number().int(),
  room_type_name: localizedText,
  status: flag,
  /** The room's cleaning state: the calendar marks a room not ready for guests. */
  housekeeping: z.enum(HOUSEKEEPING_STATES),
});
export type RoomRowView = z.infer<typeof roomRowView>;

export const blockView = z.object({ id: z.number().int(), name: z.string() });
export type BlockView = z.infer<typeof blockView>;

/** Fixed dollar prices shown by the site for four room types. */
export const USD_PRICES: Readonly<Record<number, number>> = { 1: 120, 3: 240, 4: 360, 7: 1425 };
