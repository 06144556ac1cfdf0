import type { z } from 'zod';
import type { moveStayInput, swapStaysInput } from '@hotel/contracts';
import { hotelDate } from '@hotel/contracts';
import { refusingStale } from '../application/changed-meanwhile';
import type { AppDeps, RequestContext } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';
import { requireBookingVersion } from '../rooms/room-commands';
import { RoomRuleViolated } from '../rooms/room-errors';
import { checkMoveTarget, moveRefusal, splitOnFor } from './move-rules';
import { bookingViewOf, bookingOrNotFound } from './staff-booking-lookup';
import { roomInfo } from './stay-move-rooms';
import { startMove } from './stay-move-runs';
import type { MoveResult } from './stay-move-steps';

/*
 * Staff move a stay to another room, or swap two stays' rooms: checked here against the desk's
 * rules, then carried out over the two room streams (stay-move-steps.ts), recorded so that a
 * crash between the steps is finished later (stay-move-runs.ts).
 */

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
  input: z.output<typeof moveStayInput>,
): Promise<Outcome> {
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
  input: z.output<typeof swapStaysInput>,
): Promise<Outcome> {
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
