import { describe, expect, it } from 'vitest';
import { addDays, type FolioView } from '@hotel/contracts';
import { day, stay } from '../../../test/clock';
import {
  APPROVED_CARD,
  bankOrder,
  book,
  bookToBank,
  payAtBank,
  registerGuest,
} from '../../test/guest';
import { placeByPhone, pricedBookingOf, staffBookingsCalls } from '../../test/booking-setup';
import { random } from '../../test/seeded-random';
import { restRequester } from '../../test/rest-requests';
import { createTestApp } from '../../test/test-app';

/*
 * Bookings under rate seasons: what the quote shows is what the bank charges, what the booking
 * records and what its folio charges, for stays across a season's edges and weekends; the stay
 * rules refuse a guest and not staff.
 */
const site = await createTestApp();
const { db } = site;
const manager = await site.session(2);

// Superior (demo catalog): 840.00 TMT a night, an 80.00 TMT booking fee, no discount.
const SUPERIOR = 3;
const DELUXE = 2;
const STANDARD = 1;

const send = restRequester(site);
const setSeason = async (body: object) => {
  const res = await send('POST', '/api/rate-seasons?l=en', manager.cookie, body);
  expect(res.statusCode, res.body).toBe(200);
};
const quote = async (id: number, checkin: string, checkout: string) => {
  const res = await send('POST', '/api/quote?l=en', undefined, {
    id,
    checkin,
    checkout,
    guests: 1,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { total: number; stay: number; nights: { price: number }[] };
};
const folioOf = async (id: number): Promise<FolioView> => {
  const res = await send('GET', `/api/bookings/${id}/folio`, manager.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as FolioView;
};
const tenge = (tmt: number) => Math.round(tmt * 100);

// Summer at 1,500 TMT (1,900 on Friday and Saturday nights) from day 30 to day 59, a festival
// inside it at 2,500 TMT that wins by priority; Deluxe has a 5-night minimum from day 70.
await setSeason({
  room_types_id: SUPERIOR,
  from: day(30),
  to: day(60),
  price: 1500,
  weekend_price: 1900,
});
await setSeason({ room_types_id: SUPERIOR, from: day(40), to: day(43), price: 2500, priority: 5 });
await setSeason({ room_types_id: DELUXE, from: day(70), to: day(80), price: 1000, min_stay: 5 });

describe('a booking under rate seasons', () => {
  it('charges at the bank, records and folios exactly the quote, for random stays across the edges', async () => {
    const r = random(2812);
    let seasonNights = 0;
    for (let n = 0; n < 6; n += 1) {
      // Stays around the season's start, the festival and its end; at most two overlap.
      const checkin = day(r.oneOf([26, 28, 38, 41, 56, 58]) + (n % 2));
      const nights = r.int(1, 6);
      const checkout = addDays(checkin, nights);
      const quoted = await quote(SUPERIOR, checkin, checkout);
      seasonNights += quoted.nights.filter((night) => night.price !== 840).length;
      const guest = await registerGuest(site, `season-${n}@example.com`);
      const form = await bookToBank(site, guest, { id: SUPERIOR, checkin, checkout });
      expect((await bankOrder(site, form)).amountMinor).toBe(tenge(quoted.total));
      await payAtBank(form, APPROVED_CARD);
      const booking = await pricedBookingOf(site, form);
      expect(booking.price.totalTenge).toBe(tenge(quoted.total));
      expect(booking.price.nightPrices?.map((night) => night.priceTenge / 100)).toEqual(
        quoted.nights.map((night) => night.price),
      );
      // Paid in full online (the specs' terms): the folio charges the stay and the fee, owes nothing.
      const folio = await folioOf(booking.id);
      expect(folio.total).toBe(quoted.total);
      expect(folio.balance).toBe(0);
      const nightLines = folio.lines.filter((line) => line.kind === 'night');
      expect(nightLines.map((line) => line.amount)).toEqual(quoted.nights.map((x) => x.price));
    }
    // The draws crossed into the seasons: the spec cannot pass on base prices alone.
    expect(seasonNights).toBeGreaterThan(0);
  });

  it('charges the nights a date change adds at the season they fall in, and keeps the others', async () => {
    const guest = await registerGuest(site, 'season-change@example.com');
    const base = (await quote(STANDARD, day(47), day(48))).nights[0]?.price;
    const form = await bookToBank(site, guest, { id: STANDARD, ...stay(47, 2) });
    await payAtBank(form, APPROVED_CARD);
    const { id } = await pricedBookingOf(site, form);
    await setSeason({ room_types_id: STANDARD, from: day(47), to: day(60), price: 3000 });
    const changed = await send('PUT', `/api/bookings/${id}`, manager.cookie, stay(47, 4));
    expect(changed.statusCode, changed.body).toBe(200);
    const nights = (await folioOf(id)).lines.filter((line) => line.kind === 'night');
    // Days 47 and 48 as sold before the season was set; 49 and 50 at the season's price.
    expect(nights.map((line) => line.amount)).toEqual([base, base, 3000, 3000]);
  });

  it("refuses a guest's stay a season's rule forbids, in the guest's language, on search and booking", async () => {
    const guest = await registerGuest(site, 'season-rule@example.com');
    const short = stay(71, 2);
    const refused = await book(site, guest, { id: DELUXE, ...short });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('5');
    const quoteRu = await send('POST', '/api/quote?l=ru', undefined, {
      id: DELUXE,
      ...short,
      guests: 1,
    });
    expect(quoteRu.statusCode).toBe(400);
    expect(quoteRu.json().error).toMatch(/минимальное число ночей — 5$/);
    const found = await send('POST', '/api/search-room?l=en', undefined, short);
    const types = (found.json().data ?? []) as { id: number }[];
    expect(types.some((type) => type.id === DELUXE)).toBe(false);
  });

  it('lets staff sell a stay the rules refuse a guest, at the season’s prices', async () => {
    const [room] = await db.sql<{ id: number }[]>`
      select id from rooms where room_types_id = ${DELUXE} order by id limit 1`;
    if (!room) throw new Error('the demo has no Deluxe room');
    const calls = staffBookingsCalls(site, () => manager.cookie);
    const { bookingId } = await placeByPhone(calls.mutation, {
      room: room.id,
      from: 75,
      nights: 2,
      email: 'season-phone@example.com',
    });
    const nights = (await folioOf(bookingId)).lines.filter((line) => line.kind === 'night');
    expect(nights.map((line) => line.amount)).toEqual([1000, 1000]);
  });
});
