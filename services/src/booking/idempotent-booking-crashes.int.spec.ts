import { describe, expect, it } from 'vitest';
import { stay } from '../../../test/clock';
import {
  bankOrdersOf,
  bookingsOf,
  bookWithKey,
  crashBetweenSteps,
  databaseLostAfter,
} from '../../test/crash';
import { bookToBank, GUEST, singleFreeRoom } from '../../test/guest';
import { idempotentBookingSite, mdOrder, T0 } from './idempotent-booking-setup';

const { site, placedBookingsOf, diedWhileBooking, expectOnePendingOrder } =
  await idempotentBookingSite();

/**
 * A new guest's booking with `key` of the only room a type has open for two nights from day
 * `first`, whose request died at `where`: the guest, what they booked, the room and the request.
 */
async function diedInOnlyRoom(where: 'before-bank' | 'after-bank', key: string, first: number) {
  const { checkin, checkout } = stay(first, 2);
  const { typeId, roomId } = await singleFreeRoom(site, checkin, checkout);
  const guest = await site.session(1);
  const body = { id: typeId, checkin, checkout };
  const { dying } = await diedWhileBooking(where, guest.cookie, key, body);
  return { guest, body, roomId, dying };
}

describe('a retry after the server died inside the booking request', () => {
  it('finishes the booking that never reached the bank: one booking, one bank order, its page', async () => {
    const { guest, body, roomId, dying } = await diedInOnlyRoom(
      'before-bank',
      'attempt-died-before-bank',
      140,
    );
    try {
      const retry = await bookWithKey(site, guest.cookie, 'attempt-died-before-bank', body);
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
    const { guest, body, dying } = await diedInOnlyRoom(
      'after-bank',
      'attempt-died-after-bank',
      150,
    );
    try {
      const [booking] = await placedBookingsOf(guest.email);
      const registered = await bankOrdersOf(site, booking?.book_number ?? 0);
      expect(registered).toHaveLength(1);
      const retry = await bookWithKey(site, guest.cookie, 'attempt-died-after-bank', body);
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
    await expectOnePendingOrder(guest.email, retry.body.url);
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
