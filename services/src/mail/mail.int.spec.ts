import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { formatAmount } from '@hotel/contracts';
import { at, dotted, stay } from '../../../test/clock';
import {
  APPROVED_CARD,
  bookToBank,
  DECLINED_CARD,
  GUEST,
  payAtBank,
  registerGuest,
} from '../../test/guest';
import { openMailbox } from '../../test/mailbox';
import { restRequester } from '../../test/rest-requests';
import { createTestApp } from '../../test/test-app';
import { fileTransport, MailSender } from './mail-sender';

/**
 * The guests' mails end to end: real bookings over HTTP, the outbox reading the events, the
 * sender speaking SMTP to a real SMTP server (smtp-server) on loopback, and what arrived parsed
 * back (mailparser): language, subject, amounts, the booking number, both parts.
 */
const site = await createTestApp();
const { deps } = site;
const send = restRequester(site);
const log = pino({ level: 'silent' });
// Before any booking: the first start makes what came before history, mailed to nobody.
const { received, mail, dataDir, arrived, close } = await openMailbox(site);
afterAll(close);

/** Books room type 2 in `lang` and returns the bank's page. */
async function bookIn(
  lang: string,
  cookie: string,
  dates: { checkin: string; checkout: string },
): Promise<string> {
  const res = await send('POST', `/api/payment?l=${lang}`, cookie, {
    id: 2,
    ...dates,
    guests: [GUEST],
  });
  expect(res.statusCode).toBe(200);
  return res.json().url as string;
}

async function lastBooking(
  cookie: string,
): Promise<{ id: number; book_number: number; amount: number }> {
  const res = await send('GET', '/api/profile/bookings', cookie);
  const [booking] = res.json().data as { id: number; book_number: number; amount: number }[];
  if (!booking) throw new Error('no booking');
  return booking;
}

/** 1170 TMT -> `1 170 TMT` as a Russian mail writes it, the site's way. */
const inRussian = (amount: number) => `${formatAmount(amount, 'ru')} TMT`;

/** A new guest's booking of two nights from day `from`, made in `lang` and paid: its stay and row. */
async function paidIn(lang: string, email: string, from: number) {
  const cookie = await registerGuest(site, email);
  const dates = stay(from, 2);
  await payAtBank(await bookIn(lang, cookie, dates), APPROVED_CARD);
  return { cookie, dates, booking: await lastBooking(cookie) };
}

describe("guests' e-mails over SMTP", () => {
  it('confirms a paid booking in the language it was booked in, with the number, stay, amount and both parts', async () => {
    const email = 'mail-ru@example.com';
    const { dates, booking } = await paidIn('ru', email, 20);
    const confirmed = await arrived(email, /подтверждена/);
    expect(confirmed.subject).toBe(`Бронь № ${booking.book_number} подтверждена`);
    expect(confirmed.from?.value[0]).toMatchObject({
      name: 'Hazar',
      address: 'no-reply@hazar.test',
    });
    expect(confirmed.text).toContain(`Заезд: ${dotted(dates.checkin)} 14:00 (время отеля)`);
    expect(confirmed.text).toContain(`Выезд: ${dotted(dates.checkout)} 12:00 (время отеля)`);
    expect(confirmed.text).toContain(`Оплачено: ${inRussian(booking.amount)}`);
    expect(confirmed.text).toContain(deps.contacts.email);
    expect(confirmed.html).toContain(`<strong>${booking.book_number}</strong>`);
    expect(confirmed.headers.get('x-hotel-booking-number')).toBe(String(booking.book_number));
    expect(confirmed.messageId).toMatch(/@hazar\.test>$/);
  });

  it('tells of a declined payment, a cancellation and a refund, each once, in English when booked in English', async () => {
    const email = 'mail-en@example.com';
    const cookie = await registerGuest(site, email);
    await payAtBank(await bookIn('en', cookie, stay(30, 2)), DECLINED_CARD);
    expect((await arrived(email, /did not go through/)).text).toContain(
      'The bank did not complete the payment',
    );

    await bookIn('en', cookie, stay(31, 2));
    const unpaid = await lastBooking(cookie);
    const reversed = await send('GET', `/api/bookings/${unpaid.id}/reverse?l=en`, cookie);
    expect(reversed.statusCode).toBe(200);
    expect((await arrived(email, /is cancelled/)).subject).toBe(
      `Booking No. ${unpaid.book_number} is cancelled`,
    );

    await payAtBank(await bookToBank(site, cookie, { id: 2, ...stay(40, 3) }), APPROVED_CARD);
    const paid = await lastBooking(cookie);
    await arrived(email, new RegExp(`No\\. ${paid.book_number} is confirmed`));
    const refunded = await send('GET', `/api/bookings/${paid.id}/refund?l=en`, cookie);
    expect(refunded.statusCode).toBe(200);
    const refund = await arrived(email, /Refund for booking/);
    expect(refund.text).toMatch(/Refunded: \d{1,3}(,\d{3})*(\.\d{1,2})? TMT/);

    // At least once, and no copies from the outbox itself: one mail per event.
    const subjects = received
      .filter((m) => m.to && 'text' in m.to && m.to.text === email)
      .map((m) => m.subject);
    expect(new Set(subjects).size).toBe(subjects.length);
  });

  it('tells a guest who cancels a paid booking whose terms refund nothing that the amount paid is kept', async () => {
    const manager = await site.session(2);
    const options = await send('GET', '/api/system/options', manager.cookie);
    const refundPercent = (options.json().data as { guest_refund_percent: number })
      .guest_refund_percent;
    const setRefund = (percent: number) =>
      send('PUT', '/api/system/options', manager.cookie, { guest_refund_percent: percent });
    expect((await setRefund(0)).statusCode).toBe(200);
    try {
      const email = 'mail-kept@example.com';
      const { cookie, booking } = await paidIn('en', email, 50);
      const reversed = await send('GET', `/api/bookings/${booking.id}/reverse?l=en`, cookie);
      expect(reversed.statusCode).toBe(200);
      const cancelled = await arrived(email, /is cancelled/);
      expect(cancelled.text).toContain(
        'Your booking is cancelled. By the booking terms a cancellation refunds nothing: the amount paid is not returned.',
      );
      expect(cancelled.text).toContain(
        `Paid, not refunded: ${formatAmount(booking.amount, 'en')} TMT`,
      );
    } finally {
      await setRefund(refundPercent);
    }
  });

  it('reminds two days before arrival, once, a guest who paid earlier', async () => {
    const email = 'mail-reminder@example.com';
    const { dates, booking } = await paidIn('tm', email, 10);
    await arrived(email, /tassyklandy/);
    site.setNow(at(8, '09:00'));
    try {
      await mail.outbox.writeReminders();
      await mail.outbox.writeReminders();
      const reminder = await arrived(email, /garaşýarys/);
      expect(reminder.subject).toBe(
        `Sizi ${dotted(dates.checkin)} garaşýarys: № ${booking.book_number} bron`,
      );
      const [count] = await deps.sql<
        { n: number }[]
      >`select count(*)::int as n from mail_outbox where kind = 'reminder' and recipient = ${email}`;
      expect(count?.n).toBe(1);
    } finally {
      site.setNow(at(0, '10:00'));
    }
  });

  it('lists every mail for staff only, with what happened to it', async () => {
    const admin = await site.session(2);
    const list = await send('GET', '/trpc/staff.mails', admin.cookie);
    expect(list.statusCode).toBe(200);
    const mails = list.json().result.data as {
      recipient: string;
      kind: string;
      status: string;
      sent_at: string | null;
    }[];
    expect(
      mails.some(
        (m) =>
          m.recipient === 'mail-ru@example.com' && m.kind === 'confirmed' && m.status === 'sent',
      ),
    ).toBe(true);
    const guest = await registerGuest(site, 'mail-nosy@example.com');
    expect((await send('GET', '/trpc/staff.mails', guest)).statusCode).toBe(403);
  });
});

describe("an account's e-mails over SMTP", () => {
  it('mails the registration its verification link in the site language, and staff see it went but not its link', async () => {
    const email = 'mail-verify@example.com';
    const res = await send('POST', '/api/authentication?l=tm', undefined, {
      isLogin: false,
      email,
      password: 'caspian-sea-2026',
    });
    expect(res.statusCode).toBe(200);
    const verify = await arrived(email, /tassyklaň/);
    expect(verify.subject).toBe('E-poçta salgyňyzy tassyklaň');
    const link = /http:\/\/127\.0\.0\.1(:\d+)?\/verify-email\?token=[A-Za-z0-9_-]{43}/.exec(
      verify.text ?? '',
    )?.[0];
    expect(link).toBeDefined();
    expect(verify.html).toContain(link);
    expect(verify.headers.get('x-hotel-booking-number')).toBeUndefined();
    const admin = await site.session(2);
    const list = await send('GET', '/trpc/staff.mails', admin.cookie);
    const shown = (
      list.json().result.data as {
        recipient: string;
        kind: string;
        book_number: number | null;
        text_body: string;
        status: string;
      }[]
    ).find((m) => m.recipient === email);
    expect(shown).toMatchObject({
      kind: 'verifyEmail',
      book_number: null,
      text_body: '',
      status: 'sent',
    });
  });
});

describe('readiness', () => {
  it('names why the outbox fails while the API stays ready (mails wait in the log)', async () => {
    deps.mail = mail.outbox;
    expect((await send('GET', '/health/ready')).json()).not.toHaveProperty('mailError');
    deps.mail = { failing: 'relation "mail_outbox" is locked' };
    const ready = await send('GET', '/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ok',
      mailError: 'relation "mail_outbox" is locked',
    });
    delete deps.mail;
  });
});

describe('without an SMTP server', () => {
  it('keeps each mail as an .eml file that parses as the same message, and marks it sent', async () => {
    const dir = join(dataDir, 'files');
    const [pending] = await deps.sql<
      { id: string }[]
    >`select id::text from mail_outbox order by id limit 1`;
    if (!pending) throw new Error('no mail in the outbox');
    await mail.sender.stop();
    // The one mail due: any other still waiting (an account's mail written a moment ago) counts as sent.
    await deps.sql`update mail_outbox set sent_at = coalesce(sent_at, now()) where id <> ${pending.id}`;
    await deps.sql`update mail_outbox set sent_at = null, next_attempt_at = now() where id = ${pending.id}`;
    const sender = new MailSender(deps.sql, fileTransport(dir), 'Hazar <no-reply@hazar.test>', log);
    expect(await sender.sendDue()).toBe(1);
    const [file] = await readdir(dir);
    expect(file).toMatch(/^\d{8}-[a-zA-Z]+\.eml$/);
    const parsed = await simpleParser(await readFile(join(dir, file ?? '')));
    const [row] = await deps.sql<
      { subject: string; file: string; sent_at: Date | null }[]
    >`select subject, file, sent_at from mail_outbox where id = ${pending.id}`;
    expect(parsed.subject).toBe(row?.subject);
    expect(row?.file).toBe(file);
    expect(row?.sent_at).not.toBeNull();
  });
});
