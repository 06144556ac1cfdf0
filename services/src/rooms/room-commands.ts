import {
  bookingVersion,
  eventMetadata,
  roomEvent,
  roomStreamId,
  type CalendarDate,
  type EventMetadata,
  type RoomEvent,
} from '@hotel/contracts';
import { comparePositions, START, type Position, type RecordedEvent } from '@hotel/projections';
import {
  WrongExpectedRevision,
  type AppendResult,
  type EventStore,
  type StreamSnapshot,
} from '../event-store/port';
import { BookingMovedAway, RoomRuleViolated } from './room-errors';
import { decide } from './decide';
import type { RoomCommand } from './room-command';
import {
  commandDay,
  restoreRoom,
  ROOM_SNAPSHOT_VERSION,
  roomSnapshotState,
  SNAPSHOT_EVERY,
} from './room-snapshot';
import {
  evolveAt,
  findBooking,
  initialRoomState,
  NeedsWholeHistory,
  type RoomBooking,
  type RoomState,
} from './room-state';
import { ChangedMeanwhile } from '../application/changed-meanwhile';

const MAX_ATTEMPTS = 5;
/** Moves a command follows from the room it was sent to before it gives up (a loop of moves). */
const MAX_HOPS = 10;

interface LoadedRoom {
  revision: bigint | 'no_stream';
  state: RoomState;
  /** `$all` position of the last event folded in (START when the room has none). */
  position: Position;
}

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
 * (room-snapshot.ts). `snapshotRevision`: the stored snapshot's revision, -1n when none is of
 * this format.
 */
async function loadForCommand(store: EventStore, roomId: number): Promise<CommandRoom> {
  const known = latestOf(store).get(roomId);
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

type CommandRoom = LoadedRoom & { snapshotRevision: bigint };

/** Events decided on a room's state, to append at that state's revision. */
interface Decision {
  loaded: CommandRoom;
  events: RoomEvent[];
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

/**
 * Refuses (ChangedMeanwhile) when booking `bookingId` of room `roomId` is no longer at `expected`:
 * for a change made of several commands (a move), checked before its first step. Following the
 * booking to the room it moved to, as a command does.
 */
export async function requireBookingVersion(
  store: EventStore,
  roomId: number,
  bookingId: number,
  expected: string | undefined,
): Promise<void> {
  if (expected === undefined) return;
  let room = roomId;
  for (let hops = 0; hops <= MAX_HOPS; hops++) {
    const { state } = await loadRoom(store, room);
    const booking = findBooking(state, bookingId);
    if (!booking) return;
    if (booking.movedTo === null) {
      try {
        checkVersion(
          state,
          { type: 'SetReception', data: { roomId: room, bookingId, status: null } },
          expected,
        );
        return;
      } catch (error) {
        if (error instanceof StaleBooking) throw await changedMeanwhile(store, error);
        throw error;
      }
    }
    room = booking.movedTo;
  }
}

/**
 * The state each room had after the last command this process decided on it through a store. The
 * next command on the room reads only what was appended since (by any process) and folds it on: a
 * room's history, however long, is then neither read nor restored again. Kept per store, as a
 * process keeps it per connection to its log; states are never changed in place.
 */
const latestByStore = new WeakMap<EventStore, Map<number, CommandRoom>>();

function latestOf(store: EventStore): Map<number, CommandRoom> {
  let latest = latestByStore.get(store);
  if (!latest) latestByStore.set(store, (latest = new Map()));
  return latest;
}

function rememberLatest(
  store: EventStore,
  roomId: number,
  room: CommandRoom,
  day: CalendarDate | null,
): void {
  const latest = latestOf(store);
  latest.delete(roomId);
  if (latest.size >= REMEMBERED_ROOMS) latest.delete(latest.keys().next().value ?? roomId);
  // Kept as a snapshot keeps it (stays ended long ago left out): its size does not grow with the
  // history, and a decision that needs what it left out reads the whole stream, as after a snapshot.
  latest.set(roomId, day ? { ...room, state: roomSnapshotState(room.state, day) } : room);
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
  if (
    known &&
    known.snapshot.revision === snapshot.revision &&
    comparePositions(known.snapshot.position, snapshot.position) === 0
  ) {
    return known.state;
  }
  const state = restoreRoom(snapshot);
  remembered.delete(roomId);
  if (!state) return null;
  if (remembered.size >= REMEMBERED_ROOMS)
    remembered.delete(remembered.keys().next().value ?? roomId);
  remembered.set(roomId, { snapshot, state });
  return state;
}

/**
 * The command decided on the state this process left the room in (latestByStore), without reading
 * the stream: when no other writer appended since, which is the common case (a room's commands
 * mostly come through one process, the others' reach it rarely), the append at that state's
 * revision succeeds, and the read (a round trip of a command's two, and the events it would have
 * parsed) was not needed. Only a decision that appends is taken this way, as the append's expected
 * revision proves the state was the room's current one. A refusal, a decision with nothing to
 * record, or one that needs what the kept state left out proves nothing on a state that may be
 * old: null, and the command is decided on a fresh read, as is one whose append finds the room
 * moved on.
 */
function decideOnLatest(
  store: EventStore,
  command: RoomCommand,
  expected: string | undefined,
): Decision | null {
  const known = latestOf(store).get(command.data.roomId);
  if (!known || known.revision === 'no_stream') return null;
  try {
    checkVersion(known.state, command, expected);
    const events = decide(command, known.state);
    return events.length > 0 ? { loaded: known, events } : null;
  } catch {
    return null;
  }
}

/**
 * Decides a command against the room's stream and appends the result at the revision it was
 * decided on. Another writer in between makes the append fail; the command is then decided again
 * on the new state (which may now refuse it), so the room's invariants hold under any concurrency.
 * The state comes from the room's snapshot and the events after it; a decision that needs what
 * the snapshot left out is taken again on the whole stream, so it is always the one the whole
 * history gives. First, though, the command is decided on the state this process left the room in
 * without reading the stream at all (decideOnLatest): the append at that revision proves it.
 */
export async function handleRoomCommand(
  store: EventStore,
  sent: RoomCommand,
  metadata: EventMetadata,
  expectedVersion?: string,
): Promise<AppendResult> {
  let command = sent;
  for (let hops = 0; ; hops++) {
    try {
      return await commandOnRoom(store, command, metadata, expectedVersion);
    } catch (error) {
      if (error instanceof StaleBooking) throw await changedMeanwhile(store, error);
      // The booking was moved on: decide in the room it went to (one hop per move since).
      if (!(error instanceof BookingMovedAway) || hops >= MAX_HOPS) throw error;
      command = { ...command, data: { ...command.data, roomId: error.roomId } } as RoomCommand;
    }
  }
}

/** The command decided and appended on the room it names (BookingMovedAway: not here any more). */
async function commandOnRoom(
  store: EventStore,
  command: RoomCommand,
  metadata: EventMetadata,
  expected: string | undefined,
): Promise<AppendResult> {
  const roomId = command.data.roomId;
  const guess = decideOnLatest(store, command, expected);
  const guessed = guess && (await appendDecision(store, roomId, guess, metadata));
  if (guessed) return guessed;
  // A guess on an old state is no conflict lost: only decisions on fresh reads count.
  for (let attempt = 1; ; attempt++) {
    let loaded = await loadForCommand(store, roomId);
    let events: RoomEvent[];
    try {
      checkVersion(loaded.state, command, expected);
      events = decide(command, loaded.state);
    } catch (error) {
      if (!(error instanceof NeedsWholeHistory)) throw error;
      loaded = { ...(await loadRoom(store, roomId)), snapshotRevision: loaded.snapshotRevision };
      checkVersion(loaded.state, command, expected);
      events = decide(command, loaded.state);
    }
    // A decision with nothing to record (a repeated command) is a success: nothing is appended,
    // and the position to wait for is that of the state it was decided on.
    if (events.length === 0) {
      rememberLatest(store, roomId, loaded, commandDay(metadata.at));
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
  rememberLatest(
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

/** The booking a command names changed since the version it was sent with: at `revision` of room `roomId`. */
class StaleBooking extends Error {
  override name = 'StaleBooking';
  readonly roomId: number;
  readonly revision: number;
  constructor(roomId: number, revision: number) {
    super(`booking changed at revision ${revision} of room ${roomId}`);
    this.roomId = roomId;
    this.revision = revision;
  }
}

/**
 * Refuses a command sent with a version of its booking (`bookingVersion`) that is no longer the
 * booking's here. A booking that moved away is checked in the room it went to (its version names
 * that room); one the room does not have is left to the decider to refuse.
 */
function checkVersion(state: RoomState, command: RoomCommand, expected: string | undefined): void {
  if (expected === undefined || !('bookingId' in command.data)) return;
  const booking = findBooking(state, command.data.bookingId);
  if (!booking || booking.movedTo !== null || state.roomId === null) return;
  if (bookingVersion(state.roomId, booking.revision) !== expected)
    throw new StaleBooking(state.roomId, booking.revision);
}

/** Who made the change that the stale version missed, and when: the metadata of the booking's last event. */
async function changedMeanwhile(store: EventStore, stale: StaleBooking): Promise<ChangedMeanwhile> {
  const { events } = await store.readStream(roomStreamId(stale.roomId), {
    fromRevision: BigInt(stale.revision),
  });
  const metadata = eventMetadata.safeParse(events[0]?.metadata);
  return metadata.success
    ? new ChangedMeanwhile(metadata.data.actor, new Date(metadata.data.at))
    : new ChangedMeanwhile('system', events[0]?.createdAt ?? new Date(0));
}
