import { describe, expect, it } from 'vitest';
import { stay } from '../../../test/clock';
import { APPROVED_CARD, book, bookToBank, GUEST, payAtBank, registerGuest } from '../../test/guest';
import { bookingIdOf } from '../../test/booking-setup';
import { createTestApp } from '../../test/test-app';

const site = await createTestApp();
const { app } = site;
const staff = await site.session(2);

const setLimit = async (max_pending_bookings: number) => {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/system/options',
    headers: { cookie: staff.cookie },
    payload: { max_pending_bookings },
  });
  expect(res.statusCode).toBe(200);
};
const bookIn = (cookie: string, lang: string, from: number) =>
  app.inject({
    method: 'POST',
    url: `/api/payment${lang ? `?l=${lang}` : ''}`,
    headers: { cookie },
    payload: { id: 1, ...stay(from, 1), guests: [GUEST] },
  });

describe('unpaid bookings one account may hold (system option max_pending_bookings, default 2)', () => {
  it('refuses the third unpaid booking of an account with 409, in the language asked', async () => {
    const guest = await registerGuest(site, 'holds-two@example.com');
    await bookToBank(site, guest, { id: 1, ...stay(61, 1) });
    await bookToBank(site, guest, { id: 1, ...stay(62, 1) });
    const answers = await Promise.all([
      bookIn(guest, 'en', 63),
      bookIn(guest, 'ru', 63),
      bookIn(guest, '', 63),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([409, 409, 409]);
    expect(answers.map((a) => a.json())).toEqual([
      {
        error: 'Too many unpaid bookings (at most 2 per account): pay or cancel one of them first',
      },
      {
        error:
          'Слишком много неоплаченных бронирований (не больше 2 на один аккаунт): сначала оплатите или отмените одно из них',
      },
      {
        error:
          'Tölenmedik bronlaryňyz köp (bir hasaba iň köp 2): ilki olaryň birini töläň ýa-da ýatyryň',
      },
    ]);
    const [held] = await site.db.sql<{ n: number }[]>`
      select count(*)::int as n from bookings b join users u on u.id = b.user_id where u.email = 'holds-two@example.com' and b.state = 'pending'`;
    expect(held?.n).toBe(2);
  });

  it('lets the account book again once it paid one of them', async () => {
    const guest = await registerGuest(site, 'pays-one@example.com');
    const first = await bookToBank(site, guest, { id: 1, ...stay(64, 1) });
    await bookToBank(site, guest, { id: 1, ...stay(65, 1) });
    expect((await book(site, guest, { id: 1, ...stay(66, 1) })).status).toBe(409);
    await payAtBank(first, APPROVED_CARD);
    expect((await book(site, guest, { id: 1, ...stay(66, 1) })).status).toBe(200);
  });

  it('lets the account book again once it cancelled one of them', async () => {
    const guest = await registerGuest(site, 'cancels-one@example.com');
    const first = await bookToBank(site, guest, { id: 1, ...stay(67, 1) });
    await bookToBank(site, guest, { id: 1, ...stay(68, 1) });
    expect((await book(site, guest, { id: 1, ...stay(69, 1) })).status).toBe(409);
    const reversed = await app.inject({
      method: 'GET',
      url: `/api/bookings/${await bookingIdOf(site, first)}/reverse`,
      headers: { cookie: guest },
    });
    expect(reversed.statusCode).toBe(200);
    expect((await book(site, guest, { id: 1, ...stay(69, 1) })).status).toBe(200);
  });

  it('counts only the unpaid bookings of the same account', async () => {
    const first = await registerGuest(site, 'first-holder@example.com');
    const second = await registerGuest(site, 'second-holder@example.com');
    await bookToBank(site, first, { id: 1, ...stay(70, 1) });
    await bookToBank(site, first, { id: 1, ...stay(71, 1) });
    expect((await book(site, second, { id: 1, ...stay(72, 1) })).status).toBe(200);
  });

  it('places an account’s simultaneous bookings one at a time: none is placed only to be cancelled', async () => {
    const guest = await registerGuest(site, 'ten-at-once@example.com');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => bookIn(guest, 'en', 40 + i)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatch(/^Too many unpaid bookings/);
    }
    // A booking placed and cancelled again would have sent its guest a mail each time.
    const states = await site.db.sql<{ state: string; n: number }[]>`
      select b.state, count(*)::int as n from bookings b join users u on u.id = b.user_id
      where u.email = 'ten-at-once@example.com' group by b.state`;
    expect(states).toEqual([{ state: 'pending', n: 2 }]);
  });

  it('refuses ten simultaneous bookings of an account at its limit, placing nothing (so mailing nobody)', async () => {
    const guest = await registerGuest(site, 'ten-more@example.com');
    await bookToBank(site, guest, { id: 1, ...stay(60, 1) });
    await bookToBank(site, guest, { id: 1, ...stay(61, 1) });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => bookIn(guest, 'en', 62 + i)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array<number>(10).fill(409));
    // A mail follows an event: no booking placed and cancelled, no mail.
    const states = await site.db.sql<{ state: string; n: number }[]>`
      select b.state, count(*)::int as n from bookings b join users u on u.id = b.user_id
      where u.email = 'ten-more@example.com' group by b.state`;
    expect(states).toEqual([{ state: 'pending', n: 2 }]);
  });

  it('follows the limit staff set', async () => {
    await setLimit(1);
    try {
      const guest = await registerGuest(site, 'holds-one@example.com');
      await bookToBank(site, guest, { id: 1, ...stay(73, 1) });
      const refused = await book(site, guest, { id: 1, ...stay(74, 1) });
      expect(refused).toEqual({
        status: 409,
        body: {
          error:
            'Too many unpaid bookings (at most 1 per account): pay or cancel one of them first',
        },
      });
      await setLimit(3);
      expect((await book(site, guest, { id: 1, ...stay(74, 1) })).status).toBe(200);
      expect((await book(site, guest, { id: 1, ...stay(75, 1) })).status).toBe(200);
      expect((await book(site, guest, { id: 1, ...stay(76, 1) })).status).toBe(409);
    } finally {
      await setLimit(2);
    }
  });
});
