import { describe, expect, it } from 'vitest';
import { stay } from '../../../test/clock';
import { BankError } from '../bank/gateway';
import { withBank } from '../../test/bank-swap';
import { bankOrdersOf, bookingsOf, bookWithKey } from '../../test/crash';
import { DECLINED_CARD, GUEST, payAtBank } from '../../test/guest';
import { idempotentBookingSite, secondsAfter, T0 } from './idempotent-booking-setup';

const { site, expectOnePendingOrder } = await idempotentBookingSite();

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
    const unanswered = await withBank(
      site.deps,
      { register: () => Promise.reject(new BankError('timeout', 'register.do', 'no answer')) },
      () => bookWithKey(site, guest.cookie, 'attempt-bank-silent', body),
    );
    expect(unanswered).toEqual({
      status: 502,
      body: {
        error:
          'The bank did not answer. The room stays reserved for you for a minute: press the button again to go to the bank page.',
      },
    });
    const retry = await bookWithKey(site, guest.cookie, 'attempt-bank-silent', body);
    expect(retry.status).toBe(200);
    await expectOnePendingOrder(guest.email, retry.body.url);
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
