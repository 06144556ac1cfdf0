import { describe, expect, it } from 'vitest';
import { day, stay } from '../../../test/clock';
import { bookToBank, registerGuest } from '../../test/guest';
import { createTestApp } from '../../test/test-app';

const site = await createTestApp();
const { app } = site;

const quote = (input: object, lang = 'en') =>
  app.inject({
    method: 'GET',
    url: `/trpc/booking.quote?l=${lang}&input=${encodeURIComponent(JSON.stringify(input))}`,
  });

describe('booking.quote: the price of a stay before the guest leaves for the bank', () => {
  it('breaks the total down in integer teňňe, with the minutes left to pay, for anyone', async () => {
    const dates = stay(10, 3);
    const res = await quote({ id: 3, ...dates });

    expect(res.statusCode).toBe(200);
    // Superior: 3 nights × 840.00 TMT, plus its 80.00 TMT booking fee; under the specs' open
    // booking terms (test-app.ts) the whole stay is paid online and a cancel refunds it.
    expect(res.json().result.data).toEqual({
      nights: 3,
      roomPriceTenge: 84_000,
      discountPercent: 0,
      stayTenge: 252_000,
      onlineSharePercent: 100,
      roomPartTenge: 252_000,
      bookingFeeTenge: 8_000,
      totalTenge: 260_000,
      guestRefundTenge: 252_000,
      nightPrices: [0, 1, 2].map((n) => ({ date: day(10 + n), priceTenge: 84_000 })),
      // The demo's child price under the terms' age bands; one adult adds nothing.
      guestRates: {
        baseOccupancy: 2,
        extraAdultTenge: 0,
        childTenge: 12_000,
        foreignChildTenge: 0,
        freeUnderAge: 3,
        adultFromAge: 12,
      },
      extraGuestsTenge: 0,
      extraGuests: { extraAdults: 0, childPrices: [], nightlyTenge: 0 },
      foreignGuestNights: 0,
      taxTenge: 0,
      bookable: true,
      paymentTimeoutMinutes: 15,
    });
  });

  it('quotes what the booking then charges', async () => {
    const dates = stay(40, 2);
    const quoted = (await quote({ id: 1, ...dates })).json().result.data as { totalTenge: number };
    const cookie = await registerGuest(site, 'quoted@example.com');
    await bookToBank(site, cookie, { id: 1, ...dates });

    const [booking] = (
      await app.inject({ method: 'GET', url: '/api/profile/bookings', headers: { cookie } })
    ).json().data as { amount: number }[];

    expect(Math.round((booking?.amount ?? 0) * 100)).toBe(quoted.totalTenge);
  });

  it('answers a stay ending before it starts with the localized reason, not a failure', async () => {
    const res = await quote({ id: 3, checkin: day(12), checkout: day(10) });

    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The check-out date must be after the check-in date');
  });

  it('answers a room type that does not exist as not found', async () => {
    const res = await quote({ id: 999, ...stay(10, 1) }, 'ru');

    expect(res.statusCode).toBe(404);
  });

  it('refuses input of the wrong shape as a bad request', async () => {
    for (const input of [
      {},
      { id: 'x', checkin: 'soon', checkout: 1 },
      { id: 3, checkin: day(10) },
    ]) {
      expect((await quote(input)).statusCode).toBe(400);
    }
  });
});
