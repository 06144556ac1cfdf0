import type { EventMetadata } from '@hotel/contracts';
import type { Position } from '@hotel/projections';
import type { AppDeps } from '../application/deps';
import { AppError } from '../application/errors';
import type { SessionUser } from '../auth/sessions';
import type { Sql } from '../db/connect';
import { handleRoomCommand } from '../rooms/room-commands';
import { hotelNow } from './stay-dates';

/**
 * The account's unpaid bookings, as a subquery to select: counted in the `bookings` read model,
 * which every answer of a booking command has reached (read-your-writes), so a guest's own
 * earlier bookings are in it.
 */
export const pendingBookingsOf = (sql: Sql, userId: number) =>
  sql`(select count(*)::int from bookings where user_id = ${userId} and state = 'pending')`;

/**
 * One account may not hold every room of a type with bookings it never pays: past the limit it
 * must pay or cancel one first.
 */
export function refuseTooManyPending(pending: number, max: number): void {
  if (pending >= max) throw new AppError('conflict', 'booking.tooManyPending', { count: max });
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
  const [row] = await deps.sql<{ pending: number }[]>`select ${pendingBookingsOf(deps.sql, user.id)} as pending`;
  if ((row?.pending ?? 0) <= max) return;
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
