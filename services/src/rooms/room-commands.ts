import { roomEvent, roomStreamId, type EventMetadata, type RoomEvent } from '@hotel/contracts';
import { comparePositions, START, type Position, type RecordedEvent } from '@hotel/projections';
import { WrongExpectedRevision, type AppendResult, type EventStore, type StreamSnapshot } from '../event-store/port';
import { decide, RoomRuleViolated, type RoomCommand } from './room-decide';
import { commandDay, restoreRoom, ROOM_SNAPSHOT_VERSION, roomSnapshotState, SNAPSHOT_EVERY } from './room-snapshot';
import { evolve, initialRoomState, NeedsWholeHistory, type RoomState } from './room-state';

const MAX_ATTEMPTS = 5;

interface LoadedRoom {
  revision: bigint | 'no_stream';
  state: RoomState;
  /** `$all` position of the last event folded in (START when the room has none). */
  position: Position;
}

/** Each event parsed with its schema, then folded onto `state`. */
const fold = (state: RoomState, events: readonly RecordedEvent[]): RoomState =>
  events.map((recorded) => roomEvent.parse({ type: recorded.type, data: recorded.data })).reduce(evolve, state);

/** The room's state folded from its whole stream, read as `events` at `revision`. */
const wholeRoom = (revision: bigint | 'no_stream', events: readonly RecordedEvent[]): LoadedRoom => ({
  revision, state: fold(initialRoomState, events), position: events.at(-1)?.position ?? START,
});

/** The room's whole state, folded from its whole stream. */
export async function loadRoom(store: EventStore, roomId: number): Promise<LoadedRoom> {
  const { revision, events } = await store.readStream(roomStreamId(roomId));
  return wholeRoom(revision, events);
}

/**
 * The room's state for a command: its snapshot and the events after it (one read), or its whole
 * stream when it has no snapshot it can use or those events touch what the snapshot left out
 * (room-snapshot.ts). `snapshotRevision`: the stored snapshot's revision, -1n when none is of
 * this format.
 */
async function loadForCommand(store: EventStore, roomId: number): Promise<LoadedRoom & { snapshotRevision: bigint }> {
  const { snapshot, revision, events } = await store.readStreamAfterSnapshot(roomStreamId(roomId), ROOM_SNAPSHOT_VERSION);
  // Without a snapshot of this format the read gave the whole stream.
  if (!snapshot) return { ...wholeRoom(revision, events), snapshotRevision: -1n };
  const restored = restoreRemembered(roomId, snapshot);
  if (!restored) return { ...(await loadRoom(store, roomId)), snapshotRevision: -1n };
  try {
    const position = events.at(-1)?.position ?? snapshot.position;
    return { revision, state: fold(restored, events), position, snapshotRevision: snapshot.revision };
  } catch (error) {
    if (!(error instanceof NeedsWholeHistory)) throw error;
    return { ...(await loadRoom(store, roomId)), snapshotRevision: snapshot.revision };
  }
}

/**
 * The last snapshot this process restored, per room. Most commands meet the same stored snapshot
 * again (one is written every SNAPSHOT_EVERY events), and checking its state against its schema
 * was the largest part of what a long history added to a command (about 60 of 170 us). A snapshot
 * is known by the event it was taken at (revision and `$all` position, unique in the database
 * cluster); two taken there may differ only in what they leave out, never in a decision
 * (room-snapshot.ts). States are never changed in place (`evolve` makes new ones).
 */
const remembered = new Map<number, { snapshot: StreamSnapshot; state: RoomState }>();
/** Rooms remembered at most (a hotel has far fewer; the oldest remembered goes first). */
const REMEMBERED_ROOMS = 2_000;

function restoreRemembered(roomId: number, snapshot: StreamSnapshot): RoomState | null {
  const known = remembered.get(roomId);
  if (known && known.snapshot.revision === snapshot.revision && comparePositions(known.snapshot.position, snapshot.position) === 0) {
    return known.state;
  }
  const state = restoreRoom(snapshot);
  remembered.delete(roomId);
  if (!state) return null;
  if (remembered.size >= REMEMBERED_ROOMS) remembered.delete(remembered.keys().next().value ?? roomId);
  remembered.set(roomId, { snapshot, state });
  return state;
}

/**
 * Decides a command against the room's stream and appends the result at the revision it was
 * decided on. Another writer in between makes the append fail; the command is then decided again
 * on the new state (which may now refuse it), so the room's invariants hold under any concurrency.
 * The state comes from the room's snapshot and the events after it; a decision that needs what
 * the snapshot left out is taken again on the whole stream, so it is always the one the whole
 * history gives.
 */
export async function handleRoomCommand(
  store: EventStore,
  command: RoomCommand,
  metadata: EventMetadata,
): Promise<AppendResult> {
  const streamId = roomStreamId(command.data.roomId);
  for (let attempt = 1; ; attempt++) {
    let loaded = await loadForCommand(store, command.data.roomId);
    let events: RoomEvent[];
    try {
      events = decide(command, loaded.state);
    } catch (error) {
      if (!(error instanceof NeedsWholeHistory)) throw error;
      loaded = { ...(await loadRoom(store, command.data.roomId)), snapshotRevision: loaded.snapshotRevision };
      events = decide(command, loaded.state);
    }
    const { revision, position } = loaded;
    // A decision with nothing to record (a repeated command) is a success: nothing is appended,
    // and the position to wait for is that of the state it was decided on.
    if (events.length === 0) return { nextRevision: revision === 'no_stream' ? -1n : revision, position };
    let appended: AppendResult;
    try {
      appended = await store.appendToStream(streamId, events.map((event) => ({ ...event, metadata })), revision);
    } catch (error) {
      if (!(error instanceof WrongExpectedRevision)) throw error;
      if (attempt >= MAX_ATTEMPTS) throw new RoomRuleViolated('online.concurrentChange', 'conflict');
      continue;
    }
    if (appended.nextRevision - loaded.snapshotRevision >= SNAPSHOT_EVERY) {
      const state = events.reduce(evolve, loaded.state);
      const day = commandDay(metadata.at);
      const snapshot = {
        revision: appended.nextRevision,
        position: appended.position,
        schemaVersion: ROOM_SNAPSHOT_VERSION,
        state: day ? roomSnapshotState(state, day) : state,
      };
      // A cache: the command has succeeded whatever becomes of it. A write that fails (or loses
      // to a newer one) leaves the next command a few more events to fold, and that one writes.
      await store.writeSnapshot(streamId, snapshot).catch(() => undefined);
    }
    return appended;
  }
}
