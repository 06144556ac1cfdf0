import {
  eventMetadata as metadataSchema,
  type CalendarDate,
  type EventMetadata,
  type MessageKey,
  type RoomStay,
} from '@hotel/contracts';
import type { AppDeps } from '../application/deps';
import { roomBooking } from '../rooms/room-repository';
import { handleRoomCommand } from '../rooms/room-commands';
import { movable, stayOf } from '../rooms/decide/guards';
import { RoomRuleViolated } from '../rooms/room-errors';
import { nightsOfType } from '../rates/stay-nights';
import { basePriceOf } from './quote';
import { moveRateInto, roomInfo } from './stay-move-rooms';

/*
 * Moving a stay to another room, and swapping two stays' rooms: a process
 * over two room streams, each step a command decided at the stream's expected revision.
 *
 * A move of stay A from room R1 to R2:
 *   1. R2 takes a copy of A (`StayMovedIn`) if all A's nights are free there. Both rooms now hold
 *      A's nights: nobody else can book them in either.
 *   2. R1 lets A go (`StayMovedOut`) if A is still what R2 took; from then on A is R2's.
 *   If A changed in between (paid, cancelled, dates changed), step 2 is refused, and R2 lets the
 *   copy go (`StayMoveReverted`): the move is undone and A stays where it was, as it now is.
 *
 * A swap of A (in R1) and B (in R2) freezes each stay in the room it leaves before either room
 * lets one go, so neither can change under the other room's copy:
 *   1. R2 takes a copy of A, beside B, and freezes B (no command but its move acts on it).
 *   2. R1 takes a copy of B, beside A, and freezes A, if A is still what R2 took; otherwise R2 lets
 *      A's copy go and unfreezes B: undone.
 *   3. R2 lets B go; 4. R1 lets A go.
 *
 * Every step is idempotent (the rooms know the move by its id), so the whole process can be run
 * again from the start at any time and goes on from where it stopped. Between steps the rooms
 * hold a stay twice, never a night twice, so no crash can double-book. A move's row in
 * `stay_moves` is locked by whoever runs it: the request that asked for it, or after a crash the
 * resumer (StayMoveResumer in stay-move-runs.ts), which runs every move left running.
 */

/** A move under way, as `stay_moves` keeps it. */
export interface MoveRow {
  id: string;
  move_id: string;
  booking_id: string;
  from_room_id: number;
  to_room_id: number;
  swap_booking_id: string | null;
  /** A checked-in guest's move: the first night in the new room (migration 019). */
  split_on: string | null;
  /** Why staff overrode the desk's rules of the target room. */
  override_reason: string | null;
  state: 'running' | 'done' | 'undone';
  outcome: MessageKey | null;
  metadata: unknown;
}

export type MoveResult = { state: 'done' } | { state: 'undone'; reason: MessageKey };

/** A command of the process; a refusal of the rooms' rules is an answer, not a failure. */
async function step(
  deps: AppDeps,
  command: Parameters<typeof handleRoomCommand>[1],
  metadata: EventMetadata,
): Promise<MessageKey | null> {
  try {
    await handleRoomCommand(deps.store, command, metadata);
    return null;
  } catch (error) {
    if (error instanceof RoomRuleViolated) return error.code;
    throw error;
  }
}

/** The copy of `bookingId` that room `roomId` took in move `moveId`, if it took one. */
async function copyTaken(
  deps: AppDeps,
  roomId: number,
  bookingId: number,
  moveId: string,
): Promise<RoomStay | null> {
  const copy = await roomBooking(deps.store, roomId, bookingId);
  return copy && copy.arrivedBy === moveId ? stayOf(copy) : null;
}

/**
 * Takes the stay into `to` as it is in `from` now (or as `to` took it already): null when taken,
 * or why not. A stay `from` released to `to` before a crash (`movedTo`) was taken already.
 */
async function takeInto(
  deps: AppDeps,
  move: {
    moveId: string;
    bookingId: number;
    from: number;
    to: number;
    swapWith: number | null;
    swapExpected: RoomStay | null;
    splitOn?: CalendarDate;
    overrideReason?: string;
  },
  toTypeId: number,
  metadata: EventMetadata,
): Promise<{ taken: RoomStay } | { refused: MessageKey }> {
  const taken = await copyTaken(deps, move.to, move.bookingId, move.moveId);
  if (taken) return { taken };
  const source = await roomBooking(deps.store, move.from, move.bookingId);
  if (!source) return { refused: 'booking.notFound' };
  // In a swap's second step the stay is frozen by this very swap: that is no obstacle.
  if (!movable(source, move.moveId)) return { refused: 'booking.notMovable' };
  const stay = stayOf(source);
  const refused = await step(
    deps,
    {
      type: 'AcceptStay',
      data: {
        roomId: move.to,
        bookingId: move.bookingId,
        moveId: move.moveId,
        fromRoomId: move.from,
        roomTypeId: toTypeId,
        stay,
        swapWith: move.swapWith,
        swapExpected: move.swapExpected,
        ...(move.splitOn ? { splitOn: move.splitOn } : {}),
        ...(move.overrideReason ? { overrideReason: move.overrideReason } : {}),
      },
    },
    metadata,
  );
  return refused ? { refused } : { taken: stay };
}

/** Runs a move's steps from the start (each one idempotent) to its end: done or undone. */
export async function runSteps(deps: AppDeps, row: MoveRow): Promise<MoveResult> {
  const moveId = row.move_id;
  const a = Number(row.booking_id);
  const [r1, r2] = [row.from_room_id, row.to_room_id];
  const metadata = metadataSchema.parse(row.metadata);
  const info = await roomInfo(deps, [r1, r2]);
  const [type1, type2] = [info.get(r1)?.roomTypeId, info.get(r2)?.roomTypeId];
  if (type1 === undefined || type2 === undefined)
    return { state: 'undone', reason: 'room.notFound' };
  const b = row.swap_booking_id === null ? null : Number(row.swap_booking_id);
  // A checked-in guest's move and a manager's override: said in both rooms' events.
  const split = {
    ...(row.split_on === null ? {} : { splitOn: row.split_on }),
    ...(row.override_reason === null ? {} : { overrideReason: row.override_reason }),
  };
  // A stay going to another room type is charged at that type's prices in force now (its rate
  // seasons' for the nights that move).
  const rateInto = async (room: number, stay: RoomStay) => {
    const target = type1 === type2 ? undefined : info.get(room);
    if (!target) return undefined;
    const moving = { checkin: split.splitOn ?? stay.checkin, checkout: stay.checkout };
    return moveRateInto(
      target,
      await nightsOfType(deps.sql, 'staff', moving, target.roomTypeId, basePriceOf(target.prices)),
    );
  };

  // 1. R2 takes A (in a swap: beside B, which it freezes).
  const first = await takeInto(
    deps,
    { moveId, bookingId: a, from: r1, to: r2, swapWith: b, swapExpected: null, ...split },
    type2,
    metadata,
  );
  if ('refused' in first) return { state: 'undone', reason: first.refused };

  if (b !== null) {
    // 2. R1 takes B (frozen in R2 now), beside A, if A is still what R2 took.
    const second = await takeInto(
      deps,
      { moveId, bookingId: b, from: r2, to: r1, swapWith: a, swapExpected: first.taken },
      type1,
      metadata,
    );
    if ('refused' in second)
      return undo(
        deps,
        { roomId: r2, bookingId: a, moveId, swapWith: b },
        second.refused,
        metadata,
      );
    // 3. R2 lets B go: frozen by this swap since step 1, it is what R1 took.
    const third = await step(
      deps,
      {
        type: 'ReleaseStay',
        data: {
          roomId: r2,
          bookingId: b,
          moveId,
          toRoomId: r1,
          toRoomTypeId: type1,
          rate: await rateInto(r1, second.taken),
          expected: second.taken,
        },
      },
      metadata,
    );
    if (third)
      throw new Error(`swap ${moveId}: room ${r2} refused to release booking ${b} (${third})`);
  }
  // Last: R1 lets A go, if A is still what R2 took (in a swap it is frozen, so it is).
  const last = await step(
    deps,
    {
      type: 'ReleaseStay',
      data: {
        roomId: r1,
        bookingId: a,
        moveId,
        toRoomId: r2,
        toRoomTypeId: type2,
        rate: await rateInto(r2, first.taken),
        expected: first.taken,
        ...split,
      },
    },
    metadata,
  );
  if (last === null) return { state: 'done' };
  if (b !== null)
    throw new Error(`swap ${moveId}: room ${r1} refused to release booking ${a} (${last})`);
  return undo(deps, { roomId: r2, bookingId: a, moveId, swapWith: null }, last, metadata);
}

/** The target room lets the copy go (and unfreezes its own stay in a swap): the move is undone. */
async function undo(
  deps: AppDeps,
  data: { roomId: number; bookingId: number; moveId: string; swapWith: number | null },
  reason: MessageKey,
  metadata: EventMetadata,
): Promise<MoveResult> {
  const refused = await step(deps, { type: 'RevertStayMove', data }, metadata);
  if (refused)
    throw new Error(
      `move ${data.moveId}: room ${data.roomId} refused to let the copy go (${refused})`,
    );
  return { state: 'undone', reason };
}
