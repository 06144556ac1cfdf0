import { at } from '../../../test/clock';
import { bookingsOf } from '../../test/crash';
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

  return { site, placedBookingsOf };
}
