import { roomStreamId } from '@hotel/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { stay } from '../../../test/clock';
import {
  APPROVED_CARD,
  bookToBank,
  DECLINED_CARD,
  landedMessage,
  payAtBank,
  registerGuest,
  singleFreeRoom,
} from '../../test/guest';
import { onlyRoomBooking } from '../../test/booking-setup';
import { createTestApp } from '../../test/test-app';

// The read models are held back on purpose here: a command's wait for them gives up quickly.
const site = await createTestApp({ readYourWritesMs: 200 });
const { app, db, deps, runner } = site;

const roomEventTypes = async (roomId: number) =>
  (await deps.store.readStream(roomStreamId(roomId))).events.map((e) => e.type);

/** The payment status of each booking the guest's account shows. */
async function accountShows(cookie: string): Promise<string[]> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/profile/bookings',
    headers: { cookie },
  });
  return (res.json().data as { payment_status: string }[]).map((b) => b.payment_status);
}

/**
 * A new guest's booking of the one room a type has open for two nights from day `first`, sent to
 * the bank with the projector stopped: the room, the guest's cookie and the bank's page.
 */
async function placedWhileProjectorDown(email: string, first: number) {
  const { checkin, checkout } = stay(first, 2);
  const { roomId, typeId } = await singleFreeRoom(site, checkin, checkout);
  const guest = await registerGuest(site, email);
  await runner.stop();
  const placed = await bookToBank(site, guest, { id: typeId, checkin, checkout });
  return { roomId, guest, placed };
}

/** The message the main page shows a guest the bank sends back to `returnUrl`. */
async function landingMessage(returnUrl: URL) {
  const res = await fetch(returnUrl, { redirect: 'manual' });
  return landedMessage(res.headers.get('location'));
}

afterEach(() => runner.start());

describe('the bank sends the guest back while the read models lag', () => {
  it('tells a guest who paid that the booking is paid, and the account shows it once the projector runs', async () => {
    const { roomId, guest, placed } = await placedWhileProjectorDown(
      'paid-while-projector-down@example.com',
      140,
    );

    const { message } = await payAtBank(placed, APPROVED_CARD);
    expect(message).toMatch(/^Payment succeeded\. Booking No\. \d+ is confirmed\.$/);
    expect(await roomEventTypes(roomId)).toContain('PaymentConfirmed');

    runner.start();
    await expect.poll(() => accountShows(guest), { timeout: 20_000 }).toEqual(['online']);
  });

  it('tells a guest whose card was declined that the room was freed', async () => {
    const { roomId, placed } = await placedWhileProjectorDown(
      'declined-while-projector-down@example.com',
      150,
    );

    const { message } = await payAtBank(placed, DECLINED_CARD);
    expect(message).toMatch(/^The bank declined the payment\. Booking No\. \d+ was cancelled\.$/);
    expect(await roomEventTypes(roomId)).toContain('PaymentFailed');
  });

  it('follows a stay moved to another room before it was paid', async () => {
    const { roomId, placed } = await onlyRoomBooking(
      site,
      'moved-before-paying@example.com',
      170,
      2,
    );
    const [booking] = await db.sql<
      { id: string }[]
    >`select id::text from bookings where form_url = ${placed}`;
    const [target] = await db.sql<
      { id: number }[]
    >`select id from rooms where id <> ${roomId} order by id limit 1`;
    const desk = await site.session(2, 'desk-moving@example.com');
    const moved = await app.inject({
      method: 'POST',
      url: '/trpc/staffBookings.move',
      headers: { cookie: desk.cookie, 'x-lang': 'en' },
      payload: { id: Number(booking?.id), roomId: target?.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await runner.stop();

    const { message } = await payAtBank(placed, APPROVED_CARD);
    expect(message).toMatch(/^Payment succeeded\. Booking No\. \d+ is confirmed\.$/);
    expect(await roomEventTypes(target?.id ?? 0)).toContain('PaymentConfirmed');
  });

  it('settles an order whose return address does not name its booking from the read models', async () => {
    const { placed } = await onlyRoomBooking(site, 'older-return-address@example.com', 180, 2);
    const paid = await payAtBank(placed, APPROVED_CARD);

    const older = new URL(paid.returnUrl);
    older.searchParams.delete('room');
    older.searchParams.delete('booking');
    expect(await landingMessage(older)).toBe(paid.message);
  });

  it("does not settle the booking a return names on an order that is not the booking's", async () => {
    const { placed } = await onlyRoomBooking(site, 'mixed-up-return@example.com', 160, 2);
    const paid = await payAtBank(placed, APPROVED_CARD);

    const other = new URL(paid.returnUrl);
    other.searchParams.set('orderId', 'an-order-of-someone-else');
    expect(await landingMessage(other)).toBe('Order not found');
  });
});

describe('the bank sends a Turkmen guest back', () => {
  it('says the payment succeeded in Turkmen, though the bank spoke Russian to the guest, of its booking in Russian', async () => {
    const { checkin, checkout } = stay(200, 2);
    const { typeId } = await singleFreeRoom(site, checkin, checkout);
    const guest = await registerGuest(site, 'turkmen-guest-pays@example.com');
    const booked = await app.inject({
      method: 'POST',
      url: '/api/payment?l=tm',
      headers: { cookie: guest },
      payload: {
        id: typeId,
        checkin,
        checkout,
        guests: [{ full_name: 'Aýna Berdiýewa', passport_serial: 'BN', passport_number: '123456' }],
      },
    });
    expect(booked.statusCode, booked.body).toBe(200);

    const { page, message } = await payAtBank(booked.json<{ url: string }>().url, APPROVED_CARD);

    expect(message).toMatch(/^Töleg üstünlikli geçdi\. № \d+ bron tassyklandy\.$/);
    // The page's description of the order is in the page's language too.
    const bookNumber = /№ (\d+)/.exec(message)?.[1] ?? '';
    expect(page).toContain(`Бронь № ${bookNumber}`);
    expect(page).not.toContain('Booking');
  });
});
