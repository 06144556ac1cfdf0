import { describe, expect, it } from 'vitest';
import { at, day, stay } from '../../../test/clock';
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
import { createTestApp } from '../../test/test-app';

const site = await createTestApp();
const { app, db, poller } = site;
const T0 = at(0, '10:00');
const minutesAfter = (minutes: number) => new Date(Date.parse(T0) + minutes * 60_000).toISOString();

const bookingState = async (formUrl: string) => {
  const orderId = new URL(formUrl).searchParams.get('mdOrder');
  const [row] = await db.sql<
    { state: string }[]
  >`select state from bookings where order_id = ${orderId}`;
  return row?.state;
};

describe('payments that do not go through', () => {
  it('frees the room when the bank declines the card', async () => {
    const { checkin, checkout } = stay(131, 4);
    const { typeId } = await singleFreeRoom(site, checkin, checkout);
    const guest = await registerGuest(site, 'declined@example.com');
    const first = await bookToBank(site, guest, { id: typeId, checkin, checkout });
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
    const { checkin, checkout } = stay(170, 2);
    const { typeId } = await singleFreeRoom(site, checkin, checkout);
    const guest = await registerGuest(site, 'gone@example.com');
    const placed = await bookToBank(site, guest, { id: typeId, checkin, checkout });
    site.setNow(minutesAfter(16));
    await poller.pollOnce();
    expect(await bookingState(placed)).toBe('expired');
    site.setNow(T0);
  });

  it('keeps a payment that arrives after expiry when the room is still free', async () => {
    site.setNow(T0);
    const { checkin, checkout } = stay(192, 2);
    const { typeId } = await singleFreeRoom(site, checkin, checkout);
    const guest = await registerGuest(site, 'slow-payer@example.com');
    const placed = await bookToBank(site, guest, { id: typeId, checkin, checkout });
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

describe('refunds and cancellations', () => {
  it('refunds once when the guest asks twice at the same moment', async () => {
    const guest = await registerGuest(site, 'double-click@example.com');
    const placed = await bookToBank(site, guest, { id: 2, ...stay(19, 2) });
    await payAtBank(placed, APPROVED_CARD);
    const [row] = await db.sql<{ id: string; room_part_tenge: string }[]>`
      select id::text, room_part_tenge::text from bookings where order_id = ${new URL(placed).searchParams.get('mdOrder')}`;
    const refund = () =>
      app.inject({
        method: 'GET',
        url: `/api/bookings/${row?.id}/refund?l=en`,
        headers: { cookie: guest },
      });
    const answers = await Promise.all([refund(), refund(), refund()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const order = await bankOrder(site, placed);
    expect(order.refundedAmountMinor).toBe(Number(row?.room_part_tenge));
  });

  it('cancels an unpaid booking without money moving, and refuses "reverse" on a refundable one', async () => {
    const guest = await registerGuest(site, 'changed-mind@example.com');
    const unpaid = await bookToBank(site, guest, { id: 1, ...stay(29, 1) });
    const paid = await bookToBank(site, guest, { id: 1, ...stay(31, 1) });
    await payAtBank(paid, APPROVED_CARD);
    const mine = (
      await app.inject({ method: 'GET', url: '/api/profile/bookings', headers: { cookie: guest } })
    ).json().data as {
      id: number;
      payment_status: string;
      booking_refund_amount: number;
    }[];
    const pending = mine.find((b) => b.payment_status === 'pending');
    const online = mine.find((b) => b.payment_status === 'online');
    expect(online?.booking_refund_amount).toBe(1);

    const reversed = await app.inject({
      method: 'GET',
      url: `/api/bookings/${pending?.id}/reverse?l=en`,
      headers: { cookie: guest },
    });
    expect(reversed.json()).toEqual({ message: 'The booking was cancelled' }); // rest-contract.md: { message }
    expect(await bookingState(unpaid)).toBe('cancelled');
    const refused = await app.inject({
      method: 'GET',
      url: `/api/bookings/${online?.id}/reverse?l=en`,
      headers: { cookie: guest },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'This booking is paid: ask for a refund instead' });
  });

  it('refuses a refund or cancellation asked for by another site', async () => {
    const guest = await registerGuest(site, 'csrf@example.com');
    const placed = await bookToBank(site, guest, { id: 2, ...stay(33, 1) });
    await payAtBank(placed, APPROVED_CARD);
    const orderId = new URL(placed).searchParams.get('mdOrder');
    const [row] = await db.sql<
      { id: string }[]
    >`select id::text from bookings where order_id = ${orderId}`;
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
    ]) {
      for (const action of ['refund', 'reverse']) {
        const res = await app.inject({
          method: 'GET',
          url: `/api/bookings/${row?.id}/${action}?l=en`,
          headers: { cookie: guest, ...headers },
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: 'A request from another site was refused' });
      }
    }
    expect(await bookingState(placed)).toBe('online');
  });

  it('says the booking is paid when the guest opens the return address a second time', async () => {
    const guest = await registerGuest(site, 'twice-back@example.com');
    const placed = await bookToBank(site, guest, { id: 2, ...stay(25, 1) });
    const first = await payAtBank(placed, APPROVED_CARD);
    const again = await fetch(first.returnUrl, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(
      decodeURIComponent((again.headers.get('location') ?? '').slice('/#?message='.length)),
    ).toBe(first.message);
    expect(await bookingState(placed)).toBe('online');
  });

  it('sends a guest back with a clear message when the bank returns an unknown order', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/payment/return?orderId=nope&lang=ru',
    });
    expect(res.statusCode).toBe(303);
    expect(decodeURIComponent(res.headers.location ?? '')).toBe('/#?message=Заказ не найден');
  });

  it("refuses to touch another guest's booking", async () => {
    const owner = await registerGuest(site, 'owner@example.com');
    const stranger = await registerGuest(site, 'stranger@example.com');
    const placed = await bookToBank(site, owner, { id: 2, ...stay(23, 1) });
    const orderId = new URL(placed).searchParams.get('mdOrder');
    const [row] = await db.sql<
      { id: string }[]
    >`select id::text from bookings where order_id = ${orderId}`;
    for (const action of ['reverse', 'refund']) {
      // Answered exactly as a booking that does not exist: nothing tells a stranger it is there.
      const res = await app.inject({
        method: 'GET',
        url: `/api/bookings/${row?.id}/${action}?l=en`,
        headers: { cookie: stranger },
      });
      const missing = await app.inject({
        method: 'GET',
        url: `/api/bookings/2147483000/${action}?l=en`,
        headers: { cookie: stranger },
      });
      expect([res.statusCode, res.json()]).toEqual([404, missing.json()]);
      expect(missing.statusCode).toBe(404);
    }
    const theirs = (
      await app.inject({
        method: 'GET',
        url: '/api/profile/bookings',
        headers: { cookie: stranger },
      })
    ).json().data;
    expect(theirs).toEqual([]);
  });

  it('finishes a refund a crash left half-done without refunding twice', async () => {
    const guest = await registerGuest(site, 'crash@example.com');
    const placed = await bookToBank(site, guest, { id: 2, ...stay(25, 2) });
    await payAtBank(placed, APPROVED_CARD);
    const orderId = new URL(placed).searchParams.get('mdOrder') ?? '';
    const [row] = await db.sql<{ id: string; room_id: number; room_part_tenge: string }[]>`
      select id::text, room_id, room_part_tenge::text from bookings where order_id = ${orderId}`;
    const { handleRoomCommand } = await import('../rooms/room-commands');
    const metadata = {
      actor: 'system' as const,
      at: T0,
      correlationId: 'crash-test',
      causationId: null,
    };
    // The process asked for the refund, the bank made it, and then the process died.
    const requested = await handleRoomCommand(
      site.deps.store,
      {
        type: 'RequestRefund',
        data: {
          roomId: row?.room_id ?? 0,
          bookingId: Number(row?.id),
          hotelNow: `${day(0)}T10:00`,
        },
      },
      metadata,
    );
    await site.deps.bank.refund(orderId, Number(row?.room_part_tenge));
    site.setNow(minutesAfter(3));
    // The poller finds the refund under way in the read models: wait until they hold it (a catch-up
    // alone may not see the event yet while an older transaction is still open).
    expect(await site.runner.waitFor(requested.position, 10_000)).toBe(true);
    await poller.pollOnce();
    expect((await bankOrder(site, placed)).refundedAmountMinor).toBe(Number(row?.room_part_tenge));
    expect(await bookingState(placed)).toBe('refunded');
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

    const mine = (
      await app.inject({
        method: 'GET',
        url: '/api/profile/bookings',
        headers: { cookie: paid.guest },
      })
    ).json().data;
    expect(mine).toEqual([
      expect.objectContaining({ id: paid.id, booking_canceled: 1, booking_refund_amount: 1 }),
    ]);
    const staff = await site.session(2);
    const canceled = (
      await app.inject({
        method: 'GET',
        url: '/api/bookings/canceled',
        headers: { cookie: staff.cookie },
      })
    ).json().data;
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
