import type { FastifyBaseLogger } from 'fastify';
import type { EventMetadata } from '@hotel/contracts';
import type { AppDeps } from '../application/deps';
import type { BankOrderStatus } from '../bank/gateway';
import { handleRoomCommand } from '../rooms/room-commands';
import type { RoomCommand } from '../rooms/room-command';
import { bookingsToReconcile, type BookingRow } from '@hotel/projections';
import { bankSideRefund, paidBookingsToWatch, type PaidBooking } from './bank-side-refunds';
import { owedDepartureRefunds, settleDepartureRefund } from './departure-refund';
import { forgetExpiredAttempts } from './booking-attempts';
import { settleOrphan } from './orphan-bookings';
import { settleFromStatus } from './settle-payment';
import { owedStaffRefunds, settleStaffRefund } from './staff-refund';

/** Unpaid bookings expire this long after their deadline (the bank's page may still be open). */
const EXPIRY_GRACE_MS = 2 * 60_000;
/** A refund still "requested" after this long was interrupted: the reconciler finishes it. */
const STALE_REFUND_MS = 2 * 60_000;
const LOCK = 'payment-poller';
/** Paid bookings are asked about less often: a refund at the bank's side is rare. */
const PAID_CHECK_INTERVAL_MS = 10 * 60_000;

export interface PollReport {
  checked: number;
  settled: number;
  expired: number;
  lateRefunds: number;
  refundsCompleted: number;
  /** Refunds and reversals made at the bank's side, recorded on paid bookings. */
  bankSideRefunds: number;
  /** Bank orders registered just before a crash, recorded on their bookings. */
  adoptedOrders: number;
  /** Bookings a crash left without a bank order, failed to free their rooms. */
  undoneBookings: number;
  /** Early departures' refunds the bank answered (sent or refused) after the check-out could not finish them. */
  departureRefunds: number;
  /** Staff cancels' refunds the bank answered (sent or refused) after the cancel could not finish them. */
  staffRefunds: number;
  errors: number;
}

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
  /** When each paid booking was last asked about (by the application's clock). */
  private readonly paidCheckedAt = new Map<number, number>();

  constructor(deps: AppDeps, log: FastifyBaseLogger) {
    this.deps = deps;
    this.log = log;
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
    const report: PollReport = {
      checked: 0,
      settled: 0,
      expired: 0,
      lateRefunds: 0,
      refundsCompleted: 0,
      bankSideRefunds: 0,
      adoptedOrders: 0,
      undoneBookings: 0,
      departureRefunds: 0,
      staffRefunds: 0,
      errors: 0,
    };
    const metadata: EventMetadata = {
      actor: 'system',
      at: now.toISOString(),
      correlationId: 'payment-poller',
      causationId: null,
    };
    for (const booking of await bookingsToReconcile(this.deps.sql, now)) {
      report.checked++;
      try {
        await this.reconcile(booking, now, metadata, report);
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
    await this.watchPaid(now, metadata, report);
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

  /** Asks the bank about paid bookings not asked about lately, and records what it refunded. */
  private async watchPaid(now: Date, metadata: EventMetadata, report: PollReport): Promise<void> {
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
      await this.run(command, metadata);
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

  private async reconcile(
    booking: BookingRow,
    now: Date,
    metadata: EventMetadata,
    report: PollReport,
  ): Promise<void> {
    const base = { roomId: booking.roomId, bookingId: booking.id };
    const orphan = await settleOrphan(this.deps, booking, metadata);
    if (orphan === 'adopted' || orphan === 'undone') {
      report[orphan === 'adopted' ? 'adoptedOrders' : 'undoneBookings']++;
      return;
    }
    if (orphan === 'unknown') {
      report.errors++;
      this.log.warn(
        { bookingId: booking.id },
        'the bank could not say whether a booking left without an order has one; next pass asks again',
      );
    }
    if (booking.state === 'refund_pending') {
      if (now.getTime() - booking.updatedAt.getTime() < STALE_REFUND_MS || !booking.orderId) return;
      const status = await this.deps.bank.orderStatus({ orderId: booking.orderId });
      const refunded = status.refundedAmountMinor ?? 0;
      // What the guest's cancel gives back, as the refund request recorded it (the booking's terms).
      if (refunded < booking.guestRefundTenge)
        await this.deps.bank.refund(booking.orderId, booking.guestRefundTenge - refunded);
      await this.run(
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
    const status = booking.orderId
      ? await this.deps.bank.orderStatus({ orderId: booking.orderId })
      : null;
    const settlement = status
      ? await settleFromStatus(this.deps, booking, status, metadata)
      : 'waiting';
    if (settlement === 'expired') {
      report.expired++;
    } else if (settlement === 'paid' || settlement === 'declined') {
      report.settled++;
    } else if (settlement === 'late' && status && booking.orderId) {
      await this.refundLatePayment(booking, booking.orderId, status, metadata);
      report.lateRefunds++;
    } else if (
      booking.state === 'pending' &&
      now.getTime() > booking.paymentDeadline.getTime() + EXPIRY_GRACE_MS
    ) {
      await this.run(
        { type: 'ExpirePayment', data: { ...base, now: now.toISOString() } },
        metadata,
      );
      report.expired++;
    }
  }

  /** A command, then read-your-writes, so the next pass and the next request see its effect. */
  private async run(command: RoomCommand, metadata: EventMetadata): Promise<void> {
    const result = await handleRoomCommand(this.deps.store, command, metadata);
    await this.deps.waitForProjections(result.position);
  }

  private async refundLatePayment(
    booking: BookingRow,
    orderId: string,
    status: BankOrderStatus,
    metadata: EventMetadata,
  ): Promise<void> {
    const deposited = status.depositedAmountMinor ?? status.amountMinor ?? 0;
    const refunded = status.refundedAmountMinor ?? 0;
    if (refunded < deposited) await this.deps.bank.refund(orderId, deposited - refunded);
    await this.run(
      {
        type: 'RecordLatePaymentRefund',
        data: {
          roomId: booking.roomId,
          bookingId: booking.id,
          orderId,
          amountTenge: deposited,
          refundedAt: this.deps.now().toISOString(),
        },
      },
      metadata,
    );
  }
}
