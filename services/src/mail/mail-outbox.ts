import type { FastifyBaseLogger } from 'fastify';
import { hotelDate } from '@hotel/contracts';
import {
  comparePositions,
  START,
  type EventSource,
  type Position,
  type RecordedEvent,
} from '@hotel/projections';
import { BatchLoop, type BatchWork } from '../application/batch-loop';
import type { Sql, Tx } from '../db/connect';
import type { LeaderWork } from '../db/leadership';
import { applyMailEvent } from './mail-events';
import { remindersDue } from './mail-reminders';
import { writeOutboxMail, type OutboxMailOptions } from './outbox-mail';

/** Events read per batch: each may write a mail in the same transaction. */
const BATCH = 200;
/** How often the reminders are looked for (they are due on a hotel day, not to the second). */
const REMINDER_EVERY_MS = 60_000;

export interface MailOutboxOptions extends OutboxMailOptions {
  hotelTimeZone: string;
}

/**
 * The mail outbox: reads `$all` from its checkpoint and, in the transaction
 * that moves it, keeps what mails need of each booking and writes each mail a guest is owed
 * (confirmed, payment failed or expired, cancelled, refunded, dates changed), in the language
 * they booked in. A mail's key is its event (stream and revision), so a batch replayed after a
 * crash writes nothing twice; the sender (mail-sender.ts) delivers the outbox at least once,
 * with a Message-ID made from that key for the receiver to drop a copy. Reminders two days
 * before arrival are written the same way, keyed by booking and arrival date.
 *
 * The first start reads the whole log to learn the bookings but writes no mail for what
 * happened before it: nobody is told today about a payment of last year.
 */
export class MailOutbox implements LeaderWork, BatchWork {
  #position: Position = START;
  /** Events up to this position are history: they inform, they send nothing. */
  #silentUntil: Position = START;
  #lastReminders = 0;
  readonly #sql: Sql;
  readonly #source: EventSource & { readHead(): Promise<Position> };
  readonly #options: MailOutboxOptions;
  readonly #loop: BatchLoop;

  constructor(sql: Sql, source: EventSource, log: FastifyBaseLogger, options: MailOutboxOptions) {
    this.#sql = sql;
    this.#source = source;
    this.#options = options;
    this.#loop = new BatchLoop('mail outbox', source, this, log);
  }

  get failing(): string | null {
    return this.#loop.failing;
  }

  start(): void {
    this.#loop.start();
  }

  stop(): Promise<void> {
    return this.#loop.stop();
  }

  async resume(): Promise<void> {
    const head = await this.#source.readHead();
    const [row] = await this.#sql<
      { tx: string; pos: string; silent_tx: string; silent_pos: string }[]
    >`
      insert into mail_checkpoint (transaction_id, global_position, silent_transaction_id, silent_global_position)
      values ('0'::xid8, 0, ${head.transactionId.toString()}::xid8, ${head.globalPosition.toString()})
      on conflict (id) do update set id = true
      returning transaction_id::text as tx, global_position::text as pos,
        silent_transaction_id::text as silent_tx, silent_global_position::text as silent_pos`;
    if (!row) throw new Error('mail checkpoint not written');
    this.#position = { transactionId: BigInt(row.tx), globalPosition: BigInt(row.pos) };
    this.#silentUntil = {
      transactionId: BigInt(row.silent_tx),
      globalPosition: BigInt(row.silent_pos),
    };
  }

  /** One batch of events and, once a minute, the reminders due; returns the events read. */
  async batch(): Promise<number> {
    const events = await this.#source.readAll(this.#position, BATCH);
    const last = events.at(-1);
    if (last) {
      await this.#sql.begin(async (tx) => {
        for (const event of events) await this.#apply(tx, event);
        await tx`
          update mail_checkpoint
          set transaction_id = ${last.position.transactionId.toString()}::xid8, global_position = ${last.position.globalPosition.toString()}
          where (transaction_id, global_position) < (${last.position.transactionId.toString()}::xid8, ${last.position.globalPosition.toString()})`;
      });
      this.#position = last.position;
    }
    if (Date.now() - this.#lastReminders >= REMINDER_EVERY_MS) {
      await this.writeReminders();
      this.#lastReminders = Date.now();
    }
    return events.length;
  }

  async #apply(tx: Tx, recorded: RecordedEvent): Promise<void> {
    const key = `${recorded.streamId}@${recorded.streamRevision}`;
    const silent = comparePositions(recorded.position, this.#silentUntil) <= 0;
    await applyMailEvent(
      tx,
      recorded,
      this.#options.hotelTimeZone,
      (kind, bookingId, extra = {}) =>
        silent
          ? Promise.resolve()
          : writeOutboxMail(tx, this.#options, key, kind, bookingId, extra),
    );
  }

  /** The reminders due today (mail-reminders.ts), each written once. */
  async writeReminders(): Promise<void> {
    const today = hotelDate(this.#options.now(), this.#options.hotelTimeZone);
    for (const { key, bookingId } of await remindersDue(this.#sql, today)) {
      await writeOutboxMail(this.#sql, this.#options, key, 'reminder', bookingId, {});
    }
  }
}
