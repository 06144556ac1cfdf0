import { describe, expect, it } from 'vitest';
import { eventMetadata, RATE_SEASONS_STREAM } from '@hotel/contracts';
import { at, day, stay } from '../../../test/clock';
import { restRequester } from '../../test/rest-requests';
import { createTestApp } from '../../test/test-app';
import { InvalidEvent } from '../event-store/port';

const site = await createTestApp();
const { app, deps, session } = site;
const manager = await session(2);
const reception = await session(3);

// Superior (demo catalog): 840.00 TMT a night, an 80.00 TMT booking fee, no discount.
const SUPERIOR = 3;

const send = restRequester(site);
const addSeason = (body: object, lang = 'en', cookie = manager.cookie) =>
  send('POST', `/api/rate-seasons?l=${lang}`, cookie, { room_types_id: SUPERIOR, ...body });
const seasonId = async (body: object): Promise<number> => {
  const res = await addSeason(body);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { id: number } }).data.id;
};
const quote = (checkin: string, checkout: string, lang = 'en') =>
  send('POST', `/api/quote?l=${lang}`, undefined, { id: SUPERIOR, checkin, checkout, guests: 2 });
const nightPrices = async (checkin: string, checkout: string) => {
  const res = await quote(checkin, checkout);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { nights: { price: number }[] } }).data.nights.map((n) => n.price);
};

/** A date as a Russian sentence says it, day and month ("1 июля"), written apart from the server's. */
const RU_MONTHS =
  'января февраля марта апреля мая июня июля августа сентября октября ноября декабря';
const ru = (date: string) =>
  `${Number(date.slice(8, 10))} ${RU_MONTHS.split(' ')[Number(date.slice(5, 7)) - 1] ?? ''}`;

describe('rate seasons over REST', () => {
  it('asks who is calling: 401 without a session, 403 for reception changing them', async () => {
    const body = { from: day(200), to: day(210), price: 900 };
    expect((await addSeason(body, 'en', '')).statusCode).toBe(401);
    expect((await send('GET', `/api/rate-seasons?room_types_id=${SUPERIOR}`)).statusCode).toBe(401);
    const refused = await addSeason(body, 'ru', reception.cookie);
    expect(refused.statusCode).toBe(403);
    expect((await send('DELETE', '/api/rate-seasons/1', reception.cookie)).statusCode).toBe(403);
    const list = await send('GET', `/api/rate-seasons?room_types_id=${SUPERIOR}`, reception.cookie);
    expect(list.statusCode).toBe(200);
  });

  it('refuses bad seasons with a localized 400, and unknown ones with 404', async () => {
    const reversed = await addSeason({ from: day(210), to: day(200), price: 900 }, 'ru');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error).toBe('Конец сезона должен быть позже его начала');
    const badPrice = await addSeason({ from: day(200), to: day(210), price: 'much' }, 'ru');
    expect(badPrice.statusCode).toBe(400);
    expect(badPrice.json().error).toContain('цена за ночь');
    const rules = { from: day(200), to: day(210), price: 900, min_stay: 5, max_stay: 3 };
    const minAboveMax = await addSeason(rules, 'en');
    expect(minAboveMax.statusCode).toBe(400);
    expect(minAboveMax.json().error).toBe('The maximum number of nights is below the minimum');
    const noType = await addSeason({ room_types_id: 999, from: day(200), to: day(210), price: 1 });
    expect(noType.statusCode).toBe(404);
    const gone = await send('DELETE', '/api/rate-seasons/999?l=ru', manager.cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe('Сезон цен не найден');
  });

  it('changes the quote: the season nights at its price, the others at the base price', async () => {
    const { checkin, checkout } = stay(50, 3);
    const before = (await quote(checkin, checkout)).json().data;
    expect(before).toEqual({
      nights: [0, 1, 2].map((n) => ({ date: day(50 + n), price: 840 })),
      discount: 0,
      stay: 2520,
      online_share_percent: 100,
      room_part: 2520,
      due_at_arrival: 0,
      fee: 80,
      extras: 0,
      total: 2600,
      tax: 0,
    });
    // The season ends after the stay's second night: its `to` is exclusive, like a checkout.
    await seasonId({ from: day(45), to: day(52), price: 1200 });
    const after = (await quote(checkin, checkout)).json().data;
    expect(after.nights).toEqual([
      { date: day(50), price: 1200 },
      { date: day(51), price: 1200 },
      { date: day(52), price: 840 },
    ]);
    expect(after.total).toBe(1200 + 1200 + 840 + 80);
    // The site's quote, what a booking charges, prices the nights the same way.
    const input = encodeURIComponent(JSON.stringify({ id: SUPERIOR, checkin, checkout }));
    const sold = await app.inject({ method: 'GET', url: `/trpc/booking.quote?input=${input}` });
    expect(sold.json().result.data).toMatchObject({
      roomPriceTenge: 84_000,
      stayTenge: 324_000,
      totalTenge: 332_000,
    });
  });

  it('prices an overlap by priority, then by the later-created, and removing one uncovers the next', async () => {
    const night = [day(60), day(61)] as const;
    await seasonId({ from: day(55), to: day(65), price: 1000 });
    const high = await seasonId({ from: night[0], to: night[1], price: 2000, priority: 5 });
    expect(await nightPrices(...night)).toEqual([2000]);
    const later = await seasonId({ from: night[0], to: night[1], price: 1500, priority: 5 });
    expect(later).toBeGreaterThan(high);
    await seasonId({ from: day(58), to: day(62), price: 100, priority: 1 });
    expect(await nightPrices(...night)).toEqual([1500]);
    const removed = await send('DELETE', `/api/rate-seasons/${later}?l=en`, manager.cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('The rate season is removed');
    expect(await nightPrices(...night)).toEqual([2000]);
    const again = await send('DELETE', `/api/rate-seasons/${later}?l=en`, manager.cookie);
    expect(again.statusCode).toBe(404);
  });

  it('prices Friday and Saturday nights at the weekend price', async () => {
    await seasonId({ from: day(100), to: day(114), price: 1000, weekend_price: 1300 });
    const dates = Array.from({ length: 7 }, (_, n) => day(101 + n));
    const prices = await nightPrices(day(101), day(108));
    const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
    expect(prices).toEqual(dates.map((d) => ([5, 6].includes(weekday(d)) ? 1300 : 1000)));
  });

  it('refuses a stay a season rule forbids, naming the rule and the season in Russian', async () => {
    await seasonId({ from: day(70), to: day(80), price: 1000, min_stay: 3 });
    const short = await quote(day(72), day(74), 'ru');
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(
      `Для заезда с ${ru(day(70))} по ${ru(day(79))} минимальное число ночей — 3`,
    );
    expect((await quote(day(72), day(75))).statusCode).toBe(200);
    await seasonId({ from: day(90), to: day(95), price: 1000, closed_to_arrival: true });
    const closed = await quote(day(91), day(93), 'ru');
    expect(closed.statusCode).toBe(400);
    expect(closed.json().error).toBe(
      `Заезд с ${ru(day(90))} по ${ru(day(94))} закрыт: выберите другую дату заезда`,
    );
  });

  it('keeps who set each season: in the event and in the list', async () => {
    const id = await seasonId({ from: day(300), to: day(310), price: 700, priority: 2 });
    const { events } = await deps.store.readStream(RATE_SEASONS_STREAM);
    const set = events.find((e) => (e.data as { seasonId: number }).seasonId === id);
    const metadata = eventMetadata.parse(set?.metadata);
    expect(metadata.actor).toMatchObject({ email: manager.email, role: 2 });
    const list = await send('GET', `/api/rate-seasons?room_types_id=${SUPERIOR}`, manager.cookie);
    const seasons = list.json().data as { id: number; set_by: string; price: number }[];
    expect(seasons.find((season) => season.id === id)).toMatchObject({
      set_by: manager.email,
      price: 700,
      weekend_price: null,
      priority: 2,
    });
  });

  it("lets no event its schema refuses onto the stream, and no other stream's event", async () => {
    const metadata = {
      actor: 'system',
      at: at(0, '10:00'),
      correlationId: 'spec',
      causationId: null,
    };
    const reversed = {
      ...{ seasonId: 900, roomTypeId: SUPERIOR, from: day(20), to: day(10), priceTenge: 1 },
      ...{ weekendPriceTenge: null, minStay: null, maxStay: null, priority: 0 },
      ...{ closedToArrival: false, closedToDeparture: false },
    };
    const append = (type: string, data: object) =>
      deps.store.appendToStream(RATE_SEASONS_STREAM, [{ type, data, metadata }], 'any');
    await expect(append('RateSeasonSet', reversed)).rejects.toBeInstanceOf(InvalidEvent);
    await expect(
      append('ReceptionStatusToggled', { roomId: 1, bookingId: 1, status: 1 }),
    ).rejects.toBeInstanceOf(InvalidEvent);
  });
});
