import { beforeEach, describe, expect, it } from 'vitest';
import { at, stay } from '../../../test/clock';
import {
  APPROVED_CARD,
  DECLINED_CARD,
  book,
  bookToBank,
  payAtBank,
  registerGuest,
} from '../../test/guest';
import { BankError } from '../bank/gateway';
import { withBank } from '../../test/bank-swap';
import { cancelOverRest, restRequester } from '../../test/rest-requests';
import { createTestApp } from '../../test/test-app';

const site = await createTestApp();
const { app } = site;
const send = restRequester(site);

interface Mine {
  id: number;
  payment_status: string;
  payment_at: string | null;
  booking_canceled: number;
  payment_deadline: string;
  payment_url: string | null;
  paid_amount: number;
  refunded_amount: number;
  refund_in_progress: boolean;
  room_part: number;
  unpaid_end: string | null;
}

/** The guest's bookings as their account lists them over REST. */
async function mine(cookie: string): Promise<Mine[]> {
  const res = await send('GET', '/api/profile/bookings', cookie);
  expect(res.statusCode).toBe(200);
  return res.json().data as Mine[];
}

/** The same list over tRPC. */
async function trpcMine(cookie: string): Promise<Mine[]> {
  const res = await send('GET', '/trpc/profile.bookings', cookie);
  expect(res.statusCode).toBe(200);
  return res.json().result.data as Mine[];
}

/** The room type and the stay a guest books. */
type Booked = Parameters<typeof bookToBank>[2];

/** A new guest's booking, left on the bank's page: their cookie and the page. */
async function bookedToBank(email: string, body: Booked) {
  const cookie = await registerGuest(site, email);
  const url = await bookToBank(site, cookie, body);
  return { cookie, url };
}

/** A new guest's booking paid with the approved card: their cookie and the booking listed. */
async function paidBooking(email: string, body: Booked) {
  const { cookie, url } = await bookedToBank(email, body);
  await payAtBank(url, APPROVED_CARD);
  const [paid] = await trpcMine(cookie);
  return { cookie, paid };
}

/** The account lists the guest's one booking, never paid and without the bank page, as `end`. */
async function expectOneUnpaid(cookie: string, end: 'declined' | 'expired') {
  const bookings = await trpcMine(cookie);
  expect(bookings).toHaveLength(1);
  expect(bookings[0]).toMatchObject({ payment_at: null, payment_url: null, unpaid_end: end });
}

// Every booking here is made at 10:00 on day 0; a test that moves the clock puts it back.
beforeEach(() => site.setNow(at(0, '10:00')));

describe('the personal account knows what it needs to tell the truth about a booking', () => {
  it('gives an unpaid booking its payment deadline and the bank page to go back to', async () => {
    const { cookie, url } = await bookedToBank('deadline@example.com', { id: 1, ...stay(20, 2) });

    const [booking] = await trpcMine(cookie);

    // The demo's payment_timeout is 15 minutes.
    expect(booking).toMatchObject({
      payment_status: 'pending',
      payment_url: url,
      refunded_amount: 0,
      payment_deadline: at(0, '10:15'),
    });
    expect((await mine(cookie))[0]).toMatchObject({
      payment_url: url,
      payment_deadline: at(0, '10:15'),
    });
  });

  it('stops offering the bank page once the payment deadline has passed', async () => {
    const { cookie } = await bookedToBank('late@example.com', { id: 1, ...stay(24, 2) });

    site.setNow(at(0, '10:15'));
    const [booking] = await trpcMine(cookie);
    site.setNow(at(0, '10:00'));

    expect(booking).toMatchObject({
      payment_status: 'pending',
      payment_url: null,
      booking_canceled: 0,
    });
  });

  it('keeps a booking cancelled before payment as cancelled and never paid, without the bank page', async () => {
    const { cookie } = await bookedToBank('unpaid-cancel@example.com', { id: 1, ...stay(28, 2) });
    const [placed] = await mine(cookie);

    const cancel = await cancelOverRest(site, cookie, placed?.id, 'reverse');
    expect(cancel.statusCode).toBe(200);

    expect((await trpcMine(cookie))[0]).toMatchObject({
      booking_canceled: 1,
      payment_at: null,
      payment_url: null,
      refunded_amount: 0,
    });
  });

  it('reports a paid booking without the bank page, and the refunded room part after a refund', async () => {
    const { cookie, paid } = await paidBooking('refunded@example.com', { id: 3, ...stay(32, 3) });
    expect(paid).toMatchObject({ payment_status: 'online', payment_url: null, refunded_amount: 0 });

    const refund = await cancelOverRest(site, cookie, paid?.id, 'refund');
    expect(refund.statusCode).toBe(200);

    // 3 nights × 840.00 TMT come back; the 80.00 booking fee is kept.
    expect((await trpcMine(cookie))[0]).toMatchObject({
      booking_canceled: 1,
      refunded_amount: 2520,
    });
  });

  it('says a refund is under way while the bank has not answered it', async () => {
    const { cookie, paid } = await paidBooking('refunding@example.com', { id: 3, ...stay(36, 2) });
    expect(paid?.refund_in_progress).toBe(false);

    const refund = await withBank(
      site.deps,
      { refund: () => Promise.reject(new BankError('unreachable', 'refund.do', 'down')) },
      () => cancelOverRest(site, cookie, paid?.id, 'refund'),
    );
    expect(refund.statusCode).toBe(502);

    expect((await trpcMine(cookie))[0]).toMatchObject({
      booking_canceled: 0,
      refund_in_progress: true,
      refunded_amount: 0,
    });
  });

  it('keeps a booking whose payment was declined in the history, saying so', async () => {
    const { cookie, url } = await bookedToBank('declined@example.com', { id: 1, ...stay(40, 2) });
    await payAtBank(url, DECLINED_CARD);

    await expectOneUnpaid(cookie, 'declined');
    expect((await mine(cookie))[0]).toMatchObject({ unpaid_end: 'declined' });
  });

  it('keeps a booking never paid in time in the history, saying it expired', async () => {
    const { cookie } = await bookedToBank('expired@example.com', { id: 1, ...stay(44, 2) });

    site.setNow(at(0, '10:30'));
    try {
      await site.poller.pollOnce();
      await expectOneUnpaid(cookie, 'expired');
    } finally {
      site.setNow(at(0, '10:00'));
    }
  });

  it('tells the room part a refund returns, and says the refunded amount as the site writes amounts', async () => {
    const { cookie, paid } = await paidBooking('refund-amount@example.com', {
      id: 3,
      ...stay(48, 3),
    });
    // 3 nights × 840.00 TMT; the 80.00 TMT booking fee is kept.
    expect(paid).toMatchObject({ amount: 2600, room_part: 2520, unpaid_end: null });

    const refund = await cancelOverRest(site, cookie, paid?.id, 'refund');
    expect(refund.statusCode).toBe(200);
    expect(refund.json().message).toBe(
      'The booking was cancelled and 2,520 TMT refunded to your card',
    );
  });
});

describe("the account's paid figure", () => {
  it("counts the desk's payments with the online one, so it is never below what came back", async () => {
    const { cookie, paid } = await paidBooking('desk-paid@example.com', { id: 3, ...stay(64, 3) });
    expect(paid).toMatchObject({ amount: 2600, paid_amount: 2600 });
    const staff = await site.session(2, 'desk-paid-staff@example.com');
    const desk = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, payload, headers: { cookie: staff.cookie } });
    const charged = await desk(`/api/bookings/${paid?.id}/charges`, {
      description: 'Restaurant',
      amount: 1750.5,
    });
    expect(charged.statusCode, charged.body).toBe(200);
    const cash = await desk(`/api/bookings/${paid?.id}/payments`, {
      method: 'cash',
      amount: 1750.5,
    });
    expect(cash.statusCode, cash.body).toBe(200);
    expect((await trpcMine(cookie))[0]).toMatchObject({ amount: 2600, paid_amount: 4350.5 });

    const cancel = await desk(`/api/bookings/${paid?.id}/cancel?l=en`, {
      reason: 'The guest called: plans changed',
      refund: 'full',
      refund_method: 'cash',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await mine(cookie))[0]).toMatchObject({ paid_amount: 4350.5, refunded_amount: 4350.5 });
  });
});

describe('a guest who books the same stay again while its booking is unpaid', () => {
  it("is sent back to that booking's bank page instead of getting a second booking", async () => {
    const { cookie, url } = await bookedToBank('again@example.com', { id: 1, ...stay(52, 2) });

    const again = await book(site, cookie, { id: 1, ...stay(52, 2) });

    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      url,
      message:
        'You already have an unpaid booking for this stay: continue paying for it at the bank',
    });
    expect(await mine(cookie)).toHaveLength(1);
  });

  it('answers a keyed retry of the same stay (a new attempt) with the same booking too', async () => {
    const { cookie, url } = await bookedToBank('again-trpc@example.com', { id: 1, ...stay(56, 2) });

    const res = await app.inject({
      method: 'POST',
      url: '/trpc/booking.pay',
      headers: { cookie, 'content-type': 'application/json' },
      payload: {
        id: 1,
        ...stay(56, 2),
        guests: [{ full_name: 'Other Guest', passport_serial: 'BN', passport_number: '654321' }],
        idempotencyKey: 'a-new-attempt-key-0001',
      },
    });

    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.url).toBe(url);
    expect(await mine(cookie)).toHaveLength(1);
  });

  it('gets a new booking for other dates', async () => {
    const { cookie, url } = await bookedToBank('other-dates@example.com', {
      id: 1,
      ...stay(60, 2),
    });
    const other = await bookToBank(site, cookie, { id: 1, ...stay(60, 3) });

    expect(other).not.toBe(url);
    expect(await mine(cookie)).toHaveLength(2);
  });
});
