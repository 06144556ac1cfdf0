/** The audit trail's table and its rows' `change` (the projector writes, `snapshots.ts` reads). */
export const BOOKING_HISTORY = 'booking_history';

/** A booking's (or for-online block's) visible state, or what an event set of it. */
export type Snapshot = Record<string, string | number | null>;

/**
 * The events that start a booking's or block's state afresh (each is the first of its id): their
 * change (the projector's `changeOf`) is the whole state after them. Every other event keeps the
 * fields it does not set (`snapshots.ts`).
 */
export const STARTS_AFRESH: ReadonlySet<string> = new Set(['RoomOpenedForOnline', 'BookingPlaced']);
