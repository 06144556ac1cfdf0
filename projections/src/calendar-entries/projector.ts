import type { RoomEvent } from '@hotel/contracts';
import { eventTime, type RecordedEvent } from '../event-source';
import type { Projection, Tx } from '../projection';
import { applyRowChanges, type RowChange } from '../row-changes';
import { assertNever, parseRoomEvent } from '../room-events';

export const CALENDAR_ENTRIES = 'calendar_entries';

/** A row of `calendar_entries` (migrations 002, 003) as JSON: dates and instants are strings. */
type CalendarEntry = {
  id: number;
  room_id: number;
  payment_status: 'for_online' | 'pending' | 'online';
  checkin: string;
  checkout: string;
  book_number: number | null;
  reception_status: number;
  amount_tenge: number;
  payment_at: string | null;
  updated_at: string;
  active: boolean;
  /** Migration 007: when reception marked the guests as gone. */
  checked_out_at: string | null;
  /** Migration 015: when reception checked the guests in. */
  checked_in_at: string | null;
};

/** What occupies which room on which dates: the staff calendar and free-room search read it. */
export const calendarEntriesProjection: Projection = {
  name: CALENDAR_ENTRIES,
  tables: [CALENDAR_ENTRIES],
  prepare(events: readonly RecordedEvent[]) {
    const changes = events.flatMap((recorded) => {
      const event = parseRoomEvent(recorded);
      return event ? (changeOf(event, eventTime(recorded).toISOString()) ?? []) : [];
    });
    return (tx: Tx) => applyRowChanges(tx, CALENDAR_ENTRIES, 'id', changes);
  },
};

/** A new entry `id`: the nights of `stay` in its room, as `payment_status`, stamped `at`. */
const entry = (
  at: string,
  id: number,
  stay: { roomId: number; checkin: string; checkout: string },
  payment_status: CalendarEntry['payment_status'],
): CalendarEntry => ({
  book_number: null,
  reception_status: 0,
  amount_tenge: 0,
  payment_at: null,
  updated_at: at,
  active: true,
  checked_out_at: null,
  checked_in_at: null,
  id,
  room_id: stay.roomId,
  payment_status,
  checkin: stay.checkin,
  checkout: stay.checkout,
});

/** An update of an entry, stamped `at`. */
const update = (id: number, at: string, set: Partial<CalendarEntry>): RowChange<CalendarEntry> => ({
  kind: 'update',
  id,
  set: { ...set, updated_at: at },
});

function changeOf(event: RoomEvent, at: string): RowChange<CalendarEntry> | null {
  switch (event.type) {
    case 'RoomOpenedForOnline':
      return { kind: 'insert', row: entry(at, event.data.blockId, event.data, 'for_online') };
    case 'OnlineBlockRemoved':
      return { kind: 'delete', id: event.data.blockId };
    case 'BookingPlaced': {
      const d = event.data;
      return {
        kind: 'insert',
        row: {
          ...entry(at, d.bookingId, d, 'pending'),
          book_number: d.bookNumber,
          amount_tenge: d.price.totalTenge,
        },
      };
    }
    case 'PaymentConfirmed':
      return update(event.data.bookingId, at, {
        payment_status: 'online',
        active: true,
        payment_at: event.data.paidAt,
      });
    case 'PaymentTakenAtReception':
      return update(event.data.bookingId, at, {
        payment_status: 'online',
        active: true,
        payment_at: at,
      });
    case 'ReceptionStatusToggled':
      return update(event.data.bookingId, at, { reception_status: event.data.status });
    case 'BookingDatesChanged':
      return update(event.data.bookingId, at, {
        checkin: event.data.checkin,
        checkout: event.data.checkout,
      });
    case 'PaymentFailed':
    case 'PaymentExpired':
    case 'BookingCancelled':
    case 'BookingRefunded':
    case 'BookingCancelledByStaff':
    case 'NoShowMarked':
      return update(event.data.bookingId, at, { active: false });
    case 'GuestCheckedIn':
      return update(event.data.bookingId, at, {
        reception_status: 1,
        checked_in_at: event.data.at,
      });
    case 'GuestCheckedOut':
      // An early departure frees the nights after it: the booking's cell ends there.
      return update(event.data.bookingId, at, {
        checkout: event.data.departedOn,
        checked_out_at: event.data.at,
      });
    case 'StayMovedOut':
      // The move is done when the room it left lets it go: the stay's cell is the new room's, from
      // the first night there (a checked-in guest's nights before it were slept in the old room).
      return update(event.data.bookingId, at, {
        room_id: event.data.toRoomId,
        ...(event.data.splitOn ? { checkin: event.data.splitOn } : {}),
      });
    case 'PaymentRegistered':
    case 'RefundRequested':
    case 'RefundFailed':
    case 'LatePaymentRefunded':
    case 'StayMovedIn': // held by the old room's cell until that room lets it go
    case 'StayMoveReverted': // a move given up never showed
    case 'DepartureRefundRequested':
    case 'DepartureRefundSent':
    case 'DepartureRefundFailed':
    case 'DepartureRefundGivenAtReception':
    case 'StaffRefundRequested':
    case 'StaffRefundSent':
    case 'StaffRefundFailed':
    case 'RefundRecorded':
    case 'ChargePosted':
    case 'DeskPaymentTaken':
    case 'GuestsChanged':
      return null;
    case 'RoomTakenOutOfOrder':
    case 'RoomBackInService':
      // The period's nights are no entry: the for-online nights it cut away are removed (and
      // opened again) by the block events of the same append.
      return null;
    default:
      return assertNever(event);
  }
}
