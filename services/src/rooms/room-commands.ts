import { bookingVersion, eventMetadata, roomStreamId, type EventMetadata } from '@hotel/contracts';
import type { AppendResult, EventStore } from '../event-store/port';
import { ChangedMeanwhile } from '../application/changed-meanwhile';
import type { AppDeps } from '../application/deps';
import { decide } from './decide';
import type { RoomCommand } from './room-command';
import { BookingMovedAway } from './room-errors';
import { handle, loadRoom } from './room-repository';
import { findBooking } from './room-state';
import type { RoomState } from './room-state-types';

/** Moves a command follows from the room it was sent to before it gives up (a loop of moves). */
const MAX_HOPS = 10;

/**
 * Decides a command on the room it names and appends the result at the revision it was decided on
 * (room-repository.ts: retried on a conflict, so the room's invariants hold under any
 * concurrency). A command sent with its booking's version (`expectedVersion`) is refused as
 * ChangedMeanwhile when the booking moved on since; one whose booking moved to another room
 * follows it there.
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

/**
 * `handleRoomCommand`, answered only once the read models show its events (read-your-writes,
 * bounded: docs/architecture.md §6): the staff's or guest's next read, and the next pass of a
 * poller, see the change. A wait that runs out still answers; the request is marked as lagging.
 */
export async function commandSeenByReadModels(
  deps: Pick<AppDeps, 'store' | 'waitForProjections'>,
  command: RoomCommand,
  metadata: EventMetadata,
  expectedVersion?: string,
): Promise<AppendResult> {
  const result = await handleRoomCommand(deps.store, command, metadata, expectedVersion);
  await deps.waitForProjections(result.position);
  return result;
}

/** The command decided and appended on the room it names (BookingMovedAway: not here any more). */
const commandOnRoom = (
  store: EventStore,
  command: RoomCommand,
  metadata: EventMetadata,
  expected: string | undefined,
): Promise<AppendResult> =>
  handle(
    store,
    command.data.roomId,
    (state) => {
      checkVersion(state, command, expected);
      return decide(command, state);
    },
    metadata,
  );

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
          { type: 'SetReception', data: { roomId: room, bookingId, arrived: null } },
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
