import { describe, expect, it } from 'vitest';
import type { FolioView, OptionsView } from '@hotel/contracts';
import { day, dotted, stay } from '../../../test/clock';
import {
  APPROVED_CARD,
  bankOrder,
  book,
  bookToBank,
  payAtBank,
  registerGuest,
} from '../../test/guest';
import { createTestApp } from '../../test/test-app';

/*
 * The terms of stay are the hotel's stated policy, and the rules the site applies are the same
 * figures, read from the options staff change: online booking closes some days before arrival,
 * a share of the stay's room price is paid online (the rest at arrival), and a guest's cancel
 * gives back a share of the room payment (the booking fee is kept). This hotel keeps the defaults.
 */
const site = await createTestApp({ bookingTerms: null });
const { app, db } = site;
const manager = await site.session(2);

const options = async (): Promise<OptionsView> =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/system/options',
      headers: { cookie: manager.cookie },
    })
  ).json<{ data: OptionsView }>().data;
async function setOptions(changes: Partial<OptionsView>): Promise<void> {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/system/options',
    headers: { cookie: manager.cookie },
    payload: changes,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A published room type's prices in teňňe, as the catalog stores them. */
async function typePrices(typeId: number) {
  const [row] = await db.sql<
    { price: string; fee: string; discount: number; discount_status: number }[]
  >`
    select price_tenge::text as price, booking_price_tenge::text as fee, discount, discount_status from room_types where id = ${typeId}`;
  if (!row) throw new Error(`no room type ${typeId}`);
  return {
    price: Number(row.price),
    fee: Number(row.fee),
    discount: row.discount_status === 1 ? row.discount : 0,
  };
}

/** What the stay's nights charge (the folio's room charge): nights × price less the discount, rounded half up. */
async function stayCharge(typeId: number, nights: number): Promise<number> {
  const { price, discount } = await typePrices(typeId);
  return Math.floor((nights * price * (100 - discount) + 50) / 100);
}
const share = (tenge: number, percent: number) => Math.floor((tenge * percent + 50) / 100);

async function guestBookings(cookie: string) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/profile/bookings',
    headers: { cookie },
  });
  return res.json<{
    data: {
      id: number;
      booking_refund_amount: number;
      booking_canceled: number;
      refunded_amount: number;
    }[];
  }>().data;
}
async function guestFolio(cookie: string, id: number): Promise<FolioView> {
  const res = await app.inject({
    method: 'GET',
    url: `/trpc/profile.folio?input=${encodeURIComponent(JSON.stringify({ id }))}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { data: FolioView } }>().result.data;
}

const siteTerms = async () =>
  (await app.inject({ method: 'GET', url: '/trpc/site.bookingTerms' })).json<{
    result: { data: unknown };
  }>().result.data;

describe('the booking terms the hotel starts with', () => {
  it('are the terms of stay: closed 10 days before arrival, 50% paid online, nothing refunded', async () => {
    expect(await options()).toMatchObject({
      booking_closes_days: 10,
      online_share_percent: 50,
      guest_refund_percent: 0,
    });
  });

  it('are what the site is told to state on the terms page, and follow a change by staff', async () => {
    expect(await siteTerms()).toEqual({
      closesDaysBefore: 10,
      onlineSharePercent: 50,
      roomPaidOnline: true,
      guestRefundPercent: 0,
    });
    await setOptions({ booking_closes_days: 3, guest_refund_percent: 40 });
    try {
      expect(await siteTerms()).toEqual({
        closesDaysBefore: 3,
        onlineSharePercent: 50,
        roomPaidOnline: true,
        guestRefundPercent: 40,
      });
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

describe('a booking pays the configured share of the stay online', () => {
  it('asks the bank for that share of the room price plus the booking fee, leaving the rest due at arrival', async () => {
    const { online_share_percent: percent, booking_closes_days: days } = await options();
    const cookie = await registerGuest(site, 'share@example.com');
    const charge = await stayCharge(4, 3);
    const { fee } = await typePrices(4);
    const formUrl = await bookToBank(site, cookie, { id: 4, ...stay(days + 5, 3) });

    expect((await bankOrder(site, formUrl)).amountMinor).toBe(share(charge, percent) + fee);

    await payAtBank(formUrl, APPROVED_CARD);
    const [paid] = await guestBookings(cookie);
    const folio = await guestFolio(cookie, paid?.id ?? 0);
    expect(folio.paid * 100).toBe(share(charge, percent) + fee);
    expect(Math.round(folio.balance * 100)).toBe(charge - share(charge, percent));
  });

  it('asks for the whole room price when staff set 100%', async () => {
    await setOptions({ online_share_percent: 100 });
    try {
      const { booking_closes_days: days } = await options();
      const cookie = await registerGuest(site, 'full-share@example.com');
      const formUrl = await bookToBank(site, cookie, { id: 2, ...stay(days + 8, 2) });
      expect((await bankOrder(site, formUrl)).amountMinor).toBe(
        (await stayCharge(2, 2)) + (await typePrices(2)).fee,
      );
    } finally {
      await setOptions({ online_share_percent: 50 });
    }
  });
});

describe('a guest cancel refunds what the options say', () => {
  /** A paid booking of type 3 for 2 nights, `from` days ahead, and what its payment and refund are. */
  async function paidBooking(email: string, from: number) {
    const cookie = await registerGuest(site, email);
    const formUrl = await bookToBank(site, cookie, { id: 3, ...stay(from, 2) });
    await payAtBank(formUrl, APPROVED_CARD);
    const [booking] = await guestBookings(cookie);
    if (!booking) throw new Error('the paid booking is not in the account');
    return { cookie, formUrl, booking };
  }

  it('keeps the whole payment by default: no refund is offered, and the cancel moves no money', async () => {
    const { booking_closes_days: days } = await options();
    const { cookie, formUrl, booking } = await paidBooking('non-refundable@example.com', days + 12);
    expect(booking.booking_refund_amount).toBe(0);

    const refund = await app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}/refund?l=en`,
      headers: { cookie },
    });
    expect(refund.statusCode).toBe(400);
    const cancel = await app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}/reverse?l=en`,
      headers: { cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    expect((await bankOrder(site, formUrl)).refundedAmountMinor ?? 0).toBe(0);
    const folio = await guestFolio(cookie, booking.id);
    expect(folio.refunded).toBe(0);
    expect(folio.balance).toBe(0);
  });

  it('refunds the configured share of the room payment and keeps the booking fee', async () => {
    await setOptions({ guest_refund_percent: 40 });
    try {
      const { booking_closes_days: days, online_share_percent: percent } = await options();
      const { cookie, formUrl, booking } = await paidBooking(
        'partly-refundable@example.com',
        days + 16,
      );
      const roomPaid = share(await stayCharge(3, 2), percent);
      expect(booking.booking_refund_amount).toBe(1);

      const refund = await app.inject({
        method: 'GET',
        url: `/api/bookings/${booking.id}/refund?l=en`,
        headers: { cookie },
      });
      expect(refund.statusCode, refund.body).toBe(200);

      expect((await bankOrder(site, formUrl)).refundedAmountMinor).toBe(share(roomPaid, 40));
      const folio = await guestFolio(cookie, booking.id);
      expect(Math.round(folio.refunded * 100)).toBe(share(roomPaid, 40));
      expect(folio.balance).toBe(0);
    } finally {
      await setOptions({ guest_refund_percent: 0 });
    }
  });

  it('keeps to the refund terms a booking was made under when staff change them later', async () => {
    await setOptions({ guest_refund_percent: 100 });
    const { booking_closes_days: days, online_share_percent: percent } = await options();
    const { cookie, formUrl, booking } = await paidBooking(
      'sold-refundable@example.com',
      days + 20,
    );
    await setOptions({ guest_refund_percent: 0 });

    const refund = await app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}/refund?l=en`,
      headers: { cookie },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await bankOrder(site, formUrl)).refundedAmountMinor).toBe(
      share(await stayCharge(3, 2), percent),
    );
  });
});
