import {
  actor,
  hotelInstant,
  idParams,
  ROOM_EVENT_TYPES,
  tengeToTmt,
  type BookingHistoryEntry,
  type HistoryChange,
  type HistoryField,
  type HistoryValue,
  type RoomEventType,
} from '@hotel/contracts';
import { BOOKING_HISTORY, withSnapshots } from '@hotel/projections';
import type { AppDeps } from '../application/deps';
import { roomLabels } from '../catalog/room-types';

/** A booking's visible state as the booking_history projector snapshots it. */
type Snapshot = Record<string, HistoryValue>;

interface Row {
  global_position: string;
  at: Date;
  actor: unknown;
  event_type: string;
  /** What the event set of the booking's state. */
  change: Snapshot;
}

/**
 * Where each field lives in a snapshot. Money is kept there in teňňe and shown in TMT; the
 * `booking_canceled` flag is left out, as `payment_status` already says cancelled or refunded.
 */
const SNAPSHOT_KEYS: Record<HistoryField, { key: string; tenge?: true }> = {
  payment_status: { key: 'payment_status' },
  checkin: { key: 'checkin' },
  checkout: { key: 'checkout' },
  book_number: { key: 'book_number' },
  amount: { key: 'amount_tenge', tenge: true },
  paid: { key: 'paid_tenge', tenge: true },
  status: { key: 'status' },
  order_id: { key: 'order_id' },
  reason: { key: 'reason' },
  refund_requested: { key: 'refund_requested_tenge', tenge: true },
  refunded: { key: 'refunded_tenge', tenge: true },
  refund_failed: { key: 'refund_failed' },
  departure_refund: { key: 'departure_refund_tenge', tenge: true },
  channel: { key: 'channel' },
  email: { key: 'email' },
  payment_method: { key: 'payment_method' },
  room: { key: 'room_id' },
  charge_amount: { key: 'charge_tenge', tenge: true },
  charge: { key: 'charge' },
  desk_payment: { key: 'desk_payment_tenge', tenge: true },
  desk_payment_method: { key: 'desk_payment_method' },
};
const FIELDS = Object.keys(SNAPSHOT_KEYS) as HistoryField[];

const EVENT_TYPES: ReadonlySet<string> = new Set(ROOM_EVENT_TYPES);
const isRoomEventType = (type: string): type is RoomEventType => EVENT_TYPES.has(type);

function valueOf(snapshot: Snapshot | null, field: HistoryField): HistoryValue {
  const { key, tenge } = SNAPSHOT_KEYS[field];
  const value = snapshot?.[key] ?? null;
  return tenge && typeof value === 'number' ? tengeToTmt(value) : value;
}

/** The fields whose value differs between two snapshots, in the order of HISTORY_FIELDS. */
function changesBetween(before: Snapshot | null, after: Snapshot): HistoryChange[] {
  return FIELDS.flatMap((field) => {
    const was = valueOf(before, field);
    const is = valueOf(after, field);
    return was === is ? [] : [{ field, before: was, after: is }];
  });
}

/**
 * The audit trail of one booking or for-online block, newest first: who did what, when, and
 * which fields it changed from what to what. An id with no history yet (or none at all) has an
 * empty trail: the trail's projector may be a moment behind the list that offered the booking.
 */
export async function bookingHistory(deps: AppDeps, params: unknown): Promise<BookingHistoryEntry[]> {
  const { id } = idParams.parse(params);
  const [rows, labels] = await Promise.all([
    deps.sql<Row[]>`
      select global_position::text, at, actor, event_type, change
      from ${deps.sql(BOOKING_HISTORY)} where booking_id = ${id} order by global_position`,
    roomLabels(deps.sql),
  ]);
  // Snapshots keep the room's id; staff know rooms by their number.
  const roomNumber = (value: HistoryValue): HistoryValue => (typeof value === 'number' ? (labels.get(value)?.roomNumber ?? value) : value);
  const shown = (change: HistoryChange): HistoryChange =>
    change.field === 'room' ? { ...change, before: roomNumber(change.before), after: roomNumber(change.after) } : change;
  // Worked out oldest first (each row's state follows from the one before); shown newest first.
  return withSnapshots(rows).reverse().flatMap((row) =>
    isRoomEventType(row.event_type)
      ? [{
          id: row.global_position,
          at: hotelInstant(row.at, deps.hotelTimeZone),
          actor: actor.parse(row.actor),
          event: row.event_type,
          changes: changesBetween(row.before, row.after).map(shown),
        }]
      : [],
  );
}
