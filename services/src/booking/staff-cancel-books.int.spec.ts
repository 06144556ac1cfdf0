import { describe, expect, it } from 'vitest';
import { at } from '../../../test/clock';
import { dieInsideRefund } from '../../test/crash';
import { MANAGER, staffCancelSite } from './staff-cancel-setup';

/**
 * After staff cancel: the folios and the ledger agree, a crash between the cancel and the bank
 * refunds once, and a no-show is marked only after the arrival day and only by staff.
 */
const {
  site,
  app,
  poller,
  staffCookie,
  moveTo,
  cancel,
  noShow,
  onlineBooking,
  phoneBooking,
  bookingRow,
  ledgerOf,
  folioOf,
  activeOnCalendar,
  expectRefundedOnce,
} = await staffCancelSite();

describe('the folios and the ledger after staff cancels', () => {
  const tenge = (tmt: number) => Math.round(tmt * 100);

  it('agree: each balance is charges less payments plus refunds, and the ledger holds the same sums', async () => {
    const part = await onlineBooking('books-part@example.com', 760, 3, true);
    const kept = await onlineBooking('books-kept@example.com', 770, 2, true);
    const unpaid = await onlineBooking('books-unpaid@example.com', 780, 2, false);
    expect((await cancel(part.id, { amount: 100 })).statusCode).toBe(200);
    expect((await cancel(kept.id, 'none')).statusCode).toBe(200);
    expect((await cancel(unpaid.id, 'none')).statusCode).toBe(200);

    let balances = 0;
    let books = { charges: 0, paid: 0, refunded: 0 };
    for (const booking of [part, kept, unpaid]) {
      const folio = await folioOf(booking.id);
      const lines = await ledgerOf(booking.id);
      const sum = (kind: string) =>
        lines.filter((line) => line.kind === kind).reduce((total, line) => total + line.amount, 0);
      expect(tenge(folio.balance)).toBe(
        tenge(folio.total) - tenge(folio.paid) + tenge(folio.refunded),
      );
      // What a booking charges now is what it was placed for, moved by the ledger's adjustments.
      expect(
        [tenge(folio.total), tenge(folio.paid), tenge(folio.refunded)],
        `booking ${booking.id}`,
      ).toEqual([booking.total + sum('adjustment'), sum('payment'), sum('refund')]);
      balances += tenge(folio.balance);
      books = {
        charges: books.charges + booking.total + sum('adjustment'),
        paid: books.paid + sum('payment'),
        refunded: books.refunded + sum('refund'),
      };
    }
    expect(balances).toBe(books.charges - books.paid + books.refunded);
    // The hotel keeps what it did not give back: nothing more is owed on either side.
    expect(balances).toBe(0);
    expect((await ledgerOf(part.id)).map((line) => [line.kind, line.amount])).toEqual([
      ['payment', part.total],
      ['cancellation', 0],
      ['adjustment', -10_000],
      ['refund', 10_000],
    ]);
    expect((await ledgerOf(kept.id)).map((line) => [line.kind, line.amount])).toEqual([
      ['payment', kept.total],
      ['cancellation', 0],
    ]);
    expect((await ledgerOf(unpaid.id)).map((line) => [line.kind, line.amount])).toEqual([
      ['cancellation', 0],
      ['adjustment', -unpaid.total],
    ]);
  });
});

describe('a crash between the cancel and the bank', () => {
  it('refunds once when the process dies after the bank refunded: the poller records it without refunding again', async () => {
    const booking = await onlineBooking('crash@example.com', 720, 2, true);
    await dieInsideRefund(site, 'after-bank', () => cancel(booking.id, 'full'));
    // Too soon after the call: the poller leaves it to the bank a while.
    await poller.pollOnce();
    expect(await bookingRow(booking.id)).toEqual({ state: 'cancelled', refunded_tenge: '0' });
    site.setNow(at(0, '10:30'));
    await poller.pollOnce();
    expect(await bookingRow(booking.id)).toEqual({
      state: 'refunded',
      refunded_tenge: String(booking.total),
    });
    await expectRefundedOnce(booking, booking.total);
    // The line names the person who ordered the refund, not the poller.
    expect((await ledgerOf(booking.id)).at(-1)).toEqual({
      kind: 'refund',
      amount: booking.total,
      orderId: booking.orderId,
      method: null,
      by: MANAGER,
    });
  });
});

describe('staff mark a no-show', () => {
  it('only after the arrival day; the nights are free again and the money is kept', async () => {
    await moveTo(at(0, '10:00'));
    const booking = await phoneBooking('no-show@example.com', 3, 2);
    await moveTo(at(3, '23:00'));
    const early = await noShow(booking.id, 'ru');
    expect({ status: early.statusCode, error: early.json().error }).toEqual({
      status: 400,
      error: 'Неявку можно отметить только после дня заезда',
    });
    await moveTo(at(4, '09:00'));
    const res = await noShow(booking.id);
    expect({ status: res.statusCode, message: res.json().message }).toEqual({
      status: 200,
      message: 'The booking is marked as a no-show and its nights are free again',
    });
    expect(await bookingRow(booking.id)).toEqual({ state: 'no_show', refunded_tenge: '0' });
    expect(await activeOnCalendar(booking.id)).toBe(false);
    expect((await ledgerOf(booking.id)).map((l) => l.kind)).toEqual(['payment']);
    const canceled = await app.inject({
      method: 'GET',
      url: '/api/bookings/canceled',
      headers: { cookie: staffCookie() },
    });
    expect(
      (canceled.json().data as { id: number; booking_canceled: number; no_show: number }[]).find(
        (b) => b.id === booking.id,
      ),
    ).toMatchObject({ booking_canceled: 1, no_show: 1 });
  });

  it('is refused to anyone but staff, as is a cancel', async () => {
    const booking = await onlineBooking('not-staff@example.com', 740, 2, false);
    const guest = await site.session(1);
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: { cookie: guest.cookie },
      payload: { reason: 'x', refund: 'none' },
    });
    const marked = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/no-show`,
      headers: { cookie: guest.cookie },
    });
    expect([cancelled.statusCode, marked.statusCode]).toEqual([403, 403]);
  });
});
