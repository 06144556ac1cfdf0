import type { FastifyBaseLogger } from 'fastify';
import type { EventMetadata } from '@hotel/contracts';
import { bookingsToReconcile } from '@hotel/projections';
import type { AppDeps } from '../application/deps';
import { owedDepartureRefunds, settleDepartureRefund } from './departure-refund';
import { forgetExpiredAttempts } from './booking-attempts';
import type { OwedRefundOutcome } from './owed-bank-refund';
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
    await this.resumeOwedRefunds(now, metadata, report);
    await this.paid.watchPaid(now, metadata, report);
    await forgetExpiredAttempts(this.deps);
    return report;
  }

  /**
   * Sends the refunds an early departure's check-out or a staff cancel left owed (the request died,
   * or the bank did not answer), once they are STALE_REFUND_MS old: an unanswered call may still be
   * at work. A staff cancel's refund is recorded in the name of who ordered it.
   */
  private async resumeOwedRefunds(
    now: Date,
    metadata: EventMetadata,
    report: PollReport,
  ): Promise<void> {
    const askedBy = new Date(now.getTime() - STALE_REFUND_MS);
    for (const owed of await owedDepartureRefunds(this.deps.sql, askedBy)) {
      await this.resumeRefund(report, 'departureRefunds', 'an early departure refund', owed, () =>
        settleDepartureRefund(this.deps, owed, metadata),
      );
    }
    for (const owed of await owedStaffRefunds(this.deps.sql, askedBy)) {
      await this.resumeRefund(report, 'staffRefunds', "a staff cancel's refund", owed, () =>
        settleStaffRefund(this.deps, owed, { ...metadata, actor: owed.orderedBy }),
      );
    }
  }

  /** One try at an owed refund, counted as `counter` once the bank answered; else left to the next pass. */
  private async resumeRefund(
    report: PollReport,
    counter: 'departureRefunds' | 'staffRefunds',
    what: string,
    { bookingId }: { bookingId: number },
    settle: () => Promise<OwedRefundOutcome>,
  ): Promise<void> {
    report.checked++;
    try {
      if ((await settle()) === 'pending') {
        report.errors++;
        this.log.warn({ bookingId }, `the bank did not answer about ${what}; next pass retries`);
      } else {
        report[counter]++;
      }
    } catch (error) {
      report.errors++;
      this.log.warn({ err: error, bookingId }, `could not send ${what}; next pass retries`);
    }
  }
}
