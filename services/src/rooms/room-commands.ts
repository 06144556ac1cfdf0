import { roomEvent, roomStreamId, type EventMetadata } from '@hotel/contracts';
import { WrongExpectedRevision, type AppendResult, type EventStore } from '../event-store/port';
import { decide, RoomRuleViolated, type RoomCommand } from './room-decide';
import { evolve, initialRoomState, type RoomState } from './room-state';

const MAX_ATTEMPTS = 5;

/** The room's current state, folded from its stream (each event parsed with its schema). */
export async function loadRoom(store: EventStore, roomId: number) {
  const { revision, events } = await store.readStream(roomStreamId(roomId));
  const state: RoomState = events
    .map((recorded) => roomEvent.parse({ type: recorded.type, data: recorded.data }))
    .reduce(evolve, initialRoomState);
  return { revision, state };
}

/**
 * Decides a command against the room's stream and appends the result at the revision it was
 * decided on. Another writer in between makes the append fail; the command is then decided again
 * on the new state (which may now refuse it), so the room's invariants hold under any concurrency.
 */
export async function handleRoomCommand(
  store: EventStore,
  command: RoomCommand,
  metadata: EventMetadata,
): Promise<AppendResult> {
  for (let attempt = 1; ; attempt++) {
    const { revision, state } = await loadRoom(store, command.data.roomId);
    const events = decide(command, state);
    try {
      return await store.appendToStream(
        roomStreamId(command.data.roomId),
        events.map((event) => ({ ...event, metadata })),
        revision,
      );
    } catch (error) {
      if (!(error instanceof WrongExpectedRevision)) throw error;
      if (attempt >= MAX_ATTEMPTS) throw new RoomRuleViolated('online.concurrentChange', 'conflict');
    }
  }
}
