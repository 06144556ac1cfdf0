import { describe, expect, it } from 'vitest';
import { day, stay } from '../../../test/clock';
import {
  APPROVED_CARD,
  bankOrder,
  bookToBank,
  landedMessage,
  payAtBank,
  registerGuest,
} from '../../test/guest';
import { bookingIdOf } from '../../test/booking-setup';
import { cancelOverRest } from '../../test/rest-requests';
import { minutesAfter, paymentOutcomesSite, T0 } from './payment-outcomes-setup';

/* Refunds and cancellations the guest asks for: once, from this site only, on their own booking. */
const { site, app, db, poller, bookingState } = await paymentOutcomesSite();

describe('refunds and cancellations', () => {
  it('refunds once when the guest asks twice at the same moment', async () => {
    const guest = await registerGuest(site, 'double-click@example.com');
    const placed = await bookToBank(site, guest, { id: 2, ...stay(19, 2) });
    await payAtBank(placed, APPROVED_CARD);
    const [row] = await db.sql<{ id: string; room_part_tenge: string }[]>`
      select id::text, room_part_tenge::text from bookings where order_id = ${new URL(placed).searchParams.get('mdOrder')}`;
    const refund = () => cancelOverRest(site, guest, row?.id, 'refund');
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

    const reversed = await cancelOverRest(site, guest, pending?.id, 'reverse');
    expect(reversed.json()).toEqual({ message: 'The booking was cancelled' }); // rest-contract.md: { message }
    expect(await bookingState(unpaid)).toBe('cancelled');
    const refused = await cancelOverRest(site, guest, online?.id, 'reverse');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'This booking is paid: ask for a refund instead' });
  });

  it('refuses a refund or cancellation asked for by another site', async () => {
    const guest = await registerGuest(site, 'csrf@example.com');
    const placed = await bookToBank(site, guest, { id: 2, ...stay(33, 1) });
    await payAtBank(placed, APPROVED_CARD);
    const id = await bookingIdOf(site, placed);
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
    ]) {
      for (const action of ['refund', 'reverse']) {
        const res = await app.inject({
          method: 'GET',
          url: `/api/bookings/${id}/${action}?l=en`,
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
    expect(landedMessage(again.headers.get('location'))).toBe(first.message);
    expect(await bookingState(placed)).toBe('online');
  });

  it('sends a guest back with a clear message when the bank returns an unknown order', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/payment/return?orderId=nope&lang=ru',
    });
    expect(res.statusCode).toBe(303);
    expect(decodeURIComponent(res.headers.location ?? '')).toBe(
      '/?lang=ru#?message=Заказ не найден',
    );
  });

  it("refuses to touch another guest's booking", async () => {
    const owner = await registerGuest(site, 'owner@example.com');
    const stranger = await registerGuest(site, 'stranger@example.com');
    const id = await bookingIdOf(site, await bookToBank(site, owner, { id: 2, ...stay(23, 1) }));
    for (const action of ['reverse', 'refund'] as const) {
      // Answered exactly as a booking that does not exist: nothing tells a stranger it is there.
      const res = await cancelOverRest(site, stranger, id, action);
      const missing = await cancelOverRest(site, stranger, 2147483000, action);
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
