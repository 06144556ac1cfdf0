import type { FastifyBaseLogger } from 'fastify';
import type { EventMetadata } from '@hotel/contracts';
import type { BookingRow } from '@hotel/projections';
import type { AppDeps } from '../application/deps';
import type { BankOrderStatus } from '../bank/gateway';
import { commandSeenByReadModels } from '../rooms/room-commands';
import { settleOrphan } from './orphan-bookings';
import type { PollReport } from './poll-report';
import { settleFromStatus } from './settle-payment';

/** Unpaid bookings expire this long after their deadline (the bank's page may still be open). */
const EXPIRY_GRACE_MS = 2 * 60_000;
/** A refund still "requested" after this long was interrupted: the reconciler finishes it. */
export const STALE_REFUND_MS = 2 * 60_000;

/**
 * One booking still in flight, as the bank sees it: adopts or undoes a booking a crash left
 * without a bank order; confirms, fails, expires; refunds a late payment the room can no longer
 * take; finishes a refund a crash left half-done, reading the bank's refunded amount before ever
 * calling refund again. Counts what it did in `report`.
 */
export async function reconcileBooking(
  deps: AppDeps,
  log: FastifyBaseLogger,
  booking: BookingRow,
  now: Date,
  metadata: EventMetadata,
  report: PollReport,
): Promise<void> {
  const base = { roomId: booking.roomId, bookingId: booking.id };
  const orphan = await settleOrphan(deps, booking, metadata);
  if (orphan === 'adopted' || orphan === 'undone') {
    report[orphan === 'adopted' ? 'adoptedOrders' : 'undoneBookings']++;
    return;
  }
  if (orphan === 'unknown') {
    report.errors++;
    log.warn(
      { bookingId: booking.id },
      'the bank could not say whether a booking left without an order has one; next pass asks again',
    );
  }
  if (booking.state === 'refund_pending') {
    if (now.getTime() - booking.updatedAt.getTime() < STALE_REFUND_MS || !booking.orderId) return;
    const status = await deps.bank.orderStatus({ orderId: booking.orderId });
    const refunded = status.refundedAmountMinor ?? 0;
    // What the guest's cancel gives back, as the refund request recorded it (the booking's terms).
    if (refunded < booking.guestRefundTenge)
      await deps.bank.refund(booking.orderId, booking.guestRefundTenge - refunded);
    await commandSeenByReadModels(
      deps,
      {
        type: 'CompleteRefund',
        data: {
          ...base,
          bankReference: `refund:${booking.orderId}:${booking.guestRefundTenge}`,
          cancelledAt: now.toISOString(),
        },
      },
      metadata,
    );
    report.refundsCompleted++;
    return;
  }
  const status = booking.orderId ? await deps.bank.orderStatus({ orderId: booking.orderId }) : null;
  const settlement = status ? await settleFromStatus(deps, booking, status, metadata) : 'waiting';
  if (settlement === 'expired') {
    report.expired++;
  } else if (settlement === 'paid' || settlement === 'declined') {
    report.settled++;
  } else if (settlement === 'late' && status && booking.orderId) {
    await refundLatePayment(deps, booking, booking.orderId, status, metadata);
    report.lateRefunds++;
  } else if (
    booking.state === 'pending' &&
    now.getTime() > booking.paymentDeadline.getTime() + EXPIRY_GRACE_MS
  ) {
    await commandSeenByReadModels(
      deps,
      { type: 'ExpirePayment', data: { ...base, now: now.toISOString() } },
      metadata,
    );
    report.expired++;
  }
}

async function refundLatePayment(
  deps: AppDeps,
  booking: BookingRow,
  orderId: string,
  status: BankOrderStatus,
  metadata: EventMetadata,
): Promise<void> {
  const deposited = status.depositedAmountMinor ?? status.amountMinor ?? 0;
  const refunded = status.refundedAmountMinor ?? 0;
  if (refunded < deposited) await deps.bank.refund(orderId, deposited - refunded);
  await commandSeenByReadModels(
    deps,
    {
      type: 'RecordLatePaymentRefund',
      data: {
        roomId: booking.roomId,
        bookingId: booking.id,
        orderId,
        amountTenge: deposited,
        refundedAt: deps.now().toISOString(),
      },
    },
    metadata,
  );
}
