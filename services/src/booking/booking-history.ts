import type { z } from 'zod';
import type { idParams } from '@hotel/contracts';
import {
  actor,
  hotelInstant,
  BOOKING_EVENT_TYPES,
  tengeToTmt,
  type BookingHistoryEntry,
  type HistoryChange,
  type HistoryField,
  type HistoryValue,
  type BookingEventType,
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
const SNAPSHOT_KEYS: Record<HistoryField, { key: string; tenge?: true; instant?: true }> = {
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
  cancel_reason: { key: 'cancel_reason' },
  cancel_refund: { key: 'cancel_refund_tenge', tenge: true },
  refund_method: { key: 'refund_method' },
  checked_in_at: { key: 'checked_in_at', instant: true },
  checked_out_at: { key: 'checked_out_at', instant: true },
  charge_amount: { key: 'charge_tenge', tenge: true },
  charge: { key: 'charge' },
  desk_payment: { key: 'desk_payment_tenge', tenge: true },
  desk_payment_method: { key: 'desk_payment_method' },
  guests: { key: 'guests' },
};
const FIELDS = Object.keys(SNAPSHOT_KEYS) as HistoryField[];

// The booking_history read model leaves the out-of-order periods' events out.
const EVENT_TYPES: ReadonlySet<string> = new Set(BOOKING_EVENT_TYPES);
const isRoomEventType = (type: string): type is BookingEventType => EVENT_TYPES.has(type);

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

/** How staff read a snapshot's values: rooms by their number, times on the hotel's clock. */
export interface HistoryReading {
  roomNumber: (roomId: number) => string | undefined;
  timeZone: string;
}

/**
 * What changed between two states of a booking, as its history and the staff audit show it: the
 * fields of HISTORY_FIELDS, money in TMT, a room by its number, a check-in or -out time on the
 * hotel's wall clock (the events keep UTC).
 */
export function bookingChanges(
  before: Snapshot | null,
  after: Snapshot,
  reading: HistoryReading,
): HistoryChange[] {
  const shown = (field: HistoryField, value: HistoryValue): HistoryValue => {
    if (field === 'room' && typeof value === 'number') return reading.roomNumber(value) ?? value;
    if (SNAPSHOT_KEYS[field].instant && typeof value === 'string')
      return hotelInstant(new Date(value), reading.timeZone);
    return value;
  };
  return changesBetween(before, after).map((change) => ({
    ...change,
    before: shown(change.field, change.before),
    after: shown(change.field, change.after),
  }));
}

/**
 * The audit trail of one booking or for-online block, newest first: who did what, when, and
 * which fields it changed from what to what. An id with no history yet (or none at all) has an
 * empty trail: the trail's projector may be a moment behind the list that offered the booking.
 */
export async function bookingHistory(
  deps: AppDeps,
  { id }: z.output<typeof idParams>,
): Promise<BookingHistoryEntry[]> {
  const [rows, labels] = await Promise.all([
    deps.sql<Row[]>`
      select global_position::text, at, actor, event_type, change
      from ${deps.sql(BOOKING_HISTORY)} where booking_id = ${id} order by global_position`,
    roomLabels(deps.sql),
  ]);
  // Snapshots keep the room's id; staff know rooms by their number.
  const reading: HistoryReading = {
    roomNumber: (roomId) => labels.get(roomId)?.roomNumber,
    timeZone: deps.hotelTimeZone,
  };
  // Worked out oldest first (each row's state follows from the one before); shown newest first.
  return withSnapshots(rows)
    .reverse()
    .flatMap((row) =>
      isRoomEventType(row.event_type)
        ? [
            {
              id: row.global_position,
              at: hotelInstant(row.at, deps.hotelTimeZone),
              actor: actor.parse(row.actor),
              event: row.event_type,
              changes: bookingChanges(row.before, row.after, reading),
            },
          ]
        : [],
    );
}
