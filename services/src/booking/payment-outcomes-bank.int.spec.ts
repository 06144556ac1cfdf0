import { describe, expect, it } from 'vitest';
import { stay } from '../../../test/clock';
import {
  APPROVED_CARD,
  bankOrder,
  book,
  bookToBank,
  DECLINED_CARD,
  payAtBank,
  registerGuest,
  singleFreeRoom,
} from '../../test/guest';
import { onlyRoomBooking } from '../../test/booking-setup';
import { restRequester } from '../../test/rest-requests';
import { minutesAfter, paymentOutcomesSite, T0 } from './payment-outcomes-setup';

/*
 * What the bank reports without the guest's asking: a declined card, an expired session, a late
 * payment, and refunds or reversals made at the bank itself.
 */
const { site, db, poller, bookingState } = await paymentOutcomesSite();
const send = restRequester(site);

describe('payments that do not go through', () => {
  it('frees the room when the bank declines the card', async () => {
    const {
      typeId,
      guest,
      placed: first,
    } = await onlyRoomBooking(site, 'declined@example.com', 131, 4);
    expect((await book(site, guest, { id: typeId, ...stay(132, 1) })).status).toBe(409);

    const { message } = await payAtBank(first, DECLINED_CARD);
    expect(message).toMatch(/The bank declined the payment\. Booking No\. \d+ was cancelled\./);
    expect(await bookingState(first)).toBe('failed');
    expect((await book(site, guest, { id: typeId, ...stay(132, 1) })).status).toBe(200);
  });

  it('frees the room when nobody pays before the deadline', async () => {
    site.setNow(T0);
    const { checkin, checkout } = stay(161, 2);
    const { typeId } = await singleFreeRoom(site, checkin, checkout);
    const guest = await registerGuest(site, 'late-sleeper@example.com');
    const placed = await book(site, guest, { id: typeId, checkin, checkout });
    expect(placed.status).toBe(200);

    site.setBankNow(minutesAfter(5)); // the bank still shows the order unpaid, not yet expired
    site.setNow(minutesAfter(16)); // past the 15-minute timeout, within the 2-minute grace
    await poller.pollOnce();
    expect(await bookingState(placed.body.url ?? '')).toBe('pending');
    site.setNow(minutesAfter(18));
    await poller.pollOnce();
    expect(await bookingState(placed.body.url ?? '')).toBe('expired');
    expect((await book(site, guest, { id: typeId, checkin, checkout })).status).toBe(200);
    site.setBankNow(null);
    site.setNow(T0);
  });

  it('frees the room at once when the bank reports the session expired', async () => {
    site.setNow(T0);
    const { placed } = await onlyRoomBooking(site, 'gone@example.com', 170, 2);
    site.setNow(minutesAfter(16));
    await poller.pollOnce();
    expect(await bookingState(placed)).toBe('expired');
    site.setNow(T0);
  });

  it('keeps a payment that arrives after expiry when the room is still free', async () => {
    site.setNow(T0);
    const { placed } = await onlyRoomBooking(site, 'slow-payer@example.com', 192, 2);
    site.setBankNow(minutesAfter(1)); // the bank's page is still open for the guest
    site.setNow(minutesAfter(18));
    await poller.pollOnce();
    expect(await bookingState(placed)).toBe('expired');

    const { message } = await payAtBank(placed, APPROVED_CARD);
    expect(message).toMatch(/Payment succeeded/);
    expect(await bookingState(placed)).toBe('online');
    site.setBankNow(null);
    site.setNow(T0);
  });

  it('refunds in full a payment that arrives after the room went to someone else', async () => {
    site.setNow(T0);
    const { checkin, checkout } = stay(222, 2);
    const { typeId } = await singleFreeRoom(site, checkin, checkout);
    const first = await registerGuest(site, 'too-late@example.com');
    const second = await registerGuest(site, 'on-time@example.com');
    const placed = await bookToBank(site, first, { id: typeId, checkin, checkout });
    site.setBankNow(minutesAfter(1));
    site.setNow(minutesAfter(18));
    await poller.pollOnce();
    expect((await book(site, second, { id: typeId, checkin, checkout })).status).toBe(200);

    const { message } = await payAtBank(placed, APPROVED_CARD);
    expect(message).toBe('The payment came after the booking ended and will be returned in full.');
    await poller.pollOnce();
    expect(await bookingState(placed)).toBe('late_refunded');
    const order = await bankOrder(site, placed);
    expect(order.refundedAmountMinor).toBe(order.depositedAmountMinor);
    await poller.pollOnce(); // a later pass must not refund again
    expect((await bankOrder(site, placed)).refundedAmountMinor).toBe(order.depositedAmountMinor);

    const orderId = new URL(placed).searchParams.get('mdOrder');
    const ledger = await db.sql<{ kind: string; amount_tenge: string }[]>`
      select kind, amount_tenge::text from ledger where order_id = ${orderId} order by global_position, line`;
    expect(ledger.map((l) => l.kind)).toEqual(['payment', 'refund']);
    expect(ledger[0]?.amount_tenge).toBe(ledger[1]?.amount_tenge);
    site.setBankNow(null);
    site.setNow(T0);
  });
});

describe('refunds and reversals made at the bank', () => {
  /** A paid booking of a fresh guest; its order id, booking id and amount in teňňe. */
  async function paidBooking(email: string, from: number) {
    const guest = await registerGuest(site, email);
    const placed = await bookToBank(site, guest, { id: 2, ...stay(from, 1) });
    await payAtBank(placed, APPROVED_CARD);
    const orderId = new URL(placed).searchParams.get('mdOrder') ?? '';
    const [row] = await db.sql<{ id: string; amount_tenge: string }[]>`
      select id::text, amount_tenge::text from bookings where order_id = ${orderId}`;
    return { guest, placed, orderId, id: Number(row?.id), amount: Number(row?.amount_tenge) };
  }
  const refunded = async (orderId: string) =>
    (
      await db.sql<{ state: string; refunded_tenge: string }[]>`
      select state, refunded_tenge::text from bookings where order_id = ${orderId}`
    )[0];
  const ledgerOf = async (orderId: string) =>
    (
      await db.sql<{ kind: string; amount_tenge: string }[]>`
      select kind, amount_tenge::text from ledger where order_id = ${orderId} order by global_position, line`
    ).map((l) => [l.kind, Number(l.amount_tenge)]);

  it("records a refund the bank's back office made, so the guest and staff see the booking refunded", async () => {
    const paid = await paidBooking('refunded-at-bank@example.com', 41);
    await site.deps.bank.refund(paid.orderId, paid.amount); // the bank reports it refunded (4)
    await poller.pollOnce();
    expect(await refunded(paid.orderId)).toEqual({
      state: 'refunded',
      refunded_tenge: String(paid.amount),
    });

    const mine = (await send('GET', '/api/profile/bookings', paid.guest)).json().data;
    expect(mine).toEqual([
      expect.objectContaining({ id: paid.id, booking_canceled: 1, booking_refund_amount: 1 }),
    ]);
    const staff = await site.session(2);
    const canceled = (await send('GET', '/api/bookings/canceled', staff.cookie)).json().data;
    expect(canceled).toContainEqual(
      expect.objectContaining({ id: paid.id, booking_canceled: 1, booking_refund_amount: 1 }),
    );

    await poller.pollOnce(); // a later pass records nothing more
    expect(await ledgerOf(paid.orderId)).toEqual([
      ['payment', paid.amount],
      ['refund', paid.amount],
    ]);
  });

  it('records a reversal the bank made as a refund of the whole payment', async () => {
    const paid = await paidBooking('reversed-at-bank@example.com', 43);
    await site.deps.bank.reverse(paid.orderId); // the bank reports it reversed (3)
    await poller.pollOnce();
    expect(await refunded(paid.orderId)).toEqual({
      state: 'refunded',
      refunded_tenge: String(paid.amount),
    });
    expect(await ledgerOf(paid.orderId)).toEqual([
      ['payment', paid.amount],
      ['refund', paid.amount],
    ]);
  });

  it('leaves a booking paid while the bank has refunded only part of it', async () => {
    const paid = await paidBooking('partly-refunded@example.com', 45);
    await site.deps.bank.refund(paid.orderId, 1);
    await poller.pollOnce();
    expect(await refunded(paid.orderId)).toEqual({ state: 'online', refunded_tenge: '0' });
  });
});
