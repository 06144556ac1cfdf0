import type { EventMetadata } from '@hotel/contracts';
import type { Position } from '@hotel/projections';
import type { AppDeps } from '../application/deps';
import { AppError } from '../application/errors';
import type { SessionUser } from '../auth/sessions';
import { handleRoomCommand } from '../rooms/room-commands';
import { hotelNow } from './stay-dates';

/**
 * One account may not hold every room of a type with bookings it never pays: past the limit it
 * must pay or cancel one first. Counted in the `bookings` read model, which every answer of a
 * booking command has reached (read-your-writes), so a guest's own earlier bookings are in it.
 */
export async function refuseTooManyPending(deps: AppDeps, user: SessionUser, max: number): Promise<void> {
  if ((await pendingCount(deps, user)) >= max) throw new AppError('conflict', 'booking.tooManyPending', { count: max });
}

/**
 * The check before placing lets through bookings an account sends at the same moment; so once
 * its booking is in the read model each request counts again, and one that finds the account
 * over the limit cancels its own booking (no money moved yet). Whichever of two racing requests
 * counts last sees both, so no race ends above the limit; at worst both give up.
 */
export async function holdWithinLimit(
  deps: AppDeps,
  user: SessionUser,
  max: number,
  booking: { roomId: number; bookingId: number; placedAt: Position },
  metadata: EventMetadata,
): Promise<void> {
  await deps.waitForProjections(booking.placedAt);
  if ((await pendingCount(deps, user)) <= max) return;
  const cancelled = await handleRoomCommand(
    deps.store,
    {
      type: 'CancelBooking',
      data: { roomId: booking.roomId, bookingId: booking.bookingId, cancelledAt: deps.now().toISOString(), hotelNow: hotelNow(deps) },
    },
    metadata,
  );
  await deps.waitForProjections(cancelled.position);
  throw new AppError('conflict', 'booking.tooManyPending', { count: max });
}

async function pendingCount(deps: AppDeps, user: SessionUser): Promise<number> {
  const [row] = await deps.sql<{ pending: number }[]>`
    select count(*)::int as pending from bookings where user_id = ${user.id} and state = 'pending'`;
  return row?.pending ?? 0;
}
