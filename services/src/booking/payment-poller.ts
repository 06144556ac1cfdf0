import type { FastifyBaseLogger } from 'fastify';
import type { EventMetadata } from '@hotel/contracts';
import { bookingsToReconcile } from '@hotel/projections';
import type { AppDeps } from '../application/deps';
import { owedDepartureRefunds, settleDepartureRefund } from './departure-refund';
import { forgetExpiredAttempts } from './booking-attempts';
import { PaidBookingsWatch } from './paid-bookings-watch';
import { emptyPollReport, type PollReport } from './poll-report';
import { reconcileBooking, STALE_REFUND_MS } from './reconcile-booking';
import { owedStaffRefunds, settleStaffRefund } from './staff-refund';

const LOCK = 'payment-poller';

/**
 * Asks the bank about every booking still in flight, one instance at a time across processes
 * (a session advisory lock): adopts or undoes bookings a crash left without a bank order;
 * confirms, fails, expires; refunds late payments the room can no
 * longer take; finishes refunds a crash left half-done, reading the bank's refunded amount before
 * ever calling refund again; and records refunds and reversals the bank made on paid bookings.
 */
export class PaymentPoller {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private readonly deps: AppDeps;
  private readonly log: FastifyBaseLogger;
  private readonly paid: PaidBookingsWatch;

  constructor(deps: AppDeps, log: FastifyBaseLogger) {
    this.deps = deps;
    this.log = log;
    this.paid = new PaidBookingsWatch(deps, log);
  }

  start(intervalMs = 30_000): void {
    this.timer = setInterval(() => {
      this.running = this.pollOnce().catch((error: unknown) =>
        this.log.error({ err: error }, 'payment poll failed'),
      );
    }, intervalMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass; null when another process holds the poller's lock. */
  async pollOnce(): Promise<PollReport | null> {
    const connection = await this.deps.sql.reserve();
    try {
      const [lock] = await connection<
        { locked: boolean }[]
      >`select pg_try_advisory_lock(hashtext(${LOCK})) as locked`;
      if (!lock?.locked) return null;
      try {
        return await this.pass();
      } finally {
        await connection`select pg_advisory_unlock(hashtext(${LOCK}))`;
      }
    } finally {
      connection.release();
    }
  }

  private async pass(): Promise<PollReport> {
    const now = this.deps.now();
    const report = emptyPollReport();
    const metadata: EventMetadata = {
      actor: 'system',
      at: now.toISOString(),
      correlationId: 'payment-poller',
      causationId: null,
    };
    for (const booking of await bookingsToReconcile(this.deps.sql, now)) {
      report.checked++;
      try {
        await reconcileBooking(this.deps, this.log, booking, now, metadata, report);
      } catch (error) {
        report.errors++;
        this.log.warn(
          { err: error, bookingId: booking.id },
          'could not reconcile a booking; next pass retries',
        );
      }
    }
    await this.resumeDepartureRefunds(now, metadata, report);
    await this.resumeStaffRefunds(now, metadata, report);
    await this.paid.watchPaid(now, metadata, report);
    await forgetExpiredAttempts(this.deps);
    return report;
  }

  /**
   * Sends the early departures' refunds a check-out left owed (it died, or the bank did not
   * answer), once they are STALE_REFUND_MS old: an unanswered call may still be at work.
   */
  private async resumeDepartureRefunds(
    now: Date,
    metadata: EventMetadata,
    report: PollReport,
  ): Promise<void> {
    for (const owed of await owedDepartureRefunds(
      this.deps.sql,
      new Date(now.getTime() - STALE_REFUND_MS),
    )) {
      report.checked++;
      try {
        if ((await settleDepartureRefund(this.deps, owed, metadata)) === 'pending') {
          report.errors++;
          this.log.warn(
            { bookingId: owed.bookingId },
            'the bank did not answer about an early departure refund; next pass retries',
          );
        } else {
          report.departureRefunds++;
        }
      } catch (error) {
        report.errors++;
        this.log.warn(
          { err: error, bookingId: owed.bookingId },
          'could not send an early departure refund; next pass retries',
        );
      }
    }
  }

  /**
   * Sends the staff cancels' refunds left owed (the request died, or the bank did not answer),
   * once they are STALE_REFUND_MS old, recording the answer in the name of who ordered them.
   */
  private async resumeStaffRefunds(
    now: Date,
    metadata: EventMetadata,
    report: PollReport,
  ): Promise<void> {
    for (const owed of await owedStaffRefunds(
      this.deps.sql,
      new Date(now.getTime() - STALE_REFUND_MS),
    )) {
      report.checked++;
      try {
        if (
          (await settleStaffRefund(this.deps, owed, { ...metadata, actor: owed.orderedBy })) ===
          'pending'
        ) {
          report.errors++;
          this.log.warn(
            { bookingId: owed.bookingId },
            "the bank did not answer about a staff cancel's refund; next pass retries",
          );
        } else {
          report.staffRefunds++;
        }
      } catch (error) {
        report.errors++;
        this.log.warn(
          { err: error, bookingId: owed.bookingId },
          "could not send a staff cancel's refund; next pass retries",
        );
      }
    }
  }
}
