import {
  eventMetadata,
  guestCheckedOut,
  housekeepingEvent,
  housekeepingStreamRoom,
  type HousekeepingState,
} from '@hotel/contracts';
import { eventTime, type RecordedEvent } from '../event-source';

/** A row of `room_housekeeping` (migration 022) as JSON. */
export interface HousekeepingRow {
  [column: string]: unknown;
  room_id: number;
  state: HousekeepingState;
  changed_at: string;
  changed_by: unknown;
}

/**
 * What one event says of its room's cleaning state: a mark on the room's housekeeping stream sets
 * it, a guests' check-out on the room's stream leaves the room dirty. Null for every other event
 * (only these two types are parsed, so no other event can stop the read model).
 */
export function housekeepingRowOf(recorded: RecordedEvent): HousekeepingRow | null {
  const changed = (roomId: number, state: HousekeepingState): HousekeepingRow => {
    const metadata = eventMetadata.safeParse(recorded.metadata);
    return {
      room_id: roomId,
      state,
      changed_at: eventTime(recorded).toISOString(),
      changed_by: metadata.success ? metadata.data.actor : 'system',
    };
  };
  if (recorded.type === 'GuestCheckedOut' && recorded.streamId.startsWith('room-')) {
    const { data } = guestCheckedOut.parse({ type: recorded.type, data: recorded.data });
    return changed(data.roomId, 'dirty');
  }
  if (housekeepingStreamRoom(recorded.streamId) !== null) {
    const { data } = housekeepingEvent.parse({ type: recorded.type, data: recorded.data });
    return changed(data.roomId, data.state);
  }
  return null;
}

/**
 * The rows a batch of events leaves, one per room it touches: each event sets the whole row, so
 * the last one of a room (in `$all` order) is what applying them one at a time leaves.
 */
export function foldHousekeeping(events: readonly RecordedEvent[]): HousekeepingRow[] {
  const rows = new Map<number, HousekeepingRow>();
  for (const recorded of events) {
    const row = housekeepingRowOf(recorded);
    if (row) rows.set(row.room_id, row);
  }
  return [...rows.values()];
}
