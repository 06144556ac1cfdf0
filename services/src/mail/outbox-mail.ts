import { randomUUID } from 'node:crypto';
import {
  localizedText,
  type CalendarDate,
  type Language,
  type SiteContacts,
} from '@hotel/contracts';
import type { Sql, Tx } from '../db/connect';
import { composeMail, type MailBooking } from './compose';
import type { MailKind } from './mail-texts';

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

/** What writing a mail needs besides the booking: the hotel's contacts, the site's host, the clock. */
export interface OutboxMailOptions {
  contacts: SiteContacts;
  /** The host that names the mails' Message-IDs (the site's). */
  host: string;
  now: () => Date;
}

/** What a mail says beyond the booking (the amount defaults to the booking's total). */
export interface MailExtra {
  amountTenge?: number;
  previous?: { checkin: CalendarDate; checkout: CalendarDate };
  payLink?: { url: string; deadline: string };
  roomNumber?: string;
  /** The stay moved to a room of another type, whose price the folio now charges. */
  repriced?: boolean;
}

/** Writes one mail of a booking (nothing for a booking placed before the log this outbox read). */
export async function writeOutboxMail(
  tx: Sql | Tx,
  options: OutboxMailOptions,
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
      ...(extra.repriced ? { repriced: true } : {}),
    },
    options.contacts,
  );
  // Written on the application's clock (as the events are); due on the database's, as the sender reads it.
  const now = options.now();
  await tx`
    insert into mail_outbox (key, kind, booking_id, book_number, recipient, language, subject, text_body, html_body, message_id, created_at, next_attempt_at)
    values (${key}, ${kind}, ${bookingId}, ${row.book_number}, ${row.email}, ${row.language}, ${composed.subject},
      ${composed.text}, ${composed.html}, ${`<${messageLocalPart(key)}.${randomUUID()}@${options.host}>`}, ${now}, now())
    on conflict (key) do nothing`;
}

/** A key as the left part of a Message-ID (RFC 5322 dot-atom text). */
function messageLocalPart(key: string): string {
  return key.replace(/[^A-Za-z0-9.-]/g, '.');
}
