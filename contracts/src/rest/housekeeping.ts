import { z } from 'zod';
import { HOUSEKEEPING_STATES } from '../events/housekeeping-states';
import { localizedText } from '../localized';
import { reasonOr } from '../form-input';
import { entityId } from '../text';

/** A room's cleaning state on the wire (GET /rooms, PUT /rooms/{id}/housekeeping). */
export const housekeepingState = z.enum(HOUSEKEEPING_STATES, reasonOr('housekeepingState'));

/**
 * The version of the room's cleaning state the list read (its `version`; 0 for a room never
 * marked nor left): a state changed since refuses the mark (412, naming who set which state when).
 * Absent: no check.
 */
const housekeepingVersion = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional();

/** PUT /rooms/{id}/housekeeping: the room's new state. */
export const housekeepingInput = z.object({
  state: housekeepingState,
  version: housekeepingVersion,
});
export type HousekeepingInput = z.infer<typeof housekeepingInput>;

/** The tRPC twin of PUT /rooms/{id}/housekeeping: the room's id travels in the input. */
export const housekeepingMarkInput = housekeepingInput.extend({ id: entityId });
export type HousekeepingMarkInput = z.infer<typeof housekeepingMarkInput>;

/** A room's state after a mark. */
export const housekeepingView = z.object({
  room_id: z.number().int(),
  state: z.enum(HOUSEKEEPING_STATES),
  /** The version of the state now shown, for the next mark. */
  version: z.number().int(),
});
export type HousekeepingView = z.infer<typeof housekeepingView>;

/** A row of the housekeeping list: the room, where it is, its state and who set it when. */
export const housekeepingRoomView = z.object({
  id: z.number().int(),
  room_number: z.string(),
  block_name: z.string(),
  room_type_name: localizedText,
  state: z.enum(HOUSEKEEPING_STATES),
  /** The hotel-zone instant of the last change, null for a room never marked nor left. */
  changed_at: z.string().nullable(),
  /** Who changed it: a staff e-mail, null for none (or the system). */
  changed_by: z.string().nullable(),
  /** The version of the state shown: sent back with a mark, so a stale list cannot overwrite. */
  version: z.number().int(),
});
export type HousekeepingRoomView = z.infer<typeof housekeepingRoomView>;
