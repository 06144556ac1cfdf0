import { at } from '../../../test/clock';
import { createTestApp } from '../../test/test-app';

/** The hotel clock the payment outcome specs start from, and a moment `minutes` after it. */
export const T0 = at(0, '10:00');
export const minutesAfter = (minutes: number) =>
  new Date(Date.parse(T0) + minutes * 60_000).toISOString();

/**
 * A site of its own for a payment outcome spec, with the state of a booking by its bank form.
 * Each spec calls it once at its top, so each gets its own database.
 */
export async function paymentOutcomesSite() {
  const site = await createTestApp();
  const { app, db, poller } = site;
  const bookingState = async (formUrl: string) => {
    const orderId = new URL(formUrl).searchParams.get('mdOrder');
    const [row] = await db.sql<
      { state: string }[]
    >`select state from bookings where order_id = ${orderId}`;
    return row?.state;
  };
  return { site, app, db, poller, bookingState };
}
