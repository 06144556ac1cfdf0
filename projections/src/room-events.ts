import { roomEvent, ROOM_EVENT_TYPES, type RoomEvent, type RoomEventType } from '@hotel/contracts';
import type { RecordedEvent } from './event-source';

const ALL_ROOM_EVENT_TYPES: ReadonlySet<string> = new Set(ROOM_EVENT_TYPES);

/**
 * Parses a recorded room event with its `contracts` schema, or returns null for an event the
 * read model does not read (another stream's, or a type outside `reads`). A read model parses
 * only what it reads, so an event it never needed cannot stop it.
 */
export function parseRoomEvent(
  recorded: RecordedEvent,
  reads: ReadonlySet<string> = ALL_ROOM_EVENT_TYPES,
): RoomEvent | null {
  return reads.has(recorded.type)
    ? roomEvent.parse({ type: recorded.type, data: recorded.data })
    : null;
}

/** The room event types a read model reads. */
export function roomEventTypes(...types: RoomEventType[]): ReadonlySet<string> {
  return new Set(types);
}

export { assertNever } from '@hotel/contracts';
