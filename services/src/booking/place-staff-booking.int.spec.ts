import { afterAll, describe, expect, it } from 'vitest';
import { at, day, stay } from '../../../test/clock';
import { APPROVED_CARD, GUEST, payAtBank, registerGuest } from '../../test/guest';
import { historyOf } from '../../test/booking-history';
import { openMailbox } from '../../test/mailbox';
import { closedRoomId, createTestApp } from '../../test/test-app';
import { trpcMutation } from '../../test/trpc-requests';

/**
 * Bookings taken by staff, through tRPC as the staff screens call it: a phone
 * booking paid at reception, a walk-in left to pay online by the link the outbox mails to the
 * guest (received by a real SMTP server), and the refusals.
 */
const site = await createTestApp();
const { app, deps, db } = site;
const { arrived, close } = await openMailbox(site);
afterAll(close);

const reception = await site.session(2, 'desk@example.com');
const room = await closedRoomId(deps);

const call = (path: string, input: unknown, cookie = reception.cookie, lang = 'en') =>
  trpcMutation(site, cookie, path, input, lang);
const query = async (path: string, input: unknown) => {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await app.inject({
    method: 'GET',
    url: `/trpc/${path}${search}`,
    headers: { cookie: reception.cookie, 'x-lang': 'en' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().result.data;
};

const booking = (over: object = {}) => ({
  room_id: room,
  ...stay(3, 2),
  guests: [GUEST],
  email: 'caller@example.com',
  phone: '+993 65 111111',
  language: 'ru',
  channel: 'phone',
  payment: { kind: 'reception', method: 'cash' },
  ...over,
});

interface Listed {
  id: number;
  book_number: number;
  payment_status: string;
  channel: string;
  booked_by: string | null;
  payment_method: string | null;
  email: string;
}

describe('bookings taken by staff, over tRPC', () => {
  it('books a phone guest on a room with no for-online block, paid in cash at reception: listed, on the books, in the history', async () => {
    const nightOf = async () =>
      (
        (await query('staffOccupancy.days', undefined)) as {
          days: { date: string; rooms_open: number; occupied: number }[];
        }
      ).days.find((d) => d.date === day(3));
    const before = await nightOf();
    const res = await call('staffBookings.create', booking());
    expect(res.statusCode).toBe(200);
    // The room no block opened counts as on sale that night, and as sold: occupancy stays a share.
    expect(await nightOf()).toMatchObject({
      rooms_open: (before?.rooms_open ?? 0) + 1,
      occupied: (before?.occupied ?? 0) + 1,
    });
    const { message, data } = res.json().result.data as {
      message: string;
      data: { bookingId: number; bookNumber: number };
    };
    expect(message).toBe(`Booking ${data.bookNumber} placed and paid at reception`);

    const active = (await query('staffBookings.list', { list: 'active' })) as Listed[];
    expect(active.find((b) => b.id === data.bookingId)).toMatchObject({
      book_number: data.bookNumber,
      payment_status: 'online',
      channel: 'phone',
      booked_by: 'desk@example.com',
      payment_method: 'cash',
      email: 'caller@example.com',
    });

    const ledger = (await query('staffLedger.report', { from: day(0), to: day(0) })) as {
      entries: {
        booking_id: number;
        kind: string;
        method: string | null;
        actor: string;
        amount: number;
      }[];
    };
    const line = ledger.entries.find((e) => e.booking_id === data.bookingId);
    expect(line).toMatchObject({
      kind: 'payment',
      method: 'cash',
      channel: 'phone',
      actor: 'desk@example.com',
    });
    // The replay of the events puts the same line on the books.
    const replayed = (await query('staffLedger.report', {
      from: day(0),
      to: day(0),
      as_of: day(0),
    })) as typeof ledger;
    expect(replayed.entries.find((e) => e.booking_id === data.bookingId)).toEqual(line);

    const history = await historyOf(db.sql, data.bookingId);
    expect(history.map((h) => [h.event_type, h.actor.email])).toEqual([
      ['BookingPlaced', 'desk@example.com'],
      ['PaymentTakenAtReception', 'desk@example.com'],
    ]);
    expect(history[1]?.after).toMatchObject({
      payment_status: 'online',
      payment_method: 'cash',
      channel: 'phone',
    });

    // The guest is told in their language.
    expect((await arrived('caller@example.com', /подтверждена/)).subject).toBe(
      `Бронь № ${data.bookNumber} подтверждена`,
    );
  });

  it('leaves a walk-in to pay online: the guest gets the bank page by e-mail, pays, and the booking is paid', async () => {
    const res = await call(
      'staffBookings.create',
      booking({
        ...stay(8, 1),
        email: 'walkin@example.com',
        language: 'en',
        channel: 'walk_in',
        payment: { kind: 'online_link' },
      }),
    );
    expect(res.statusCode).toBe(200);
    const { data } = res.json().result.data as { data: { bookingId: number; bookNumber: number } };
    const link = await arrived('walkin@example.com', /^Payment for booking/);
    expect(link.subject).toBe(`Payment for booking No. ${data.bookNumber}`);
    const url = /Pay here: (\S+)/.exec(link.text ?? '')?.[1] ?? '';
    expect(url).toContain('mdOrder=');
    expect(link.html).toContain(url.replace(/&/g, '&amp;'));

    let listed = ((await query('staffBookings.list', { list: 'active' })) as Listed[]).find(
      (b) => b.id === data.bookingId,
    );
    expect(listed).toMatchObject({
      payment_status: 'pending',
      channel: 'walk_in',
      booked_by: 'desk@example.com',
      payment_method: null,
    });

    await payAtBank(url, APPROVED_CARD);
    listed = ((await query('staffBookings.list', { list: 'active' })) as Listed[]).find(
      (b) => b.id === data.bookingId,
    );
    expect(listed).toMatchObject({
      payment_status: 'online',
      channel: 'walk_in',
      payment_method: null,
    });
  });

  it('refuses nights another booking holds (409), in the caller language', async () => {
    const res = await call(
      'staffBookings.create',
      booking({ ...stay(4, 1), payment: { kind: 'reception', method: 'card_terminal' } }),
      reception.cookie,
      'ru',
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Этот номер на выбранные даты уже занят');
  });

  it('refuses guests the website would refuse (400, localized) and a guest account (403)', async () => {
    const bad = await call(
      'staffBookings.create',
      booking({ ...stay(20, 1), guests: [{ ...GUEST, passport_number: '12' }] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Check the field "guests": exactly 6 digits');
    const none = await call(
      'staffBookings.create',
      booking({ ...stay(20, 1), guests: [] }),
      reception.cookie,
      'ru',
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toContain('гост');
    const guest = await registerGuest(site, 'not-staff@example.com');
    const forbidden = await call('staffBookings.create', booking({ ...stay(20, 1) }), guest);
    expect(forbidden.statusCode).toBe(403);
    const [count] = await db.sql<
      { n: number }[]
    >`select count(*)::int as n from bookings where room_id = ${room} and checkin = ${day(20)}`;
    expect(count?.n).toBe(0);
  });

  it('holds a booking left to pay by link for a day, not the website minutes, then frees its nights and tells the guest', async () => {
    const nights = {
      ...stay(12, 2),
      email: 'later@example.com',
      language: 'tm',
      payment: { kind: 'online_link' },
    };
    const res = await call('staffBookings.create', booking(nights));
    expect(res.statusCode).toBe(200);
    const { data } = res.json().result.data as { data: { bookingId: number; bookNumber: number } };
    const state = async () =>
      (
        await db.sql<{ state: string }[]>`select state from bookings where id = ${data.bookingId}`
      )[0]?.state;

    // Long past the website's deadline (at most 20 minutes), the bank's page still open.
    site.setNow(at(0, '16:00'));
    await site.poller.pollOnce();
    expect(await state()).toBe('pending');

    site.setNow(at(1, '10:05'));
    await site.poller.pollOnce();
    expect(await state()).toBe('expired');
    expect((await arrived('later@example.com', /töleg wagty gutardy/)).subject).toBe(
      `№ ${data.bookNumber} bron üçin töleg wagty gutardy`,
    );
    site.setNow(at(0, '10:00'));
    expect(
      (
        await call(
          'staffBookings.create',
          booking({ ...nights, payment: { kind: 'reception', method: 'cash' } }),
        )
      ).statusCode,
    ).toBe(200);
  });
});
