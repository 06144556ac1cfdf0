import { bookingVersion, eventMetadata, type Actor, type RoomEvent } from '@hotel/contracts';
import { eventTime, type RecordedEvent } from '../event-source';
import type { Projection, Tx } from '../projection';
import { applyRowChanges, type RowChange } from '../row-changes';
import { parseRoomEvent, roomEventTypes } from '../room-events';
import { changeOf } from './booking-changes';
import { searchText, type Booking } from './booking-record';

export const BOOKINGS = 'bookings';

/** Every event of a booking's life; for-online blocks are not bookings. */
const READS = roomEventTypes(
  'BookingPlaced',
  'PaymentRegistered',
  'PaymentConfirmed',
  'PaymentFailed',
  'PaymentExpired',
  'ReceptionStatusToggled',
  'BookingDatesChanged',
  'BookingCancelled',
  'RefundRequested',
  'BookingRefunded',
  'RefundFailed',
  'LatePaymentRefunded',
  'GuestCheckedIn',
  'GuestCheckedOut',
  'PaymentTakenAtReception',
  'StayMovedIn',
  'StayMovedOut',
  'DepartureRefundRequested',
  'DepartureRefundSent',
  'DepartureRefundFailed',
  'DepartureRefundGivenAtReception',
  'BookingCancelledByStaff',
  'StaffRefundRequested',
  'StaffRefundSent',
  'StaffRefundFailed',
  'RefundRecorded',
  'NoShowMarked',
  'GuestsChanged',
);

/** Online bookings with their whole lifecycle: staff lists, the guest's account, the poller. */
export const bookingsProjection: Projection = {
  name: BOOKINGS,
  tables: [BOOKINGS],
  prepare(events: readonly RecordedEvent[]) {
    const changes = events.flatMap((recorded) => {
      const event = parseRoomEvent(recorded, READS);
      if (!event) return [];
      return (
        versioned(
          changeOf(event, eventTime(recorded).toISOString(), actorOf(recorded)),
          event,
          recorded.streamRevision,
        ) ?? []
      );
    });
    return (tx: Tx) => applyRowChanges(tx, BOOKINGS, 'id', changes, searchText);
  },
};

/**
 * The change with the booking's version the event gives it (`bookingVersion`, as the room's
 * stream tells it: room-state.ts `evolveAt`). A move's first step, in the target room, only notes
 * the version there; its last step, when the old room lets the booking go, makes it the booking's.
 * A move given up leaves the version it had.
 */
function versioned(
  change: RowChange<Booking> | null,
  event: RoomEvent,
  revision: bigint,
): RowChange<Booking> | null {
  if (event.type === 'StayMovedIn') {
    return {
      kind: 'update',
      id: event.data.bookingId,
      set: { moving_version: bookingVersion(event.data.roomId, revision) },
    };
  }
  if (change === null || change.kind === 'delete') return change;
  if (event.type === 'StayMovedOut')
    return change.kind === 'update' ? { ...change, copy: { version: 'moving_version' } } : change;
  const version = bookingVersion(event.data.roomId, revision);
  return change.kind === 'insert'
    ? { ...change, row: { ...change.row, version } }
    : { ...change, set: { ...change.set, version } };
}

/** Who caused an event, as its metadata names them ('system' when it names nobody). */
function actorOf(recorded: RecordedEvent): Actor {
  const metadata = eventMetadata.safeParse(recorded.metadata);
  return metadata.success ? metadata.data.actor : 'system';
}
