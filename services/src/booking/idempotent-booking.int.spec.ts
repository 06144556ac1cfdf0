import { describe, expect, it } from 'vitest';
import { at, stay } from '../../../test/clock';
import { BankError } from '../bank/gateway';
import {
  bankOrdersOf,
  bookingsOf,
  bookWithKey,
  crashBetweenSteps,
  databaseLostAfter,
} from '../../test/crash';
import { bookToBank, DECLINED_CARD, GUEST, payAtBank, singleFreeRoom } from '../../test/guest';
import { createTestApp } from '../../test/test-app';

const site = await createTestApp();
const T0 = at(0, '10:00');
const secondsAfter = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString();
/** Past the lease of a request that died: its key may be taken up by a retry. */
const AFTER_LEASE = secondsAfter(31);

/**
 * The account's bookings once the read models show one: a request that died at the bank never
 * waited for them (a booking is counted there after its bank step).
 */
async function placedBookingsOf(email: string) {
  for (;;) {
    const bookings = await bookingsOf(site, email);
    if (bookings.length > 0) return bookings;
    await site.deps.store.waitForAppends(50);
  }
}

const mdOrder = (url: string | undefined) =>
  new URL(url ?? 'http://invalid/').searchParams.get('mdOrder');

describe('POST /api/payment with an Idempotency-Key: one booking per attempt', () => {
  it('answers a retry with the same key with the same booking and bank page', async () => {
    const guest = await site.session(1);
    const body = { id: 1, ...stay(21, 2) };
    const first = await bookWithKey(site, guest.cookie, 'attempt-retried', body);
    const again = await bookWithKey(site, guest.cookie, 'attempt-retried', body);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    const bookings = await bookingsOf(site, guest.email);
    expect(bookings).toHaveLength(1);
    expect(await bankOrdersOf(site, bookings[0]?.book_number ?? 0)).toHaveLength(1);
  });

  it('places one booking for concurrent requests with one key; the others are told it is under way', async () => {
    const guest = await site.session(1);
    const body = { id: 1, ...stay(24, 1) };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => bookWithKey(site, guest.cookie, 'attempt-raced', body)),
    );
    const placed = answers.filter((a) => a.status === 200);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed.map((a) => a.body.url)).size).toBe(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused).toEqual({
        status: 409,
        body: {
          error: 'This booking is still being made. Please wait a moment and try again.',
          retryWithSameKey: true,
        },
      });
    }
    expect(await bookingsOf(site, guest.email)).toHaveLength(1);
  });

  it('refuses the same key with other details with 409, in the language asked', async () => {
    const guest = await site.session(1);
    expect(
      (await bookWithKey(site, guest.cookie, 'attempt-changed', { id: 1, ...stay(26, 1) })).status,
    ).toBe(200);
    const changed = await bookWithKey(
      site,
      guest.cookie,
      'attempt-changed',
      { id: 1, ...stay(27, 1) },
      'ru',
    );
    expect(changed).toEqual({
      status: 409,
      body: {
        error:
          'Эта попытка бронирования уже отправлена с другими данными. Прежде чем бронировать снова, проверьте свои бронирования в личном кабинете.',
      },
    });
    expect(await bookingsOf(site, guest.email)).toHaveLength(1);
  });

  it("keeps a key to its account: another account's same key makes that account's own booking", async () => {
    const first = await site.session(1);
    const second = await site.session(1);
    const body = { id: 1, ...stay(29, 1) };
    const mine = await bookWithKey(site, first.cookie, 'attempt-shared-key', body);
    const theirs = await bookWithKey(site, second.cookie, 'attempt-shared-key', body);
    expect([mine.status, theirs.status]).toEqual([200, 200]);
    expect(theirs.body.url).not.toBe(mine.body.url);
    expect(await bookingsOf(site, first.email)).toHaveLength(1);
    expect(await bookingsOf(site, second.email)).toHaveLength(1);
  });

  it('forgets a key after 24 hours: it then starts a new attempt', async () => {
    const guest = await site.session(1);
    const body = { id: 1, ...stay(33, 1) };
    const first = await bookWithKey(site, guest.cookie, 'attempt-of-yesterday', body);
    site.setNow(secondsAfter(24 * 3600 + 60));
    try {
      const later = await bookWithKey(site, guest.cookie, 'attempt-of-yesterday', {
        ...body,
        ...stay(34, 1),
      });
      expect([first.status, later.status]).toEqual([200, 200]);
      expect(later.body.url).not.toBe(first.body.url);
    } finally {
      site.setNow(T0);
    }
  });

  it('refuses a malformed key with a localized 400 and books nothing', async () => {
    const guest = await site.session(1);
    const res = await bookWithKey(site, guest.cookie, 'x'.repeat(256), { id: 1, ...stay(35, 1) });
    expect(res).toEqual({
      status: 400,
      body: {
        error:
          'Check the field "booking attempt key": 1 to 255 visible ASCII characters (letters, digits, signs) are expected',
      },
    });
    expect(await bookingsOf(site, guest.email)).toHaveLength(0);
  });

  it('answers a retry whose booking ended without payment with 409 naming it, and books nothing more', async () => {
    const guest = await site.session(1);
    const body = { id: 1, ...stay(37, 1) };
    const first = await bookWithKey(site, guest.cookie, 'attempt-declined', body);
    await payAtBank(first.body.url ?? '', DECLINED_CARD);
    const [booking] = await bookingsOf(site, guest.email);
    const retry = await bookWithKey(site, guest.cookie, 'attempt-declined', body);
    expect(retry).toEqual({
      status: 409,
      body: {
        error: `Booking No. ${booking?.book_number ?? 0} was not paid and its room was released. Close this form and book again.`,
      },
    });
    expect(await bookingsOf(site, guest.email)).toHaveLength(1);
  });

  it('keeps the booking of a keyed attempt the bank did not answer, and the retry takes it to the bank', async () => {
    const guest = await site.session(1);
    const body = { id: 1, ...stay(39, 1) };
    const bank = site.deps.bank;
    site.deps.bank = {
      ...bank,
      register: () => Promise.reject(new BankError('timeout', 'register.do', 'no answer')),
    };
    const unanswered = await bookWithKey(site, guest.cookie, 'attempt-bank-silent', body);
    site.deps.bank = bank;
    expect(unanswered).toEqual({
      status: 502,
      body: {
        error:
          'The bank did not answer. The room stays reserved for you for a minute: press the button again to go to the bank page.',
      },
    });
    const retry = await bookWithKey(site, guest.cookie, 'attempt-bank-silent', body);
    expect(retry.status).toBe(200);
    const bookings = await bookingsOf(site, guest.email);
    expect(bookings.map((b) => b.state)).toEqual(['pending']);
    expect(
      (await bankOrdersOf(site, bookings[0]?.book_number ?? 0)).map((o) => o.order_id),
    ).toEqual([mdOrder(retry.body.url)]);
  });

  it('takes the tRPC booking mutation key as its idempotencyKey input', async () => {
    const guest = await site.session(1);
    const input = { id: 1, ...stay(41, 1), guests: [GUEST], idempotencyKey: 'attempt-over-trpc' };
    const pay = () =>
      site.app.inject({
        method: 'POST',
        url: '/trpc/booking.pay',
        headers: { cookie: guest.cookie, 'x-lang': 'en' },
        payload: input,
      });
    const [first, again] = [await pay(), await pay()];
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().result.data.url).toBe(first.json().result.data.url);
    expect(await bookingsOf(site, guest.email)).toHaveLength(1);
  });
});

describe('a retry after the server died inside the booking request', () => {
  it('finishes the booking that never reached the bank: one booking, one bank order, its page', async () => {
    const { checkin, checkout } = stay(140, 2);
    const { typeId, roomId } = await singleFreeRoom(site, checkin, checkout);
    const guest = await site.session(1);
    const crash = crashBetweenSteps(site, 'before-bank');
    const dying = bookWithKey(site, guest.cookie, 'attempt-died-before-bank', {
      id: typeId,
      checkin,
      checkout,
    });
    await crash.crashed;
    crash.release();
    site.setNow(AFTER_LEASE);
    try {
      const retry = await bookWithKey(site, guest.cookie, 'attempt-died-before-bank', {
        id: typeId,
        checkin,
        checkout,
      });
      expect(retry.status).toBe(200);
      const bookings = await bookingsOf(site, guest.email);
      expect(bookings.map((b) => [b.state, b.room_id])).toEqual([['pending', roomId]]);
      expect(
        (await bankOrdersOf(site, bookings[0]?.book_number ?? 0)).map((o) => o.order_id),
      ).toEqual([mdOrder(retry.body.url)]);
      expect(bookings[0]?.order_id).toBe(mdOrder(retry.body.url));
      await dying;
    } finally {
      site.setNow(T0);
    }
  });

  it('adopts the order the bank registered just before the death: the page of that order, never a second one', async () => {
    await bookToBank(site, (await site.session(1)).cookie, { id: 1, ...stay(43, 1) }); // the site has shown a bank page before
    const { checkin, checkout } = stay(150, 2);
    const { typeId } = await singleFreeRoom(site, checkin, checkout);
    const guest = await site.session(1);
    const crash = crashBetweenSteps(site, 'after-bank');
    const dying = bookWithKey(site, guest.cookie, 'attempt-died-after-bank', {
      id: typeId,
      checkin,
      checkout,
    });
    await crash.crashed;
    crash.release();
    site.setNow(AFTER_LEASE);
    try {
      const [booking] = await placedBookingsOf(guest.email);
      const registered = await bankOrdersOf(site, booking?.book_number ?? 0);
      expect(registered).toHaveLength(1);
      const retry = await bookWithKey(site, guest.cookie, 'attempt-died-after-bank', {
        id: typeId,
        checkin,
        checkout,
      });
      expect(retry.status).toBe(200);
      expect(mdOrder(retry.body.url)).toBe(registered[0]?.order_id);
      expect(await bankOrdersOf(site, booking?.book_number ?? 0)).toEqual(registered);
      expect(await bookingsOf(site, guest.email)).toHaveLength(1);
      await dying;
    } finally {
      site.setNow(T0);
    }
  });

  it('tells a retry while the first request may still be at work that it is under way', async () => {
    const guest = await site.session(1);
    const crash = crashBetweenSteps(site, 'before-bank');
    const body = { id: 1, ...stay(45, 1) };
    const dying = bookWithKey(site, guest.cookie, 'attempt-still-working', body);
    await crash.crashed;
    const early = await bookWithKey(site, guest.cookie, 'attempt-still-working', body);
    crash.release();
    expect(early.status).toBe(409);
    expect(await placedBookingsOf(guest.email)).toHaveLength(1);
    await dying;
  });
});

describe('a booking whose database went away after it was placed', () => {
  const notConfirmed = {
    status: 503,
    body: {
      error:
        'The booking system is briefly unavailable and your booking is not confirmed yet: it may already have been made. Try again in a minute with the same details: you will get this booking, never a second one.',
      retryWithSameKey: true,
    },
  };

  it('is told "not confirmed, retry with the same key" when its append committed but the answer was lost; the retry answers that booking', async () => {
    const guest = await site.session(1);
    const body = { id: 1, ...stay(47, 1) };
    const lost = databaseLostAfter(site, 'BookingPlaced');
    const first = await bookWithKey(site, guest.cookie, 'attempt-commit-lost', body).finally(() =>
      lost.restore(),
    );
    expect(first).toEqual(notConfirmed);
    const retry = await bookWithKey(site, guest.cookie, 'attempt-commit-lost', body);
    expect(retry.status).toBe(200);
    const bookings = await bookingsOf(site, guest.email);
    expect(bookings.map((b) => b.state)).toEqual(['pending']);
    expect(
      (await bankOrdersOf(site, bookings[0]?.book_number ?? 0)).map((o) => o.order_id),
    ).toEqual([mdOrder(retry.body.url)]);
  });

  it('is told "not confirmed" when a step after the bank failed, and the retry answers the same bank page', async () => {
    const guest = await site.session(1);
    const body = { id: 1, ...stay(49, 1) };
    const lost = databaseLostAfter(site, 'PaymentRegistered');
    const first = await bookWithKey(
      site,
      guest.cookie,
      'attempt-bank-step-lost',
      body,
      'en',
    ).finally(() => lost.restore());
    expect(first).toEqual(notConfirmed);
    const retry = await bookWithKey(site, guest.cookie, 'attempt-bank-step-lost', body);
    expect(retry.status).toBe(200);
    // The first request never waited for the read models after its bank step.
    await expect
      .poll(async () => (await bookingsOf(site, guest.email)).map((b) => b.order_id))
      .toEqual([mdOrder(retry.body.url)]);
    const [booking] = await bookingsOf(site, guest.email);
    expect(await bankOrdersOf(site, booking?.book_number ?? 0)).toHaveLength(1);
  });

  it('without a key, is told the booking may have been made and to check the account, in the language asked', async () => {
    const guest = await site.session(1);
    const lost = databaseLostAfter(site, 'BookingPlaced');
    const res = await site.app
      .inject({
        method: 'POST',
        url: '/api/payment?l=ru',
        headers: { cookie: guest.cookie },
        payload: { id: 1, ...stay(51, 1), guests: [GUEST] },
      })
      .finally(() => lost.restore());
    expect({ status: res.statusCode, body: res.json() as unknown }).toEqual({
      status: 503,
      body: {
        error:
          'Система бронирования ненадолго недоступна, и ваше бронирование не подтверждено: возможно, оно уже сделано. Прежде чем бронировать снова, проверьте свои бронирования в личном кабинете.',
      },
    });
    expect(await placedBookingsOf(guest.email)).toHaveLength(1);
  });
});
