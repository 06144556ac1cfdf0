import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  daysBetween,
  eventMetadata as metadataSchema,
  hotelDate,
  translate,
  idInput,
  localizedText,
  moveStayInput,
  swapStaysInput,
  type CalendarDate,
  type EventMetadata,
  type Language,
  type LocalizedText,
  type MessageKey,
  type MoveOptions,
  type RoomStay,
} from '@hotel/contracts';
import { activeEntriesForRooms, bookingsByIds, type CalendarEntry } from '@hotel/projections';
import { Background, sleep } from '../application/batch-loop';
import { refusingStale } from '../application/changed-meanwhile';
import { eventMetadata, type AppDeps, type RequestContext } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';
import { roomBooking } from '../rooms/room-repository';
import { handleRoomCommand, requireBookingVersion } from '../rooms/room-commands';
import { movable, stayOf } from '../rooms/decide/guards';
import { RoomRuleViolated } from '../rooms/room-errors';
import { checkMoveTarget, moveRefusal, movingNights, splitOnFor } from './move-rules';
import { roomChargeOfType, type RoomTypePrices } from './quote';
import { bookingOrNotFound, bookingViewOf } from './staff-booking-lookup';

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
 * resumer (StayMoveResumer), which runs every move left running.
 */

/** A move under way, as `stay_moves` keeps it. */
interface MoveRow {
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

/** The columns of a `MoveRow` (a date as text, as the events carry it). */
const MOVE_COLUMNS =
  'id, move_id, booking_id, from_room_id, to_room_id, swap_booking_id, split_on::text, override_reason, state, outcome, metadata';

type MoveResult = { state: 'done' } | { state: 'undone'; reason: MessageKey };

/** A room as a move reads it: its number, its type and the type's name, prices and beds, whether on sale. */
interface RoomInfo {
  roomNumber: string;
  roomTypeId: number;
  roomTypeName: LocalizedText;
  prices: RoomTypePrices;
  published: boolean;
  capacity: number;
}

/** The rooms of `roomIds` (every room when left out), by id. */
async function roomInfo(
  deps: AppDeps,
  roomIds?: readonly number[],
): Promise<Map<number, RoomInfo>> {
  const rows = await deps.sql<
    (RoomTypePrices & {
      id: number;
      room_number: string;
      room_types_id: number;
      name: unknown;
      published: boolean;
      capacity: number;
    })[]
  >`
    select r.id, r.room_number, r.room_types_id, t.name, t.price_tenge::text, t.booking_price_tenge::text, t.discount, t.discount_status,
      (r.status = 1 and t.status = 1) as published, t.capacity
    from rooms r join room_types t on t.id = r.room_types_id
    ${roomIds ? deps.sql`where r.id = any(${roomIds as number[]})` : deps.sql``}`;
  return new Map(
    rows.map((r) => [
      r.id,
      {
        roomNumber: r.room_number,
        roomTypeId: r.room_types_id,
        roomTypeName: localizedText.parse(r.name),
        prices: r,
        published: r.published,
        capacity: r.capacity,
      },
    ]),
  );
}

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
async function runSteps(deps: AppDeps, row: MoveRow): Promise<MoveResult> {
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
  // A stay going to another room type is charged at that type's nightly price in force now.
  const rateInto = (room: number) => {
    const prices = type1 === type2 ? undefined : info.get(room)?.prices;
    return (
      prices && {
        roomPriceTenge: Number(prices.price_tenge),
        discountPercent: prices.discount_status === 1 ? prices.discount : 0,
      }
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
          rate: rateInto(r1),
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
        rate: rateInto(r2),
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

/**
 * Runs move `id` to its end under its row's lock, or returns null when another process is running
 * it (`wait: false`). A move already ended answers what it ended with.
 */
async function runMove(deps: AppDeps, id: string, wait: boolean): Promise<MoveResult | null> {
  return deps.sql.begin(async (tx) => {
    const columns = tx.unsafe(MOVE_COLUMNS);
    const [row] = wait
      ? await tx<MoveRow[]>`select ${columns} from stay_moves where id = ${id} for update`
      : await tx<
          MoveRow[]
        >`select ${columns} from stay_moves where id = ${id} and state = 'running' for update skip locked`;
    if (!row) return null;
    if (row.state !== 'running')
      return row.state === 'done'
        ? { state: 'done' }
        : { state: 'undone', reason: row.outcome ?? 'move.stayChanged' };
    const result = await runSteps(deps, row);
    await tx`
      update stay_moves set state = ${result.state}, outcome = ${result.state === 'undone' ? result.reason : null}, updated_at = now()
      where id = ${id}`;
    return result;
  });
}

/** Records a move, then runs it: its row outlives a crash of this process between the steps. */
async function startMove(
  deps: AppDeps,
  context: RequestContext,
  move: {
    bookingId: number;
    from: number;
    to: number;
    swapBookingId: number | null;
    splitOn?: CalendarDate | undefined;
    overrideReason?: string | undefined;
  },
): Promise<MoveResult> {
  const metadata = eventMetadata(deps, context);
  const [row] = await deps.sql<{ id: string }[]>`
    insert into stay_moves (move_id, booking_id, from_room_id, to_room_id, swap_booking_id, metadata, split_on, override_reason)
    values (${`move-${randomUUID()}`}, ${move.bookingId}, ${move.from}, ${move.to}, ${move.swapBookingId}, ${deps.sql.json(metadata)},
      ${move.splitOn ?? null}, ${move.overrideReason ?? null})
    returning id::text`;
  if (!row) throw new Error('stay_moves: no row inserted');
  const result = await runMove(deps, row.id, true);
  if (!result) throw new Error(`stay_moves: move ${row.id} vanished`);
  return result;
}

/** An undone move is refused as the rooms' rules refuse a command: 409 with the reason. */
function outcomeOf(result: MoveResult): void {
  if (result.state === 'undone')
    throw new RoomRuleViolated(
      result.reason,
      result.reason === 'booking.notFound' ? 'not_found' : 'conflict',
    );
}

/**
 * Staff move a booking to another room for the same nights (a checked-in guest: for the rest of
 * the stay, from today). The room must be published and its type hold the stay's guests, unless
 * the manager overrides with a reason (move-rules.ts).
 */
export async function moveStay(
  deps: AppDeps,
  context: RequestContext,
  raw: unknown,
): Promise<Outcome> {
  const input = moveStayInput.parse(raw);
  const booking = await bookingOrNotFound(deps, input.id);
  if (booking.roomId === input.roomId) throw new AppError('validation', 'move.sameRoom');
  const target = (await roomInfo(deps, [input.roomId])).get(input.roomId);
  if (!target) throw new AppError('not_found', 'room.notFound');
  await refusingStale(deps, () =>
    requireBookingVersion(deps.store, booking.roomId, input.id, input.version),
  );
  const overrideReason = checkMoveTarget(
    target,
    booking.guests.length,
    context.actor,
    input.reason,
  );
  const splitOn = splitOnFor(booking, hotelDate(deps.now(), deps.hotelTimeZone));
  outcomeOf(
    await startMove(deps, context, {
      bookingId: input.id,
      from: booking.roomId,
      to: input.roomId,
      swapBookingId: null,
      splitOn,
      overrideReason,
    }),
  );
  await deps.waitForProjections(await deps.store.readHead());
  return {
    message: { key: 'booking.moved', params: { room: target.roomNumber } },
    data: await bookingViewOf(deps, input.id),
  };
}

/** Staff swap the rooms of two bookings. */
export async function swapStays(
  deps: AppDeps,
  context: RequestContext,
  raw: unknown,
): Promise<Outcome> {
  const input = swapStaysInput.parse(raw);
  const [first, second] = await Promise.all([
    bookingOrNotFound(deps, input.id),
    bookingOrNotFound(deps, input.otherId),
  ]);
  if (first.roomId === second.roomId) throw new AppError('validation', 'move.sameRoom');
  await refusingStale(deps, () =>
    requireBookingVersion(deps.store, first.roomId, input.id, input.version),
  );
  if (first.checkedInAt !== null || second.checkedInAt !== null)
    throw new AppError('conflict', 'move.notSwappableCheckedIn');
  // Each stay goes to the other's room: both rooms must take their new guests (no override in a swap).
  const rooms = await roomInfo(deps, [first.roomId, second.roomId]);
  for (const [stay, roomId] of [
    [first, second.roomId],
    [second, first.roomId],
  ] as const) {
    const room = rooms.get(roomId);
    const refusal = room && moveRefusal(room, stay.guests.length);
    if (refusal) throw new AppError('conflict', refusal.key, refusal.params);
  }
  outcomeOf(
    await startMove(deps, context, {
      bookingId: first.id,
      from: first.roomId,
      to: second.roomId,
      swapBookingId: second.id,
    }),
  );
  await deps.waitForProjections(await deps.store.readHead());
  return {
    message: {
      key: 'booking.swapped',
      params: { first: String(first.bookNumber), second: String(second.bookNumber) },
    },
    data: await bookingViewOf(deps, input.id),
  };
}

/**
 * Where a booking can go: published rooms whose type holds its guests, free for all its nights (a
 * checked-in guest's: the rest of the stay), and stays it could trade rooms with (one stay
 * overlaps it in that room, and that stay fits into this booking's room without it). Free rooms
 * the desk's rules refuse are listed apart, with why (in `lang`): a manager may override. From
 * the calendar read model: the rooms' rules decide again when the move runs.
 */
export async function moveOptions(
  deps: AppDeps,
  raw: unknown,
  lang: Language,
): Promise<MoveOptions> {
  const { id } = idInput.parse(raw);
  const found = await bookingOrNotFound(deps, id);
  const info = await roomInfo(deps);
  const own = info.get(found.roomId);
  if (!own) throw new AppError('not_found', 'booking.notFound');
  const result: MoveOptions = { rooms: [], swaps: [], overridable: [] };
  const today = hotelDate(deps.now(), deps.hotelTimeZone);
  if (
    !['pending', 'online'].includes(found.state) ||
    found.checkedOutAt ||
    (found.checkedInAt !== null && today >= found.checkout)
  )
    return result;
  const splitOn = splitOnFor(found, today);
  // What moves: the whole stay, or a checked-in guest's rest of it.
  const booking = { ...found, ...movingNights(found, splitOn) };
  const guestCount = found.guests.length;
  const nights = daysBetween(booking.checkin, booking.checkout);
  // The nights' charge at each type's price, whatever the options charge online.
  const roomPart = (prices: RoomTypePrices) => roomChargeOfType(prices, nights);
  const ownPart = roomPart(own.prices);
  const targetOf = (roomId: number, room: RoomInfo) => ({
    roomId,
    roomNumber: room.roomNumber,
    roomTypeId: room.roomTypeId,
    roomTypeName: room.roomTypeName,
    priceDifferenceTenge: roomPart(room.prices) - ownPart,
  });
  const bookingsIn = async (rooms: number[], checkin: string, checkout: string) =>
    (await activeEntriesForRooms(deps.sql, rooms, checkin, checkout)).filter(
      (e) => e.paymentStatus !== 'for_online',
    );
  const others = [...info.keys()].filter((roomId) => roomId !== booking.roomId);
  const overlapping = await bookingsIn(others, booking.checkin, booking.checkout);
  // A room whose one stay over these nights could swap: that stay, not yet arrived (a checked-in
  // guest never swaps).
  const swappable = new Map<number, CalendarEntry>();
  for (const roomId of others) {
    const there = overlapping.filter((e) => e.roomId === roomId);
    const [other] = there;
    if (
      splitOn === undefined &&
      found.checkedInAt === null &&
      there.length === 1 &&
      other &&
      other.checkedInAt === null &&
      !other.checkedOutAt
    ) {
      swappable.set(roomId, other);
    }
  }
  // The other stay must fit into this booking's room, where only this booking may overlap it:
  // the room's stays over every candidate's nights, read once.
  const candidates = [...swappable.values()];
  const span = candidates.reduce(
    (s, e) => ({
      checkin: e.checkin < s.checkin ? e.checkin : s.checkin,
      checkout: e.checkout > s.checkout ? e.checkout : s.checkout,
    }),
    { checkin: booking.checkin, checkout: booking.checkout },
  );
  const inOwnRoom =
    candidates.length > 0
      ? (await bookingsIn([booking.roomId], span.checkin, span.checkout)).filter(
          (e) => e.id !== booking.id,
        )
      : [];
  const guests = new Map(
    (
      await bookingsByIds(
        deps.sql,
        candidates.map((e) => e.id),
      )
    ).map((b) => [b.id, b]),
  );
  for (const roomId of others) {
    const room = info.get(roomId);
    if (!room) continue;
    const refusal = moveRefusal(room, guestCount);
    if (!overlapping.some((e) => e.roomId === roomId)) {
      if (refusal === null) result.rooms.push(targetOf(roomId, room));
      else
        result.overridable.push({
          ...targetOf(roomId, room),
          refusal: translate(lang, refusal.short, refusal.params),
        });
      continue;
    }
    const other = swappable.get(roomId);
    const otherBooking = other && guests.get(other.id);
    if (
      !other ||
      !otherBooking ||
      inOwnRoom.some((e) => e.checkin < other.checkout && e.checkout > other.checkin)
    )
      continue;
    // Each stay goes to the other's room: both must take their guests there.
    if (refusal !== null || moveRefusal(own, otherBooking.guests.length) !== null) continue;
    result.swaps.push({
      ...targetOf(roomId, room),
      bookingId: other.id,
      checkin: other.checkin,
      checkout: other.checkout,
      guestName: otherBooking.guests[0]?.full_name ?? '',
    });
  }
  return result;
}

/**
 * Finishes the moves a crash left running: each is run again from its first step (every step is
 * idempotent), under its row's lock, so a move still being run by a live process is skipped.
 * Returns the moves it ended.
 */
export async function resumeStayMoves(deps: AppDeps, log?: FastifyBaseLogger): Promise<number> {
  const running = await deps.sql<
    { id: string }[]
  >`select id::text from stay_moves where state = 'running' order by id`;
  let ended = 0;
  for (const { id } of running) {
    try {
      const result = await runMove(deps, id, false);
      if (result) {
        ended++;
        log?.info({ move: id, ...result }, 'a stay move left running was finished');
      }
    } catch (error) {
      log?.warn({ err: error, move: id }, 'could not finish a stay move; the next pass retries');
    }
  }
  return ended;
}

/** Runs `resumeStayMoves` every `intervalMs` while started (with the rest of the background work). */
export class StayMoveResumer {
  readonly #background: Background;

  constructor(deps: AppDeps, log: FastifyBaseLogger, intervalMs = 10_000) {
    this.#background = new Background(async (signal) => {
      while (!signal.aborted) {
        await resumeStayMoves(deps, log).catch((error: unknown) =>
          log.warn({ err: error }, 'stay moves: a pass failed'),
        );
        await sleep(intervalMs, signal);
      }
    });
  }

  start(): void {
    this.#background.start();
  }

  stop(): Promise<void> {
    return this.#background.stop();
  }
}
