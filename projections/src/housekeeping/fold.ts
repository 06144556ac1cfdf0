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
  /** The `$all` global position of the event that set it: the version staff send back. */
  version: string;
  /** The room's housekeeping stream revision seen, -1 for none (a check-out alone): a mark appends at it. */
  mark_revision: string | null;
}

/** A row of `housekeeping_marks` (migration 025): one mark, for the audit trail. */
export interface HousekeepingMarkRow {
  [column: string]: unknown;
  global_position: string;
  room_id: number;
  state: HousekeepingState;
  previous: HousekeepingState;
  at: string;
  actor: unknown;
}

/**
 * What one event says of its room's cleaning state: a mark on the room's housekeeping stream sets
 * it, a guests' check-out on the room's stream leaves the room dirty. Null for every other event
 * (only these two types are parsed, so no other event can stop the read model).
 */
export function housekeepingRowOf(recorded: RecordedEvent): HousekeepingRow | null {
  const changed = (
    roomId: number,
    state: HousekeepingState,
    markRevision: bigint | null,
  ): HousekeepingRow => ({
    room_id: roomId,
    state,
    changed_at: eventTime(recorded).toISOString(),
    changed_by: actorOf(recorded),
    version: recorded.position.globalPosition.toString(),
    mark_revision: markRevision === null ? null : markRevision.toString(),
  });
  if (recorded.type === 'GuestCheckedOut' && recorded.streamId.startsWith('room-')) {
    const { data } = guestCheckedOut.parse({ type: recorded.type, data: recorded.data });
    // A check-out is not on the housekeeping stream: the revision seen stays the room's last mark's.
    return changed(data.roomId, 'dirty', null);
  }
  if (housekeepingStreamRoom(recorded.streamId) !== null) {
    const { data } = housekeepingEvent.parse({ type: recorded.type, data: recorded.data });
    return changed(data.roomId, data.state, recorded.streamRevision);
  }
  return null;
}

const actorOf = (recorded: RecordedEvent): unknown => {
  const metadata = eventMetadata.safeParse(recorded.metadata);
  return metadata.success ? metadata.data.actor : 'system';
};

/** The marks of a batch, each with who set it: the audit trail's rows. */
export function housekeepingMarksOf(events: readonly RecordedEvent[]): HousekeepingMarkRow[] {
  return events.flatMap((recorded) => {
    if (housekeepingStreamRoom(recorded.streamId) === null) return [];
    const { data } = housekeepingEvent.parse({ type: recorded.type, data: recorded.data });
    return [
      {
        global_position: recorded.position.globalPosition.toString(),
        room_id: data.roomId,
        state: data.state,
        previous: data.previous,
        at: eventTime(recorded).toISOString(),
        actor: actorOf(recorded),
      },
    ];
  });
}

/**
 * The rows a batch of events leaves, one per room it touches: each event sets the whole row, so
 * the last one of a room (in `$all` order) is what applying them one at a time leaves.
 */
export function foldHousekeeping(events: readonly RecordedEvent[]): HousekeepingRow[] {
  const rows = new Map<number, HousekeepingRow>();
  for (const recorded of events) {
    const row = housekeepingRowOf(recorded);
    if (row)
      rows.set(row.room_id, {
        ...row,
        mark_revision: row.mark_revision ?? rows.get(row.room_id)?.mark_revision ?? null,
      });
  }
  return [...rows.values()];
}
