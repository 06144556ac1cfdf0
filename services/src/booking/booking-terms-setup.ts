import { expect } from 'vitest';
import type { BookingQuote, FolioView, OptionsView } from '@hotel/contracts';
import { APPROVED_CARD, bankOrder, bookToBank, payAtBank, registerGuest } from '../../test/guest';
import { restRequester } from '../../test/rest-requests';
import { createTestApp } from '../../test/test-app';

/**
 * A site of its own for a booking terms spec, keeping the default terms of stay, with a
 * manager's reads and changes of the options and a guest's bookings and folio. Each spec calls
 * it once at its top, so each gets its own database.
 */
export async function bookingTermsSite() {
  const site = await createTestApp({ bookingTerms: null });
  const { app, db } = site;
  const manager = await site.session(2);

  const send = restRequester(site);

  const options = async (): Promise<OptionsView> =>
    (await send('GET', '/api/system/options', manager.cookie)).json<{ data: OptionsView }>().data;
  async function setOptions(changes: Partial<OptionsView>): Promise<void> {
    const res = await send('PUT', '/api/system/options', manager.cookie, changes);
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
    const res = await send('GET', '/api/profile/bookings', cookie);
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

  /**
   * A new guest's booking (`body` as the site sends it) paid at the bank with the approved card:
   * the guest's cookie, the bank's page, the booking as the guest's account lists it, and what the
   * bank was asked for.
   */
  async function paidBooking(email: string, body: Parameters<typeof bookToBank>[2]) {
    const cookie = await registerGuest(site, email);
    const formUrl = await bookToBank(site, cookie, body);
    const charged = (await bankOrder(site, formUrl)).amountMinor;
    await payAtBank(formUrl, APPROVED_CARD);
    const [booking] = await guestBookings(cookie);
    if (!booking) throw new Error('the paid booking is not in the account');
    return { cookie, formUrl, booking, charged };
  }

  const siteTerms = async () =>
    (await app.inject({ method: 'GET', url: '/trpc/site.bookingTerms' })).json<{
      result: { data: unknown };
    }>().result.data;
  /** The site's quote (tRPC `booking.quote`), in English. */
  async function trpcQuote(input: object): Promise<BookingQuote> {
    const res = await app.inject({
      method: 'GET',
      url: `/trpc/booking.quote?l=en&input=${encodeURIComponent(JSON.stringify(input))}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ result: { data: BookingQuote } }>().result.data;
  }
  /** `POST /api/quote` in the language asked. */
  const restQuote = (body: object, lang = 'en') =>
    app.inject({ method: 'POST', url: `/api/quote?l=${lang}`, payload: body });

  return {
    site,
    app,
    db,
    manager,
    trpcQuote,
    restQuote,
    options,
    setOptions,
    typePrices,
    stayCharge,
    share,
    guestBookings,
    guestFolio,
    paidBooking,
    siteTerms,
  };
}
