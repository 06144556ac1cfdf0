import { at } from '../../../test/clock';
import { expect } from 'vitest';
import {
  bankOrdersOf,
  type BookingBody,
  bookingsOf,
  bookWithKey,
  crashBetweenSteps,
} from '../../test/crash';
import { createTestApp } from '../../test/test-app';

export const T0 = at(0, '10:00');
export const secondsAfter = (seconds: number) =>
  new Date(Date.parse(T0) + seconds * 1000).toISOString();
/** Past the lease of a request that died: its key may be taken up by a retry. */
export const AFTER_LEASE = secondsAfter(31);

export const mdOrder = (url: string | undefined) =>
  new URL(url ?? 'http://invalid/').searchParams.get('mdOrder');

/**
 * A site of its own for an idempotent booking spec. Each spec calls it once at its top, so each
 * gets its own database.
 */
export async function idempotentBookingSite() {
  const site = await createTestApp();

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

  /**
   * A booking request with `key` that dies at `where`; the clock then moves past its lease, so a
   * retry may take the key up. `dying` settles once the dead request has failed.
   */
  async function diedWhileBooking(
    where: 'before-bank' | 'after-bank',
    cookie: string,
    key: string,
    body: BookingBody,
  ) {
    const crash = crashBetweenSteps(site, where);
    const dying = bookWithKey(site, cookie, key, body);
    await crash.crashed;
    crash.release();
    site.setNow(AFTER_LEASE);
    return { dying };
  }

  /** The account holds one booking, pending, and the bank one order for it: the page at `url`. */
  async function expectOnePendingOrder(email: string, url: string | undefined) {
    const bookings = await bookingsOf(site, email);
    expect(bookings.map((b) => b.state)).toEqual(['pending']);
    expect(
      (await bankOrdersOf(site, bookings[0]?.book_number ?? 0)).map((o) => o.order_id),
    ).toEqual([mdOrder(url)]);
  }

  return { site, placedBookingsOf, diedWhileBooking, expectOnePendingOrder };
}
