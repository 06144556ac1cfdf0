import { describe, expect, it } from 'vitest';
import { day, dotted, stay } from '../../../test/clock';
import { book, registerGuest } from '../../test/guest';
import { bookingTermsSite } from './booking-terms-setup';

/*
 * The terms of stay are the hotel's stated policy, and the rules the site applies are the same
 * figures, read from the options staff change: online booking closes some days before arrival,
 * a share of the stay's room price is paid online (the rest at arrival), and a guest's cancel
 * gives back a share of the room payment (the booking fee is kept). This hotel keeps the defaults.
 */
const { site, app, options, setOptions, guestBookings, siteTerms } = await bookingTermsSite();

describe('the booking terms the hotel starts with', () => {
  it('are the terms of stay: closed 10 days before arrival, 50% paid online, nothing refunded', async () => {
    expect(await options()).toMatchObject({
      booking_closes_days: 10,
      online_share_percent: 50,
      guest_refund_percent: 0,
    });
  });

  it('are what the site is told to state on the terms page, and follow a change by staff', async () => {
    const stated = {
      closesDaysBefore: 10,
      onlineSharePercent: 50,
      roomPaidOnline: true,
      guestRefundPercent: 0,
      // The terms' age bands, which the room page names; no foreign child price set.
      childFreeUnderAge: 3,
      adultFromAge: 12,
      foreignChildPrice: 0,
    };
    expect(await siteTerms()).toEqual(stated);
    await setOptions({ booking_closes_days: 3, guest_refund_percent: 40 });
    try {
      expect(await siteTerms()).toEqual({ ...stated, closesDaysBefore: 3, guestRefundPercent: 40 });
    } finally {
      await setOptions({ booking_closes_days: 10, guest_refund_percent: 0 });
    }
  });
});

describe('online booking closes the configured number of days before arrival', () => {
  it('refuses a booking whose arrival lies inside the closed days, saying the earliest check-in, in the guest language', async () => {
    const { booking_closes_days: days } = await options();
    const cookie = await registerGuest(site, 'too-soon@example.com');
    const earliest = dotted(day(days));
    const answers = await Promise.all(
      (['en', 'ru', 'tm'] as const).map((lang) =>
        app.inject({
          method: 'POST',
          url: `/api/payment?l=${lang}`,
          headers: { cookie },
          payload: {
            id: 2,
            ...stay(days - 1, 2),
            guests: [
              { full_name: 'Aýna Berdiýewa', passport_serial: 'BN', passport_number: '123456' },
            ],
          },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([400, 400, 400]);
    expect(answers.map((res) => res.json<{ error: string }>().error)).toEqual([
      `Online booking for these dates has closed: the earliest check-in is ${earliest} (booking no later than ${days} days before arrival)`,
      `Онлайн-бронирование на эти даты уже закрыто: ближайшая дата заезда — ${earliest} (бронирование не позднее чем за ${days} дн. до заезда)`,
      `Bu seneler üçin onlaýn bronlamak eýýäm ýapyldy: iň ýakyn gelmeli sene — ${earliest} (gelmezden azyndan ${days} gün öň bronlanýar)`,
    ]);
    expect(await guestBookings(cookie)).toEqual([]);
  });

  it('takes a booking arriving on the first open day, and the search and the price answer the same', async () => {
    const { booking_closes_days: days } = await options();
    const cookie = await registerGuest(site, 'first-open-day@example.com');
    expect((await book(site, cookie, { id: 2, ...stay(days, 2) })).status).toBe(200);

    const search = await app.inject({
      method: 'POST',
      url: '/api/search-room?l=en',
      payload: stay(days - 1, 2),
    });
    expect(search.statusCode).toBe(400);
    expect(search.json<{ error: string }>().error).toContain(
      `the earliest check-in is ${dotted(day(days))}`,
    );
    const quote = await app.inject({
      method: 'GET',
      url: `/trpc/booking.quote?input=${encodeURIComponent(JSON.stringify({ id: 2, ...stay(days - 1, 2) }))}`,
      headers: { 'x-lang': 'en' },
    });
    expect(quote.statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'POST', url: '/api/search-room?l=en', payload: stay(days, 2) }))
        .statusCode,
    ).toBe(200);
  });

  it('follows the option when staff change it', async () => {
    await setOptions({ booking_closes_days: 2 });
    try {
      const cookie = await registerGuest(site, 'two-days@example.com');
      expect((await book(site, cookie, { id: 1, ...stay(2, 1) })).status).toBe(200);
      expect((await book(site, cookie, { id: 1, ...stay(1, 1) })).body.error).toContain(
        `the earliest check-in is ${dotted(day(2))}`,
      );
    } finally {
      await setOptions({ booking_closes_days: 10 });
    }
  });
});
