import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  addDays,
  hotelDate,
  hotelInstant,
  toLanguage,
  localizedText,
  roomEvent,
  type CalendarDate,
  type Language,
  type RoomEvent,
  type SiteContacts,
} from '@hotel/contracts';
import {
  comparePositions,
  eventTime,
  START,
  type EventSource,
  type Position,
  type RecordedEvent,
} from '@hotel/projections';
import { BatchLoop, type BatchWork } from '../application/batch-loop';
import type { Sql, Tx } from '../db/connect';
import type { LeaderWork } from '../db/leadership';
import { composeMail, type MailBooking } from './compose';
import type { MailKind } from './mail-texts';

/** Events read per batch: each may write a mail in the same transaction. */
const BATCH = 200;
/** How often the reminders are looked for (they are due on a hotel day, not to the second). */
const REMINDER_EVERY_MS = 60_000;
/** A reminder comes this many days before arrival, to a booking paid at least a day before that. */
const REMINDER_DAYS = 2;

interface BookingRow {
  booking_id: string;
  email: string;
  language: Language;
  book_number: number;
  room_type_id: number;
  checkin: CalendarDate;
  checkout: CalendarDate;
  guests: number;
  total_tenge: string;
}

export interface MailOutboxOptions {
  hotelTimeZone: string;
  contacts: SiteContacts;
  /** The host that names the mails' Message-IDs (the site's). */
  host: string;
  now: () => Date;
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
    const parsed = roomEvent.safeParse({ type: recorded.type, data: recorded.data });
    if (!parsed.success) return;
    const event: RoomEvent = parsed.data;
    const key = `${recorded.streamId}@${recorded.streamRevision}`;
    const silent = comparePositions(recorded.position, this.#silentUntil) <= 0;
    const mail = (kind: MailKind, bookingId: number, extra: MailExtra = {}) =>
      silent ? Promise.resolve() : this.#write(tx, key, kind, bookingId, extra);
    switch (event.type) {
      case 'BookingPlaced': {
        const { data } = event;
        // Bookings placed before the language was recorded get the site's default, Turkmen.
        const language = toLanguage(data.language);
        await tx`
          insert into mail_bookings (booking_id, email, language, book_number, room_type_id, checkin, checkout, guests, total_tenge,
            channel, payment_deadline)
          values (${data.bookingId}, ${data.email}, ${language}, ${data.bookNumber}, ${data.roomTypeId}, ${data.checkin},
            ${data.checkout}, ${data.guests.length}, ${data.price.totalTenge}, ${data.channel ?? 'online'}, ${data.paymentDeadline})
          on conflict (booking_id) do nothing`;
        return;
      }
      case 'PaymentRegistered': {
        // An online guest is sent to the bank's page there and then; a guest booked by staff is
        // not on the website, so the page comes to them by e-mail.
        const [booking] = await tx<{ channel: string; payment_deadline: Date | null }[]>`
          select channel, payment_deadline from mail_bookings where booking_id = ${event.data.bookingId}`;
        if (!booking || booking.channel === 'online' || !booking.payment_deadline) return;
        const deadline = hotelInstant(booking.payment_deadline, this.#options.hotelTimeZone);
        return mail('payLink', event.data.bookingId, {
          payLink: { url: event.data.formUrl, deadline: wallClock(deadline) },
        });
      }
      case 'PaymentTakenAtReception':
      case 'PaymentConfirmed': {
        const paidOn = hotelDate(eventTime(recorded), this.#options.hotelTimeZone);
        await tx`update mail_bookings set paid_on = ${paidOn} where booking_id = ${event.data.bookingId}`;
        return mail('confirmed', event.data.bookingId, { amountTenge: event.data.amountTenge });
      }
      case 'PaymentFailed':
      case 'PaymentExpired':
      case 'BookingCancelled': {
        await tx`update mail_bookings set cancelled = true where booking_id = ${event.data.bookingId}`;
        const kind =
          event.type === 'PaymentFailed'
            ? 'paymentFailed'
            : event.type === 'PaymentExpired'
              ? 'paymentExpired'
              : 'cancelled';
        return mail(kind, event.data.bookingId);
      }
      case 'BookingCancelledByStaff': {
        // One mail per staff cancel, saying what goes back (how it goes follows in the log).
        await tx`update mail_bookings set cancelled = true where booking_id = ${event.data.bookingId}`;
        const { refundTenge } = event.data;
        return refundTenge > 0
          ? mail('cancelledByHotelRefund', event.data.bookingId, { amountTenge: refundTenge })
          : mail('cancelledByHotel', event.data.bookingId);
      }
      case 'NoShowMarked':
        // No reminder for a stay the guests did not come to.
        await tx`update mail_bookings set cancelled = true where booking_id = ${event.data.bookingId}`;
        return;
      case 'BookingRefunded':
      case 'LatePaymentRefunded':
        await tx`update mail_bookings set cancelled = true where booking_id = ${event.data.bookingId}`;
        return mail('refunded', event.data.bookingId, { amountTenge: event.data.amountTenge });
      case 'GuestCheckedOut':
        // An early departure ends the stay on the day they left: later mails say so.
        if (!event.data.early) return;
        await tx`update mail_bookings set checkout = ${event.data.departedOn} where booking_id = ${event.data.bookingId}`;
        return;
      // Money back for the nights an early departure left, once the bank made it; money handed
      // back at the desk needs no mail (the guest has it in hand).
      case 'DepartureRefundSent':
        return mail('departureRefunded', event.data.bookingId, {
          amountTenge: event.data.amountTenge,
        });
      case 'BookingDatesChanged':
        await tx`
          update mail_bookings set checkin = ${event.data.checkin}, checkout = ${event.data.checkout}
          where booking_id = ${event.data.bookingId}`;
        return mail('datesChanged', event.data.bookingId, { previous: event.data.previous });
      case 'StayMovedOut': {
        // The move is done when the room the stay left lets it go: one mail per move.
        await tx`update mail_bookings set room_type_id = ${event.data.toRoomTypeId} where booking_id = ${event.data.bookingId}`;
        const [room] = await tx<
          { room_number: string }[]
        >`select room_number from rooms where id = ${event.data.toRoomId}`;
        return mail('roomChanged', event.data.bookingId, {
          roomNumber: room?.room_number ?? String(event.data.toRoomId),
        });
      }
      default:
        return;
    }
  }

  /** Writes one mail of a booking (nothing for a booking placed before the log this outbox read). */
  async #write(
    tx: Sql | Tx,
    key: string,
    kind: MailKind,
    bookingId: number,
    extra: MailExtra,
  ): Promise<void> {
    const [row] = await tx<(BookingRow & { room_type: unknown })[]>`
      select b.booking_id::text, b.email, b.language, b.book_number, b.room_type_id, b.checkin::text, b.checkout::text,
        b.guests, b.total_tenge::text, t.name as room_type
      from mail_bookings b left join room_types t on t.id = b.room_type_id
      where b.booking_id = ${bookingId}`;
    // A guest booked by staff without an e-mail gets no mails: staff reach them by phone.
    if (!row || row.email === '') return;
    const names = localizedText.safeParse(row.room_type);
    const booking: MailBooking = {
      bookNumber: row.book_number,
      email: row.email,
      language: row.language,
      roomType: names.success ? names.data[row.language] || names.data.ru : '',
      checkin: row.checkin,
      checkout: row.checkout,
      guests: row.guests,
    };
    const composed = composeMail(
      kind,
      booking,
      {
        amountTenge: extra.amountTenge ?? Number(row.total_tenge),
        ...(extra.previous ? { previous: extra.previous } : {}),
        ...(extra.payLink ? { payLink: extra.payLink } : {}),
        ...(extra.roomNumber ? { roomNumber: extra.roomNumber } : {}),
      },
      this.#options.contacts,
    );
    // Written on the application's clock (as the events are); due on the database's, as the sender reads it.
    const now = this.#options.now();
    await tx`
      insert into mail_outbox (key, kind, booking_id, book_number, recipient, language, subject, text_body, html_body, message_id, created_at, next_attempt_at)
      values (${key}, ${kind}, ${bookingId}, ${row.book_number}, ${row.email}, ${row.language}, ${composed.subject},
        ${composed.text}, ${composed.html}, ${`<${messageLocalPart(key)}.${randomUUID()}@${this.#options.host}>`}, ${now}, now())
      on conflict (key) do nothing`;
  }

  /**
   * The reminders due today: paid bookings that stand, arriving within REMINDER_DAYS, paid at least
   * a day before the reminder day (a guest who paid yesterday for tomorrow needs none).
   */
  async writeReminders(): Promise<void> {
    const today = hotelDate(this.#options.now(), this.#options.hotelTimeZone);
    const due = await this.#sql<{ booking_id: string; checkin: CalendarDate }[]>`
      select b.booking_id::text, b.checkin::text from mail_bookings b
      where b.paid_on is not null and not b.cancelled
        and b.checkin > ${today}::date and b.checkin <= ${addDays(today, REMINDER_DAYS)}::date
        and b.paid_on < b.checkin - ${REMINDER_DAYS}::int
        and not exists (select 1 from mail_outbox o where o.key = 'reminder:' || b.booking_id || ':' || b.checkin)`;
    for (const { booking_id: id, checkin } of due) {
      await this.#write(this.#sql, `reminder:${id}:${checkin}`, 'reminder', Number(id), {});
    }
  }
}

interface MailExtra {
  amountTenge?: number;
  previous?: { checkin: CalendarDate; checkout: CalendarDate };
  payLink?: { url: string; deadline: string };
  roomNumber?: string;
}

/** `2026-12-01T10:15:00+05:00` (hotelInstant) -> `01.12.2026 10:15`, as the mails write times. */
function wallClock(instant: string): string {
  const [year, month, day] = instant.slice(0, 10).split('-');
  return `${day}.${month}.${year} ${instant.slice(11, 16)}`;
}

/** A key as the left part of a Message-ID (RFC 5322 dot-atom text). */
function messageLocalPart(key: string): string {
  return key.replace(/[^A-Za-z0-9.-]/g, '.');
}
