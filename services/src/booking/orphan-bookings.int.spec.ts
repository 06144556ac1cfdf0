import { describe, expect, it } from 'vitest';
import { at, stay } from '../../../test/clock';
import { BankError } from '../bank/gateway';
import { withBank } from '../../test/bank-swap';
import { bankOrdersOf, bookingsOf, bookWithKey, crashBetweenSteps } from '../../test/crash';
import { book, bookToBank, singleFreeRoom } from '../../test/guest';
import { createTestApp } from '../../test/test-app';

const site = await createTestApp();
const T0 = at(0, '10:00');
const secondsAfter = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString();

/** A booking whose request died at `where`, on a type with one free room; the clock stays at T0. */
async function orphan(where: 'before-bank' | 'after-bank', from: number, key: string) {
  site.setNow(T0);
  const { checkin, checkout } = stay(from, 2);
  const { typeId } = await singleFreeRoom(site, checkin, checkout);
  const guest = await site.session(1);
  const body = { id: typeId, checkin, checkout };
  const crash = crashBetweenSteps(site, where);
  const dying = bookWithKey(site, guest.cookie, key, body);
  await crash.crashed;
  crash.release();
  await dying;
  const [booking] = await bookingsOf(site, guest.email);
  if (!booking) throw new Error('the request died before placing its booking');
  return { guest, body, booking, key };
}

describe('the poller and bookings a crash left without a bank order', () => {
  it('adopts, after a minute, the order the bank registered just before the crash; the retry gets its page', async () => {
    await bookToBank(site, (await site.session(1)).cookie, { id: 1, ...stay(22, 1) }); // the site has shown a bank page before
    const { guest, body, booking, key } = await orphan('after-bank', 200, 'orphan-adopted');
    const [order] = await bankOrdersOf(site, booking.book_number);

    site.setNow(secondsAfter(30));
    await site.poller.pollOnce();
    expect((await bookingsOf(site, guest.email)).map((b) => [b.state, b.order_id])).toEqual([
      ['pending', null],
    ]);

    site.setNow(secondsAfter(61));
    const report = await site.poller.pollOnce();
    expect(report).toMatchObject({ adoptedOrders: 1, errors: 0 });
    expect((await bookingsOf(site, guest.email)).map((b) => [b.state, b.order_id])).toEqual([
      ['pending', order?.order_id],
    ]);
    const retry = await bookWithKey(site, guest.cookie, key, body);
    expect(retry.status).toBe(200);
    expect(new URL(retry.body.url ?? 'http://invalid/').searchParams.get('mdOrder')).toBe(
      order?.order_id,
    );
    expect(await bankOrdersOf(site, booking.book_number)).toHaveLength(1);
    site.setNow(T0);
  });

  it('frees the room, after a minute, of a booking the bank never heard of; the retry is told it ended', async () => {
    const { guest, body, booking, key } = await orphan('before-bank', 210, 'orphan-undone');
    expect((await book(site, (await site.session(1)).cookie, body)).status).toBe(409); // held by the orphan

    site.setNow(secondsAfter(61));
    const report = await site.poller.pollOnce();
    expect(report).toMatchObject({ undoneBookings: 1, errors: 0 });
    expect((await bookingsOf(site, guest.email)).map((b) => b.state)).toEqual(['failed']);
    expect(await bankOrdersOf(site, booking.book_number)).toHaveLength(0);
    expect((await book(site, (await site.session(1)).cookie, body)).status).toBe(200); // the room is free again
    const retry = await bookWithKey(site, guest.cookie, key, body);
    expect(retry).toEqual({
      status: 409,
      body: {
        error: `Booking No. ${booking.book_number} was not paid and its room was released. Close this form and book again.`,
      },
    });
    site.setNow(T0);
  });

  it('asks again on a later pass while the bank cannot be reached', async () => {
    const { guest } = await orphan('before-bank', 220, 'orphan-bank-down');
    site.setNow(secondsAfter(61));
    const down = new BankError('unreachable', 'getOrderStatusExtended.do', 'down');
    await withBank(site.deps, { orderStatus: () => Promise.reject(down) }, () =>
      site.poller.pollOnce(),
    );
    expect((await bookingsOf(site, guest.email)).map((b) => b.state)).toEqual(['pending']);
    await site.poller.pollOnce();
    expect((await bookingsOf(site, guest.email)).map((b) => b.state)).toEqual(['failed']);
    site.setNow(T0);
  });
});
