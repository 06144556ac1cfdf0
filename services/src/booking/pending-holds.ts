import type { EventMetadata, PaymentInput } from '@hotel/contracts';
import type { Position } from '@hotel/projections';
import type { AppDeps } from '../application/deps';
import { AppError } from '../application/errors';
import type { Sql } from '../db/connect';
import { commandSeenByReadModels } from '../rooms/room-commands';
import { hotelNow } from './stay-dates';

/**
 * The account's unpaid bookings, as a subquery to select: counted in the `bookings` read model,
 * which every answer of a booking command has reached (read-your-writes), so a guest's own
 * earlier bookings are in it.
 */
export const pendingBookingsOf = (sql: Sql, userId: number) =>
  sql`(select count(*)::int from bookings where user_id = ${userId} and state = 'pending')`;

/**
 * The bank page of the account's unpaid booking of this room type and these dates, while it can
 * still be paid; else null. A guest who left the bank page and books the same stay again is sent
 * back to it: a second booking would hold a second room for one stay.
 */
export async function unpaidBookingOfStay(
  deps: AppDeps,
  userId: number,
  input: PaymentInput,
): Promise<string | null> {
  const [row] = await deps.sql<{ form_url: string }[]>`
    select form_url from bookings
    where user_id = ${userId} and state = 'pending' and payment_at is null and form_url is not null
      and room_type_id = ${input.id} and checkin = ${input.checkin}::date and checkout = ${input.checkout}::date
      and payment_deadline > ${deps.now()}
    order by payment_deadline desc limit 1`;
  return row?.form_url ?? null;
}

/**
 * One account may not hold every room of a type with bookings it never pays: past the limit it
 * must pay or cancel one first.
 */
export function refuseTooManyPending(pending: number, max: number): void {
  if (pending >= max) throw new AppError('conflict', 'booking.tooManyPending', { count: max });
}

/** A booking just placed, to count against its account's limit. */
export interface LimitCheck {
  userId: number;
  max: number;
  booking: { roomId: number; bookingId: number; placedAt: Position };
  /** Called once the count cancelled the booking (a keyed attempt forgets its key). */
  refused?: () => Promise<void>;
}

/**
 * A booking's bank step, then the account's unpaid bookings counted again. The check before
 * placing lets through bookings an account sends at the same moment; so once its booking is in
 * the read models each request counts again, and one that finds the account over the limit
 * cancels its own booking. Whichever of two racing requests counts last sees both (the other
 * counted only once the read models held its booking), so no race ends above the limit; at worst
 * both give up. No money moved: the order of a booking cancelled here was never shown to the
 * guest and expires unpaid at the bank.
 *
 * Counting after the bank step, whose answer waits for the read models anyway, makes a booking
 * wait for the projector once instead of twice. When the bank step fails the booking may still be
 * pending (kept for the guest's retry, or left to the poller), so it is counted then too, and a
 * refusal is the answer; not when another request took the attempt over, which counts it itself.
 */
export async function payWithinLimit(
  deps: AppDeps,
  check: LimitCheck,
  metadata: EventMetadata,
  pay: () => Promise<string>,
): Promise<string> {
  let url: string;
  try {
    url = await pay();
  } catch (error) {
    if (!(error instanceof AppError && error.key === 'booking.attemptInProgress')) {
      // A booking no longer pending holds nothing (its cancellation is refused): the failure is the answer.
      await holdWithinLimit(deps, check, metadata).catch((refusal: unknown) => {
        if (isTooManyPending(refusal)) throw refusal;
      });
    }
    throw error;
  }
  await holdWithinLimit(deps, check, metadata);
  return url;
}

async function holdWithinLimit(
  deps: AppDeps,
  check: LimitCheck,
  metadata: EventMetadata,
): Promise<void> {
  const { roomId, bookingId, placedAt } = check.booking;
  await deps.waitForProjections(placedAt);
  const [row] = await deps.sql<
    { pending: number }[]
  >`select ${pendingBookingsOf(deps.sql, check.userId)} as pending`;
  if ((row?.pending ?? 0) <= check.max) return;
  await commandSeenByReadModels(
    deps,
    {
      type: 'CancelBooking',
      data: { roomId, bookingId, cancelledAt: deps.now().toISOString(), hotelNow: hotelNow(deps) },
    },
    metadata,
  );
  await check.refused?.();
  throw new AppError('conflict', 'booking.tooManyPending', { count: check.max });
}

const isTooManyPending = (error: unknown) =>
  error instanceof AppError && error.key === 'booking.tooManyPending';
