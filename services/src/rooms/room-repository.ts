import { roomEvent, roomStreamId, type EventMetadata, type RoomEvent } from '@hotel/contracts';
import { START, type RecordedEvent } from '@hotel/projections';
import { WrongExpectedRevision, type AppendResult, type EventStore } from '../event-store/port';
import { RoomRuleViolated } from './room-errors';
import {
  keepRoom,
  keptRoom,
  restoreRemembered,
  type CommandRoom,
  type LoadedRoom,
} from './room-kept-states';
import {
  commandDay,
  ROOM_SNAPSHOT_VERSION,
  roomSnapshotState,
  SNAPSHOT_EVERY,
} from './room-snapshot';
import { evolveAt, findBooking, initialRoomState, NeedsWholeHistory } from './room-state';
import type { RoomBooking, RoomState } from './room-state-types';

/*
 * The room's stream as the room's commands use it: its state loaded (from a snapshot or the state
 * this process kept, and the events after it), a decision on it appended at the revision it was
 * decided on, and a snapshot stored when one is due.
 */

const MAX_ATTEMPTS = 5;

/** Events that a room's rules decide on its state (or a refusal, thrown). */
export type RoomDecision = (state: RoomState) => RoomEvent[];

/** Each event parsed with its schema, then folded onto `state` at its revision. */
const fold = (state: RoomState, events: readonly RecordedEvent[]): RoomState =>
  events.reduce(
    (folded, recorded) =>
      evolveAt(
        folded,
        roomEvent.parse({ type: recorded.type, data: recorded.data }),
        recorded.streamRevision,
      ),
    state,
  );

/** The room's state folded from its whole stream, read as `events` at `revision`. */
const wholeRoom = (
  revision: bigint | 'no_stream',
  events: readonly RecordedEvent[],
): LoadedRoom => ({
  revision,
  state: fold(initialRoomState, events),
  position: events.at(-1)?.position ?? START,
});

/** The room's whole state, folded from its whole stream. */
export async function loadRoom(store: EventStore, roomId: number): Promise<LoadedRoom> {
  const { revision, events } = await store.readStream(roomStreamId(roomId));
  return wholeRoom(revision, events);
}

/**
 * The room's state for a command: its snapshot and the events after it (one read), or its whole
 * stream when it has no snapshot it can use or those events touch what the snapshot left out
 * (room-snapshot.ts).
 */
async function loadForCommand(store: EventStore, roomId: number): Promise<CommandRoom> {
  const known = keptRoom(store, roomId);
  if (known && known.revision !== 'no_stream') {
    // What this process decided last on the room, and whatever was appended since (any process).
    const { revision, events } = await store.readStream(roomStreamId(roomId), {
      fromRevision: known.revision + 1n,
    });
    try {
      const position = events.at(-1)?.position ?? known.position;
      return {
        revision,
        state: fold(known.state, events),
        position,
        snapshotRevision: known.snapshotRevision,
      };
    } catch (error) {
      if (!(error instanceof NeedsWholeHistory)) throw error;
    }
  }
  const { snapshot, revision, events } = await store.readStreamAfterSnapshot(
    roomStreamId(roomId),
    ROOM_SNAPSHOT_VERSION,
  );
  // Without a snapshot of this format the read gave the whole stream.
  if (!snapshot) return { ...wholeRoom(revision, events), snapshotRevision: -1n };
  const restored = restoreRemembered(roomId, snapshot);
  if (!restored) return { ...(await loadRoom(store, roomId)), snapshotRevision: -1n };
  try {
    const position = events.at(-1)?.position ?? snapshot.position;
    return {
      revision,
      state: fold(restored, events),
      position,
      snapshotRevision: snapshot.revision,
    };
  } catch (error) {
    if (!(error instanceof NeedsWholeHistory)) throw error;
    return { ...(await loadRoom(store, roomId)), snapshotRevision: snapshot.revision };
  }
}

/**
 * What room `roomId` knows of booking `bookingId` now (undefined: never had it), read as a command
 * reads the room; a booking its snapshot left out is looked up in the whole stream.
 */
export async function roomBooking(
  store: EventStore,
  roomId: number,
  bookingId: number,
): Promise<RoomBooking | undefined> {
  try {
    return findBooking((await loadForCommand(store, roomId)).state, bookingId);
  } catch (error) {
    if (!(error instanceof NeedsWholeHistory)) throw error;
    return findBooking((await loadRoom(store, roomId)).state, bookingId);
  }
}

/** Events decided on a room's state, to append at that state's revision. */
interface Decision {
  loaded: CommandRoom;
  events: RoomEvent[];
}

/**
 * The decision taken on the state this process left the room in (keptRoom), without reading
 * the stream: when no other writer appended since, which is the common case (a room's commands
 * mostly come through one process, the others' reach it rarely), the append at that state's
 * revision succeeds, and the read (a round trip of a command's two, and the events it would have
 * parsed) was not needed. Only a decision that appends is taken this way, as the append's expected
 * revision proves the state was the room's current one. A refusal, a decision with nothing to
 * record, or one that needs what the kept state left out proves nothing on a state that may be
 * old: null, and the decision is taken on a fresh read, as is one whose append finds the room
 * moved on.
 */
function decideOnKept(store: EventStore, roomId: number, decide: RoomDecision): Decision | null {
  const known = keptRoom(store, roomId);
  if (!known || known.revision === 'no_stream') return null;
  try {
    const events = decide(known.state);
    return events.length > 0 ? { loaded: known, events } : null;
  } catch {
    return null;
  }
}

/**
 * Decides on the room's state and appends the result at the revision it was decided on. Another
 * writer in between makes the append fail; the decision is then taken again on the new state
 * (which may now refuse it), so the room's invariants hold under any concurrency. The state comes
 * from the room's snapshot and the events after it; a decision that needs what the snapshot left
 * out is taken again on the whole stream, so it is always the one the whole history gives. First,
 * though, it is taken on the state this process left the room in without reading the stream at
 * all (decideOnKept): the append at that revision proves it.
 */
export async function handle(
  store: EventStore,
  roomId: number,
  decide: RoomDecision,
  metadata: EventMetadata,
): Promise<AppendResult> {
  const guess = decideOnKept(store, roomId, decide);
  const guessed = guess && (await appendDecision(store, roomId, guess, metadata));
  if (guessed) return guessed;
  // A guess on an old state is no conflict lost: only decisions on fresh reads count.
  for (let attempt = 1; ; attempt++) {
    let loaded = await loadForCommand(store, roomId);
    let events: RoomEvent[];
    try {
      events = decide(loaded.state);
    } catch (error) {
      if (!(error instanceof NeedsWholeHistory)) throw error;
      loaded = { ...(await loadRoom(store, roomId)), snapshotRevision: loaded.snapshotRevision };
      events = decide(loaded.state);
    }
    // A decision with nothing to record (a repeated command) is a success: nothing is appended,
    // and the position to wait for is that of the state it was decided on.
    if (events.length === 0) {
      keepRoom(store, roomId, loaded, commandDay(metadata.at));
      return {
        nextRevision: loaded.revision === 'no_stream' ? -1n : loaded.revision,
        position: loaded.position,
      };
    }
    const appended = await appendDecision(store, roomId, { loaded, events }, metadata);
    if (appended) return appended;
    if (attempt >= MAX_ATTEMPTS) throw new RoomRuleViolated('online.concurrentChange', 'conflict');
  }
}

/**
 * Appends `events` at the revision of the state they were decided on, keeps the state they lead
 * to, and stores a snapshot when one is due; null when another writer appended first.
 */
async function appendDecision(
  store: EventStore,
  roomId: number,
  { loaded, events }: Decision,
  metadata: EventMetadata,
): Promise<AppendResult | null> {
  const streamId = roomStreamId(roomId);
  let appended: AppendResult;
  try {
    appended = await store.appendToStream(
      streamId,
      events.map((event) => ({ ...event, metadata })),
      loaded.revision,
    );
  } catch (error) {
    if (error instanceof WrongExpectedRevision) return null;
    throw error;
  }
  const day = commandDay(metadata.at);
  // The appended events took the revisions up to `nextRevision`, the last one's.
  const first = appended.nextRevision - BigInt(events.length - 1);
  const state = events.reduce(
    (folded, event, i) => evolveAt(folded, event, first + BigInt(i)),
    loaded.state,
  );
  const snapshotDue = appended.nextRevision - loaded.snapshotRevision >= SNAPSHOT_EVERY;
  keepRoom(
    store,
    roomId,
    {
      revision: appended.nextRevision,
      position: appended.position,
      state,
      snapshotRevision: snapshotDue ? appended.nextRevision : loaded.snapshotRevision,
    },
    day,
  );
  if (snapshotDue) {
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
