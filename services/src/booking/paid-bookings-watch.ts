import type { FastifyBaseLogger } from 'fastify';
import type { EventMetadata } from '@hotel/contracts';
import type { AppDeps } from '../application/deps';
import { commandSeenByReadModels } from '../rooms/room-commands';
import { bankSideRefund, paidBookingsToWatch, type PaidBooking } from './bank-side-refunds';
import type { PollReport } from './poll-report';

/** Paid bookings are asked about less often: a refund at the bank's side is rare. */
const PAID_CHECK_INTERVAL_MS = 10 * 60_000;

/** Records the refunds and reversals the bank made at its side on paid bookings. */
export class PaidBookingsWatch {
  private readonly deps: AppDeps;
  private readonly log: FastifyBaseLogger;
  /** When each paid booking was last asked about (by the application's clock). */
  private readonly paidCheckedAt = new Map<number, number>();

  constructor(deps: AppDeps, log: FastifyBaseLogger) {
    this.deps = deps;
    this.log = log;
  }

  /** Asks the bank about paid bookings not asked about lately, and records what it refunded. */
  async watchPaid(now: Date, metadata: EventMetadata, report: PollReport): Promise<void> {
    const paid = await paidBookingsToWatch(this.deps.sql, now);
    const watched = new Set(paid.map((b) => b.id));
    for (const id of this.paidCheckedAt.keys()) if (!watched.has(id)) this.paidCheckedAt.delete(id);
    for (const booking of paid) {
      const last = this.paidCheckedAt.get(booking.id);
      if (last !== undefined && now.getTime() - last < PAID_CHECK_INTERVAL_MS) continue;
      report.checked++;
      try {
        if (await this.reconcilePaid(booking, now, metadata)) report.bankSideRefunds++;
        this.paidCheckedAt.set(booking.id, now.getTime());
      } catch (error) {
        report.errors++;
        this.log.warn(
          { err: error, bookingId: booking.id },
          'could not check a paid booking with the bank; next pass retries',
        );
      }
    }
  }

  private async reconcilePaid(
    booking: PaidBooking,
    now: Date,
    metadata: EventMetadata,
  ): Promise<boolean> {
    const status = await this.deps.bank.orderStatus({ orderId: booking.orderId });
    const command = bankSideRefund(booking, status, now);
    if (command) {
      await commandSeenByReadModels(this.deps, command, metadata);
      this.log.warn(
        { bookingId: booking.id, orderStatus: status.orderStatus },
        'the bank refunded a paid booking at its side; recorded',
      );
      return true;
    }
    if ((status.refundedAmountMinor ?? 0) > booking.refundedTenge) {
      this.log.warn(
        { bookingId: booking.id, refunded: status.refundedAmountMinor },
        'the bank refunded part of a paid booking; it stays paid',
      );
    }
    return false;
  }
}
