import { roomEvent, roomStreamId, type EventMetadata } from '@hotel/contracts';
import { START, type Position } from '@hotel/projections';
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
  const position: Position = events.at(-1)?.position ?? START;
  return { revision, state, position };
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
    const { revision, state, position } = await loadRoom(store, command.data.roomId);
    const events = decide(command, state);
    // A decision with nothing to record (a repeated command) is a success: nothing is appended,
    // and the position to wait for is that of the state it was decided on.
    if (events.length === 0) return { nextRevision: revision === 'no_stream' ? -1n : revision, position };
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
