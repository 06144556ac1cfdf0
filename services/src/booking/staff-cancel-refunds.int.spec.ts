import { describe, expect, it } from 'vitest';
import { formatAmount, tengeToTmt } from '@hotel/contracts';
import { at, stay } from '../../../test/clock';
import { bankOrder, book, registerGuest } from '../../test/guest';
import { cancelOverRest, restRequester } from '../../test/rest-requests';
import { historyOf } from '../../test/booking-history';
import { MANAGER, staffCancelSite } from './staff-cancel-setup';

/**
 * Staff cancel any booking (paid or not, online or taken by phone) with a reason and give back
 * all, part or nothing of what was paid — through the bank's `refund.do` for what the bank took,
 * once however often asked, or as cash or a bank transfer otherwise. The nights are on sale again
 * and the guest is told in their language.
 */
const {
  site,
  app,
  db,
  poller,
  arrived,
  refundCalls,
  callsFor,
  staffCookie,
  moveTo,
  cancel,
  onlineBooking,
  phoneBooking,
  bookingRow,
  ledgerOf,
  folioOf,
  activeOnCalendar,
  expectRefundedOnce,
} = await staffCancelSite();
const send = restRequester(site);

describe('staff cancel a booking', () => {
  it('cancels an unpaid online booking: its nights are free again, nothing is refunded, the guest is told', async () => {
    const booking = await onlineBooking('unpaid@example.com', 600, 2, false);
    const res = await cancel(booking.id, 'none');
    expect({ status: res.statusCode, body: res.json() }).toMatchObject({
      status: 200,
      body: {
        message: 'The booking is cancelled and its nights are free again; no money is returned',
      },
    });
    expect(await bookingRow(booking.id)).toEqual({ state: 'cancelled', refunded_tenge: '0' });
    expect(await activeOnCalendar(booking.id)).toBe(false);
    expect(callsFor(booking.orderId)).toEqual([]);
    // The one room of its type takes another guest for the same nights.
    const again = await book(site, await registerGuest(site, 'next-guest@example.com'), {
      id: booking.typeId,
      ...stay(600, 2),
    });
    expect(again.status).toBe(200);
    // Nothing was paid: the whole stay is taken off what the booking owes.
    expect(await ledgerOf(booking.id)).toEqual([
      { kind: 'cancellation', amount: 0, orderId: null, method: null, by: MANAGER },
      { kind: 'adjustment', amount: -booking.total, orderId: null, method: null, by: MANAGER },
    ]);
    const history = await historyOf(db.sql, booking.id);
    expect(history.at(-1)).toMatchObject({
      event_type: 'BookingCancelledByStaff',
      after: { booking_canceled: 1, cancel_reason: 'The guest called: plans changed' },
    });
    const mail = await arrived('unpaid@example.com', /cancelled by the hotel/);
    expect(mail.text).toContain(String(booking.bookNumber));
  });

  it('refunds a paid online booking in full through the bank once, however often the request is sent', async () => {
    const booking = await onlineBooking('paid-full@example.com', 620, 3, true);
    const [first, second] = await Promise.all([
      cancel(booking.id, 'full'),
      cancel(booking.id, 'full'),
    ]);
    const third = await cancel(booking.id, 'full');
    const statuses = [first.statusCode, second.statusCode, third.statusCode].sort();
    expect(statuses).toEqual([200, 409, 409]);
    const done = [first, second].find((r) => r.statusCode === 200);
    const amount = formatAmount(tengeToTmt(booking.total), 'en');
    expect(done?.json().message).toBe(
      `The booking is cancelled and its nights are free again; the bank returned ${amount} TMT to the guest's card`,
    );
    expect(third.json().error).toBe(
      'The booking no longer holds its room: it was cancelled, refunded, marked as a no-show or never paid',
    );
    await expectRefundedOnce(booking, booking.total);
    expect(await bookingRow(booking.id)).toEqual({
      state: 'refunded',
      refunded_tenge: String(booking.total),
    });
    expect(await ledgerOf(booking.id)).toEqual([
      {
        kind: 'payment',
        amount: booking.total,
        orderId: booking.orderId,
        method: null,
        by: 'system',
      },
      { kind: 'cancellation', amount: 0, orderId: null, method: null, by: MANAGER },
      { kind: 'adjustment', amount: -booking.total, orderId: null, method: null, by: MANAGER },
      {
        kind: 'refund',
        amount: booking.total,
        orderId: booking.orderId,
        method: null,
        by: MANAGER,
      },
    ]);
    // Later passes of the poller neither refund again nor take the refund for the bank's own.
    await poller.pollOnce();
    site.setNow(at(0, '11:00'));
    await poller.pollOnce();
    expect(callsFor(booking.orderId)).toHaveLength(1);
    expect(await bookingRow(booking.id)).toEqual({
      state: 'refunded',
      refunded_tenge: String(booking.total),
    });
    const mail = await arrived('paid-full@example.com', /cancelled by the hotel/);
    expect(mail.text).toContain(`${amount} TMT`);
  });

  it('refunds a part of a paid online booking through the bank', async () => {
    const booking = await onlineBooking('paid-part@example.com', 640, 3, true);
    const res = await cancel(booking.id, { amount: 123.45 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      "The booking is cancelled and its nights are free again; the bank returned 123.45 TMT to the guest's card",
    );
    expect(callsFor(booking.orderId)).toEqual([{ orderId: booking.orderId, amount: 12_345 }]);
    expect(await bankOrder(site, booking.form)).toMatchObject({
      orderStatus: 2,
      refundedAmountMinor: 12_345,
    });
    expect(await bookingRow(booking.id)).toEqual({ state: 'refunded', refunded_tenge: '12345' });
    expect((await ledgerOf(booking.id)).at(-1)).toEqual({
      kind: 'refund',
      amount: 12_345,
      orderId: booking.orderId,
      method: null,
      by: MANAGER,
    });
  });

  it('refuses to refund more than was paid, in the language asked, and changes nothing', async () => {
    const booking = await onlineBooking('too-much@example.com', 660, 2, true);
    const over = booking.total / 100 + 0.01;
    const max = (lang: 'en' | 'ru' | 'tm') => formatAmount(tengeToTmt(booking.total), lang);
    const answers = await Promise.all(
      ['en', 'ru', 'tm'].map(async (lang) => {
        const res = await cancel(booking.id, { amount: over }, lang);
        return { status: res.statusCode, error: res.json().error as string };
      }),
    );
    expect(answers).toEqual([
      {
        status: 400,
        error: `At most ${max('en')} TMT can be returned: what was paid less what was returned already`,
      },
      {
        status: 400,
        error: `Вернуть можно не больше ${max('ru')} TMT: оплаченное за вычетом уже возвращённого`,
      },
      {
        status: 400,
        error: `Iň köp ${max('tm')} TMT yzyna gaýtarylyp bilner: tölenen pul, öň gaýtarylany aýrylyp`,
      },
    ]);
    expect(callsFor(booking.orderId)).toEqual([]);
    expect(await bookingRow(booking.id)).toEqual({ state: 'online', refunded_tenge: '0' });
  });

  it('cancels a phone booking paid in cash, with the money given back in cash and no bank', async () => {
    await moveTo(at(0, '10:00'));
    const { id, total, bookNumber } = await phoneBooking('phone-guest@example.com', 680, 2, 'ru');
    const callsBefore = refundCalls.length;
    const res = await cancel(id, 'full');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      `The booking is cancelled and its nights are free again; give the guest back ${formatAmount(tengeToTmt(total), 'en')} TMT in cash`,
    );
    expect(refundCalls).toHaveLength(callsBefore);
    expect(await bookingRow(id)).toEqual({ state: 'refunded', refunded_tenge: String(total) });
    expect((await ledgerOf(id)).at(-1)).toEqual({
      kind: 'refund',
      amount: total,
      orderId: null,
      method: 'cash',
      by: MANAGER,
    });
    expect(await activeOnCalendar(id)).toBe(false);
    const mail = await arrived('phone-guest@example.com', /отменена отелем/);
    expect(mail.text).toContain(String(bookNumber));
  });

  it('gives back what was paid online and at the desk: the bank its own part once, the rest as staff chose', async () => {
    const booking = await onlineBooking('paid-split@example.com', 690, 2, true);
    const extra = await send('POST', `/api/bookings/${booking.id}/charges?l=en`, staffCookie(), {
      description: 'Restaurant',
      amount: 150,
    });
    expect(extra.statusCode, extra.body).toBe(200);
    const cash = await send('POST', `/api/bookings/${booking.id}/payments?l=en`, staffCookie(), {
      method: 'cash',
      amount: 150,
    });
    expect(cash.statusCode, cash.body).toBe(200);
    const all = booking.total + 15_000;

    // More than was paid in all is refused, naming the whole of it.
    const over = await cancel(booking.id, { amount: all / 100 + 0.01 });
    expect({ status: over.statusCode, error: over.json().error }).toEqual({
      status: 400,
      error: `At most ${formatAmount(tengeToTmt(all), 'en')} TMT can be returned: what was paid less what was returned already`,
    });
    // Beyond what the bank took, staff say how the rest goes back.
    const unsaid = await cancel(booking.id, 'full');
    expect({ status: unsaid.statusCode, error: unsaid.json().error }).toEqual({
      status: 400,
      error: 'Say how the 150 TMT the bank does not return go back: in cash or by bank transfer',
    });

    const res = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel?l=en`,
      headers: { cookie: staffCookie() },
      payload: { reason: 'The guest called: plans changed', refund: 'full', refund_method: 'cash' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      `The booking is cancelled and its nights are free again; the bank returned ${formatAmount(tengeToTmt(booking.total), 'en')} TMT to the guest's card, and 150 TMT more are recorded as given back at the desk`,
    );
    // The bank gave back only what it took, once.
    await expectRefundedOnce(booking, booking.total);
    expect(await bookingRow(booking.id)).toEqual({
      state: 'refunded',
      refunded_tenge: String(all),
    });
    const refunds = (await ledgerOf(booking.id)).filter((line) => line.kind === 'refund');
    // The desk's part is recorded with the cancel; the bank's once the bank has answered.
    expect(refunds).toEqual([
      { kind: 'refund', amount: 15_000, orderId: null, method: 'cash', by: MANAGER },
      {
        kind: 'refund',
        amount: booking.total,
        orderId: booking.orderId,
        method: null,
        by: MANAGER,
      },
    ]);
    const folio = await folioOf(booking.id);
    // Everything went back: the stay is taken off; the extra stays charged, and owed again.
    expect(folio).toMatchObject({ total: 150, paid: all / 100, refunded: all / 100, balance: 150 });
  });

  it("cancels through the spec's reverse when staff call it: no money moves", async () => {
    const booking = await onlineBooking('reversed-by-staff@example.com', 700, 2, true);
    const res = await cancelOverRest(site, staffCookie(), booking.id, 'reverse');
    expect({ status: res.statusCode, message: res.json().message }).toEqual({
      status: 200,
      message: 'The booking was cancelled',
    });
    expect(await bookingRow(booking.id)).toEqual({ state: 'cancelled', refunded_tenge: '0' });
    expect(callsFor(booking.orderId)).toEqual([]);
  });
});
