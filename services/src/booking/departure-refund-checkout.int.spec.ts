import { describe, expect, it } from 'vitest';
import { tengeToTmt, translate, type BalancesView } from '@hotel/contracts';
import { at, day, dotted } from '../../../test/clock';
import { bankOrder } from '../../test/guest';
import { deskBookingInput } from '../../test/booking-setup';
import { closedRoomId } from '../../test/test-app';
import { trpcCall } from '../../test/trpc-requests';
import { departureRefundSite } from './departure-refund-setup';

/**
 * An early departure's money back: through the sandbox bank over real HTTP (a partial
 * `refund.do` on the order the guest paid) when the booking was paid online, handed back at the
 * desk when it was paid there.
 */
const {
  site,
  app,
  arrived,
  refundCalls,
  sandbox,
  staffCookie,
  moveTo,
  mutation,
  checkOut,
  paidOnlineAndArrived,
  bookingRow,
  ledgerOf,
  historyOf,
  callsFor,
  pollLater,
} = await departureRefundSite();

describe('an early departure of a booking paid online', () => {
  it('sends the amount to the bank once: a partial refund of the order, on the books, in the history, mailed', async () => {
    const paid = await paidOnlineAndArrived('leaves-early@example.com', 400, 4);
    await moveTo(at(402, '11:00'));
    const res = await checkOut(paid.id, day(402), 12_345);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.message).toBe(
      `The guests left early on ${dotted(day(402))}: the freed nights are on online sale again; the bank returned 123.45 TMT to the guest's card`,
    );
    expect(callsFor(paid.orderId)).toEqual([{ orderId: paid.orderId, amount: 12_345 }]);
    // The bank's order: refunded in part, still deposited.
    const order = await bankOrder(site, paid.form);
    expect(order).toMatchObject({
      orderStatus: 2,
      depositedAmountMinor: paid.total,
      refundedAmountMinor: 12_345,
    });
    expect(await bookingRow(paid.id)).toEqual({
      state: 'online',
      refunded_tenge: '12345',
      departure_refund_state: 'sent',
    });
    expect(await ledgerOf(paid.id)).toEqual([
      { kind: 'payment', amount: paid.total, orderId: paid.orderId, method: null },
      { kind: 'adjustment', amount: -12_345, orderId: null, method: null },
      { kind: 'refund', amount: 12_345, orderId: paid.orderId, method: null },
    ]);
    const history = await historyOf(paid.id);
    expect(history.map((h) => h.event_type).slice(-3)).toEqual([
      'GuestCheckedOut',
      'DepartureRefundRequested',
      'DepartureRefundSent',
    ]);
    expect(history.at(-1)?.after).toMatchObject({
      payment_status: 'online',
      refunded_tenge: 12_345,
      departure_refund_tenge: 12_345,
    });
    const mail = await arrived('leaves-early@example.com', /^Refund for booking/);
    expect(mail.text).toContain('123.45 TMT');
    expect(mail.text).toContain('left before');
  });

  it('the staff ledger and its replay of the events show the refund line', async () => {
    const paid = await paidOnlineAndArrived('ledger-replay@example.com', 420, 3);
    await moveTo(at(421, '10:00'));
    expect((await checkOut(paid.id, day(421), 5_000)).statusCode).toBe(200);
    const report = async (asOf?: string) => {
      const input = { from: day(421), to: day(421), ...(asOf ? { as_of: asOf } : {}) };
      const res = await app.inject({
        method: 'GET',
        url: `/trpc/staffLedger.report?input=${encodeURIComponent(JSON.stringify(input))}`,
        headers: { cookie: staffCookie(), 'x-lang': 'en' },
      });
      return (
        res.json().result.data.entries as { booking_id: number; kind: string; amount: number }[]
      ).filter((e) => e.booking_id === paid.id);
    };
    const lines = await report();
    expect(lines).toEqual([
      expect.objectContaining({ kind: 'adjustment', amount: -50 }),
      expect.objectContaining({ kind: 'refund', amount: 50 }),
    ]);
    expect(await report(day(421))).toEqual(lines);
  });

  it('leaves the folio settled: what went back comes off the stay, and no balance is left', async () => {
    const paid = await paidOnlineAndArrived('settled-early@example.com', 460, 3);
    await moveTo(at(461, '10:00'));
    expect((await checkOut(paid.id, day(461), 10_000)).statusCode).toBe(200);
    const read = async (url: string) =>
      (await app.inject({ method: 'GET', url, headers: { cookie: staffCookie() } })).json().data;
    const folio = await read(`/api/bookings/${paid.id}/folio?l=en`);
    expect(folio).toMatchObject({
      total: tengeToTmt(paid.total - 10_000),
      paid: tengeToTmt(paid.total),
      refunded: 100,
      balance: 0,
    });
    expect(folio.lines.at(-2)).toMatchObject({ kind: 'early_departure', amount: -100 });
    const owing = (await read('/api/ledger/balances?l=en')) as BalancesView;
    expect(owing.bookings.map((b) => b.booking_id)).not.toContain(paid.id);
    // The books: what the stay no longer charges, under the person who checked the guests out.
    expect((await ledgerOf(paid.id)).map((l) => [l.kind, l.amount])).toEqual([
      ['payment', paid.total],
      ['adjustment', -10_000],
      ['refund', 10_000],
    ]);
  });

  it('a later pass of the poller neither refunds again nor takes the refund for one the bank made, and records only what the bank added', async () => {
    const paid = await paidOnlineAndArrived('watched@example.com', 440, 3);
    await moveTo(at(441, '10:00'));
    expect((await checkOut(paid.id, day(441), paid.roomPart)).statusCode).toBe(200);
    await pollLater(at(441, '11:00'));
    await pollLater(at(441, '12:00'));
    expect(callsFor(paid.orderId)).toHaveLength(1);
    expect((await bankOrder(site, paid.form)).refundedAmountMinor).toBe(paid.roomPart);
    expect(await bookingRow(paid.id)).toEqual({
      state: 'online',
      refunded_tenge: String(paid.roomPart),
      departure_refund_state: 'sent',
    });
    // The bank's back office then returns the rest (the booking fee): the order is refunded in
    // full (4), and only what the bank added is recorded as its refund.
    await sandbox.refund(paid.orderId, paid.total - paid.roomPart);
    await pollLater(at(441, '13:00'));
    expect(await bookingRow(paid.id)).toMatchObject({
      state: 'refunded',
      refunded_tenge: String(paid.total),
    });
    expect(
      (await ledgerOf(paid.id)).filter((l) => l.kind === 'refund').map((l) => l.amount),
    ).toEqual([paid.roomPart, paid.total - paid.roomPart]);
  });
});

describe('an early departure of a booking paid at reception', () => {
  it('hands the money back at the desk: no bank call, a refund line in cash, in the history', async () => {
    await moveTo(at(0, '10:00'));
    const room = await closedRoomId(site.deps);
    const created = await mutation(
      'create',
      deskBookingInput({
        room,
        from: 540,
        nights: 3,
        email: 'walk-in@example.com',
        channel: 'walk_in',
      }),
    );
    expect(created.statusCode).toBe(200);
    const id = (created.json().result.data.data as { bookingId: number }).bookingId;
    await moveTo(at(540, '15:00'));
    expect((await mutation('checkIn', { id })).statusCode).toBe(200);
    const callsBefore = refundCalls.length;
    await moveTo(at(541, '10:00'));
    const res = await checkOut(id, day(541), 4_000);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.message).toBe(
      `The guests left early on ${dotted(day(541))}: the freed nights are on online sale again; give the guest back 40 TMT at reception, the way they paid`,
    );
    expect(refundCalls).toHaveLength(callsBefore);
    expect(await bookingRow(id)).toEqual({
      state: 'online',
      refunded_tenge: '4000',
      departure_refund_state: 'at_reception',
    });
    expect((await ledgerOf(id)).at(-1)).toEqual({
      kind: 'refund',
      amount: 4_000,
      orderId: null,
      method: 'cash',
    });
    expect((await historyOf(id)).at(-1)).toMatchObject({
      event_type: 'DepartureRefundGivenAtReception',
      after: { refunded_tenge: 4_000 },
    });
  });

  it('refuses more than the room part, and money back on a departure on the booked day', async () => {
    const paid = await paidOnlineAndArrived('too-much@example.com', 560, 2);
    // The staff view names that most beforehand, for the check-out dialog to say it.
    const view = await trpcCall(site, 'GET', 'staffBookings.get', {
      cookie: staffCookie(),
      input: { id: paid.id },
    });
    expect(view.body.result?.data).toMatchObject({ room_part: tengeToTmt(paid.roomPart) });
    await moveTo(at(561, '10:00'));
    const tooMuch = await checkOut(paid.id, day(561), paid.roomPart + 1);
    expect({ status: tooMuch.statusCode, message: tooMuch.json().error?.message }).toEqual({
      status: 400,
      message: translate('en', 'booking.refundTooLarge', { max: paid.roomPart }),
    });
    await moveTo(at(562, '10:00'));
    const onTime = await checkOut(paid.id, day(562), 1_000);
    expect({ status: onTime.statusCode, message: onTime.json().error?.message }).toEqual({
      status: 400,
      message: 'Money is given back only when the guests leave before the booked checkout',
    });
    expect(callsFor(paid.orderId)).toEqual([]);
  });
});
