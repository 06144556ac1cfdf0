import type { CalendarDate } from '@hotel/contracts';
import { comparePositions, type Position } from '@hotel/projections';
import type { EventStore, StreamSnapshot } from '../event-store/port';
import { restoreRoom, roomSnapshotState } from './room-snapshot';
import type { RoomState } from './room-state-types';

/** A room's state as read at `revision` of its stream. */
export interface LoadedRoom {
  revision: bigint | 'no_stream';
  state: RoomState;
  /** `$all` position of the last event folded in (START when the room has none). */
  position: Position;
}

/** A room read for a command: `snapshotRevision`, the stored snapshot's revision, -1n when none is of this format. */
export type CommandRoom = LoadedRoom & { snapshotRevision: bigint };

/** Rooms remembered at most (a hotel has far fewer; the oldest remembered goes first). */
const REMEMBERED_ROOMS = 2_000;

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

/** The state this process left room `roomId` in through `store`; undefined when it kept none. */
export const keptRoom = (store: EventStore, roomId: number): CommandRoom | undefined =>
  latestOf(store).get(roomId);

/** Forgets every state kept through `store` (the benchmark of the command path's layers uses it). */
export function forgetKeptRooms(store: EventStore): void {
  latestByStore.delete(store);
}

export function keepRoom(
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

/** The room's state from its stored snapshot (as `restoreRoom`), restored once per snapshot. */
export function restoreRemembered(roomId: number, snapshot: StreamSnapshot): RoomState | null {
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

/** Forgets every restored snapshot (the benchmark of the command path's layers uses it). */
export function forgetRestoredSnapshots(): void {
  remembered.clear();
}
