import { type RoomEvent } from '@hotel/contracts';
import type { RecordedEvent } from '@hotel/projections';
import { at, day } from '../../../test/clock';
import { decide } from '../rooms/decide';
import { movable as canMove, stayOf } from '../rooms/decide/guards';
import { RoomRuleViolated } from '../rooms/room-errors';
import type { RoomCommand } from '../rooms/room-command';
import { evolve, initialRoomState } from '../rooms/room-state';
import type { RoomState } from '../rooms/room-state-types';
import { random, type Random } from '../../test/seeded-random';
import { commandFor, ROOMS, STAFF } from './folio-ledger-commands';

/**
 * A move of one of `from`'s stays to the other room, as stay-moves.ts runs it: the target takes
 * a copy, then the source lets it go with the target type's nightly price.
 */
function moveOf(
  r: Random,
  states: Map<number, RoomState>,
  from: number,
  moveId: string,
): [number, RoomCommand][] {
  const to = ROOMS.find((room) => room !== from) ?? from;
  const source = states.get(from) ?? initialRoomState;
  // Only a stay the rules let move (a refused release would leave the copy for the move to take back).
  const movable = source.bookings.filter((b) => canMove(b));
  const booking = movable[r.int(0, movable.length - 1)];
  if (!booking) return [];
  const stay = stayOf(booking);
  const { bookingId } = booking;
  const rate = { roomPriceTenge: r.int(1, 9) * 10_000, discountPercent: r.int(0, 20) };
  return [
    [
      to,
      {
        type: 'AcceptStay',
        data: {
          roomId: to,
          bookingId,
          moveId,
          fromRoomId: from,
          roomTypeId: to,
          stay,
          swapWith: null,
          swapExpected: null,
        },
      },
    ],
    [
      from,
      {
        type: 'ReleaseStay',
        data: {
          roomId: from,
          bookingId,
          moveId,
          toRoomId: to,
          toRoomTypeId: to,
          rate,
          expected: stay,
        },
      },
    ],
  ];
}

/** One random history over both rooms: each command decided on its room's state, refused ones left out. */
export function history(seed: number): {
  recorded: RecordedEvent[];
  states: Map<number, RoomState>;
} {
  const r = random(seed);
  const states = new Map(
    ROOMS.map((roomId) => [
      roomId,
      evolve(initialRoomState, {
        type: 'RoomOpenedForOnline',
        data: { roomId, blockId: roomId, checkin: day(0), checkout: day(90) },
      }),
    ]),
  );
  const recorded: RecordedEvent[] = [];
  let nextId = 10;
  for (let step = 0; step < 300; step += 1) {
    const roomId = ROOMS[r.int(0, ROOMS.length - 1)] ?? 7;
    const commands: [number, RoomCommand][] =
      r.next() < 0.08
        ? moveOf(r, states, roomId, `move-${step}`)
        : [[roomId, commandFor(r, states.get(roomId) ?? initialRoomState, roomId, nextId)]];
    const actor = STAFF[r.int(0, STAFF.length - 1)] ?? 'system';
    for (const [room, command] of commands) {
      const state = states.get(room) ?? initialRoomState;
      let events: RoomEvent[];
      try {
        events = decide(command, state);
      } catch (error) {
        if (error instanceof RoomRuleViolated) break;
        throw error;
      }
      states.set(room, events.reduce(evolve, state));
      for (const event of events) {
        if (event.type === 'BookingPlaced') nextId += 1;
        const position = BigInt(recorded.length + 1);
        recorded.push({
          streamId: `room-${room}`,
          streamRevision: position,
          position: { transactionId: position, globalPosition: position },
          type: event.type,
          data: event.data,
          metadata: { actor, at: at(0, '10:00'), correlationId: 'c', causationId: null },
          createdAt: new Date(0),
        });
      }
    }
  }
  return { recorded, states };
}

/** The seeds both property specs fold. */
export const SEEDS = Array.from({ length: 24 }, (_, i) => i + 1);
