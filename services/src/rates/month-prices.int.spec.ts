import { describe, expect, it } from 'vitest';
import { addMonths, monthDays, monthOf } from '@hotel/contracts';
import { TODAY, day } from '../../../test/clock';
import { restRequester } from '../../test/rest-requests';
import { createTestApp } from '../../test/test-app';

// Online booking closes 4 days before arrival here, so the current month has nights it refuses.
const CLOSES_DAYS = 4;
const site = await createTestApp({ bookingTerms: { booking_closes_days: CLOSES_DAYS } });
const { app, session } = site;
const manager = await session(2);
const send = restRequester(site);

// Superior (demo catalog): 840.00 TMT a night.
const SUPERIOR = 3;

interface Night {
  date: string;
  price: number;
  discounted_price: number;
  weekend: boolean;
  closed_to_arrival: boolean;
  closed_to_departure: boolean;
  min_stay: number | null;
  bookable: boolean;
}

const prices = (month: string, lang = 'en', id = SUPERIOR) =>
  app.inject({ method: 'GET', url: `/api/room-types/${id}/prices?month=${month}&l=${lang}` });
const nightsOf = async (month: string): Promise<Night[]> => {
  const res = await prices(month);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { nights: Night[] } }).data.nights;
};
const addSeason = async (body: object) => {
  const res = await send('POST', '/api/rate-seasons', manager.cookie, {
    room_types_id: SUPERIOR,
    ...body,
  });
  expect(res.statusCode).toBe(200);
};
/** A staff edit of a room type (its name is always sent), through the staff API. */
const editType = async (id: number, fields: object) => {
  const list = await send('GET', '/api/a/room-types', manager.cookie);
  const types = (list.json() as { data: { id: number; name: object }[] }).data;
  const res = await send('PUT', '/api/a/room-types', manager.cookie, {
    id,
    name: types.find((type) => type.id === id)?.name,
    ...fields,
  });
  expect(res.statusCode).toBe(200);
};
/** Friday and Saturday, counted here from the weekday apart from the server's helper. */
const weekend = (date: string) => [5, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());

describe('a month of prices of a room type', () => {
  // Two months ahead: every night open online, whatever day of the month today is.
  const month = addMonths(monthOf(TODAY), 2);
  const days = monthDays(month);
  const at = (index: number) => days[index] ?? '';

  it('prices each night by the season in force, weekend nights at the weekend price, with the discount per night', async () => {
    // A long season with a weekend price and a minimum stay; a short one over it wins by priority
    // and closes arrivals; the nights outside both are at the room type's own price.
    await addSeason({ from: at(9), to: at(21), price: 1000, weekend_price: 1250, min_stay: 3 });
    await addSeason({
      from: at(15),
      to: at(18),
      price: 1500,
      closed_to_arrival: true,
      closed_to_departure: true,
      priority: 5,
    });
    await editType(SUPERIOR, { room_price: 840.05, discount: 15, discount_status: 1 });

    const res = await prices(month);
    expect(res.statusCode).toBe(200);
    const answer = res.json().data as { month: string; discount_percent: number; nights: Night[] };
    expect(answer.month).toBe(month);
    expect(answer.discount_percent).toBe(15);
    expect(answer.nights.map((night) => night.date)).toEqual(days);
    const expected = days.map((date, index) => {
      const short = index >= 15 && index < 18;
      const long = index >= 9 && index < 21;
      const price = short ? 1500 : long ? (weekend(date) ? 1250 : 1000) : 840.05;
      return {
        date,
        price,
        weekend: weekend(date),
        closed_to_arrival: short,
        closed_to_departure: short,
        min_stay: short ? null : long ? 3 : null,
        bookable: true,
      };
    });
    expect(answer.nights.map(({ discounted_price: _, ...night }) => night)).toEqual(expected);
    // 15% off, rounded half up to the teňňe: 840.05 → 714.0425 → 714.04; 1250 → 1062.50.
    const discounted = new Map(answer.nights.map((n) => [n.price, n.discounted_price]));
    expect(Object.fromEntries(discounted)).toMatchObject({ 840.05: 714.04, 1000: 850, 1500: 1275 });
    if (answer.nights.some((n) => n.price === 1250)) expect(discounted.get(1250)).toBe(1062.5);
    // The season edges: the night before the long season and its first night.
    expect(answer.nights[8]?.price).toBe(840.05);
    expect(answer.nights[9]?.price).toBe(weekend(at(9)) ? 1250 : 1000);
    expect(answer.nights[21]?.price).toBe(840.05);
  });

  it('leaves nights before today and inside the closing days unbookable online', async () => {
    const nights = await nightsOf(monthOf(TODAY));
    const opens = day(CLOSES_DAYS);
    for (const night of nights) expect(night.bookable).toBe(night.date >= opens);
    expect(nights.find((night) => night.date === TODAY)?.bookable).toBe(false);
  });

  it('refuses a malformed month or one out of range with a localized 400', async () => {
    const malformed = await prices('2026-13', 'ru');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toContain('ГГГГ-ММ');
    const past = await prices(addMonths(monthOf(TODAY), -1), 'en');
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toBe(
      `Prices are shown from ${monthOf(TODAY)} to ${addMonths(monthOf(TODAY), 24)}`,
    );
    expect((await prices(addMonths(monthOf(TODAY), 24))).statusCode).toBe(200);
    expect((await prices(addMonths(monthOf(TODAY), 25), 'tm')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown or unpublished room type', async () => {
    const month = monthOf(TODAY);
    expect((await prices(month, 'en', 999)).statusCode).toBe(404);
    await editType(2, { status: 0 });
    const unpublished = await prices(month, 'ru', 2);
    expect(unpublished.statusCode).toBe(404);
    expect(unpublished.json().error).toBeTruthy();
  });

  it('answers the same over tRPC', async () => {
    const month = addMonths(monthOf(TODAY), 2);
    const input = encodeURIComponent(JSON.stringify({ id: SUPERIOR, month }));
    const res = await app.inject({
      method: 'GET',
      url: `/trpc/catalog.monthPrices?input=${input}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.nights).toEqual(await nightsOf(month));
  });
});
