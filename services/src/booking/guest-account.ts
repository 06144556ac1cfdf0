import type { z } from 'zod';
import type { FolioView, GuestBookingView, idParams } from '@hotel/contracts';
import { guestBookings } from '@hotel/projections';
import { eventMetadata, type AppDeps, type RequestContext } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';
import type { SessionUser } from '../auth/sessions';
import { BankError } from '../bank/gateway';
import { roomLabels } from '../catalog/room-types';
import { commandSeenByReadModels, handleRoomCommand } from '../rooms/room-commands';
import { bookingById, type BookingRow } from '@hotel/projections';
import { toGuestBookingView } from './booking-view';
import { folioOf } from './folio';
import { hotelNow } from './stay-dates';

/** The guest's own bookings for the personal account. */
export async function profileBookings(
  deps: AppDeps,
  user: SessionUser,
): Promise<GuestBookingView[]> {
  const [rows, labels] = await Promise.all([
    guestBookings(deps.sql, user.id),
    roomLabels(deps.sql),
  ]);
  const wallClock = hotelNow(deps);
  return rows.map((row) =>
    toGuestBookingView(row, labels.get(row.roomId), deps.hotelTimeZone, deps.now(), wallClock),
  );
}

/** The guest's own booking's folio: what it charges, what was paid, and what is still due. */
export async function guestFolio(
  deps: AppDeps,
  user: SessionUser,
  params: z.output<typeof idParams>,
): Promise<FolioView> {
  const booking = await ownBooking(deps, user, params);
  return folioOf(deps, booking.id);
}

async function ownBooking(
  deps: AppDeps,
  user: SessionUser,
  { id }: z.output<typeof idParams>,
): Promise<BookingRow> {
  const booking = await bookingById(deps.sql, id);
  // Someone else's booking is answered as a missing one: a stranger learns nothing of it.
  if (!booking || booking.userId !== user.id) throw new AppError('not_found', 'booking.notFound');
  return booking;
}

/** Cancel before check-in, no money moving (`reverse`, refund flag 0). */
export async function reverseBooking(
  deps: AppDeps,
  context: RequestContext,
  user: SessionUser,
  params: z.output<typeof idParams>,
): Promise<Outcome> {
  const booking = await ownBooking(deps, user, params);
  await commandSeenByReadModels(
    deps,
    {
      type: 'CancelBooking',
      data: {
        roomId: booking.roomId,
        bookingId: booking.id,
        cancelledAt: deps.now().toISOString(),
        hotelNow: hotelNow(deps),
      },
    },
    eventMetadata(deps, context),
  );
  return { message: { key: 'booking.cancelled' } };
}

/**
 * Cancel and refund through the bank what the booking's terms give back (a share of the room
 * part, fixed when it was placed); the booking fee is kept. `RefundRequested`
 * is appended first: the room stream's expected revision lets only one of two concurrent requests
 * reach the bank (whose refund is not idempotent).
 */
export async function refundBooking(
  deps: AppDeps,
  context: RequestContext,
  user: SessionUser,
  params: z.output<typeof idParams>,
): Promise<Outcome> {
  const booking = await ownBooking(deps, user, params);
  const metadata = eventMetadata(deps, context);
  const base = { roomId: booking.roomId, bookingId: booking.id };
  const requested = await handleRoomCommand(
    deps.store,
    { type: 'RequestRefund', data: { ...base, hotelNow: hotelNow(deps) } },
    metadata,
  );
  const orderId = booking.orderId ?? '';
  try {
    await deps.bank.refund(orderId, booking.guestRefundTenge);
  } catch (error) {
    if (!(error instanceof BankError)) throw error;
    if (error.kind === 'rejected') {
      await commandSeenByReadModels(
        deps,
        { type: 'FailRefund', data: { ...base, reason: error.message } },
        metadata,
      );
      throw new AppError('bank_unavailable', 'booking.refundFailed');
    }
    // No answer: the refund may have happened. The reconciler reads the bank's refunded amount
    // before it ever calls refund again.
    await deps.waitForProjections(requested.position);
    throw new AppError('bank_unavailable', 'booking.refundPending');
  }
  await commandSeenByReadModels(
    deps,
    {
      type: 'CompleteRefund',
      data: {
        ...base,
        bankReference: `refund:${orderId}:${booking.guestRefundTenge}`,
        cancelledAt: deps.now().toISOString(),
      },
    },
    metadata,
  );
  return {
    message: { key: 'booking.refunded', params: { amount: booking.guestRefundTenge } },
    data: { id: booking.id },
  };
}
