import { afterAll, describe, expect, it, vi } from 'vitest';
import { connect } from '../db/connect';
import { at, day } from '../../../test/clock';
import { dottedDate as dotted } from '../rooms/calendar';
import { book, registerGuest, singleFreeRoom } from '../../test/guest';
import { answeredDespiteLock, changesHeardUpToNow } from '../../test/memo-ready';
import { restRequester } from '../../test/rest-requests';
import { createTestApp } from '../../test/test-app';

// A heartbeat a stall of a loaded machine does not outlast: the memo answers from memory only
// while the feed is alive, and one test here needs it alive through a request.
const site = await createTestApp({ changeFeedHeartbeatMs: 2000 });
// A second process on the same database, with its own projector and memory.
const other = await createTestApp({ database: site.db, seed: false });
const send = restRequester(site);
const search = (checkin: string, checkout: string, lang = 'en') =>
  site.app.inject({
    method: 'POST',
    url: `/api/search-room?l=${lang}`,
    payload: { checkin, checkout },
  });

describe('POST /api/search-room', () => {
  it('answers the free published room types with how many rooms of each are free', async () => {
    const res = await search(day(10), day(12));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toMatch(/^Free room types found: \d+$/);
    const types = body.data as { id: number; available_rooms: number; rooms_count: number }[];
    expect(types.length).toBeGreaterThan(0);
    for (const t of types) expect(t.available_rooms).toBeGreaterThan(0);
  });

  it('counts a room as taken once someone books it', async () => {
    const { typeId } = await singleFreeRoom(site, day(100), day(104));
    const before = (await search(day(101), day(103))).json().data as {
      id: number;
      available_rooms: number;
    }[];
    expect(before.find((t) => t.id === typeId)?.available_rooms).toBe(1);
    const guest = await registerGuest(site, 'searcher@example.com');
    expect(
      (await book(site, guest, { id: typeId, checkin: day(102), checkout: day(103) })).status,
    ).toBe(200);
    const after = await search(day(101), day(103), 'ru');
    expect(after.statusCode).toBe(404);
    // The demo's presidential suite is never open online: the refusal names it and the phone.
    expect(after.json()).toEqual({
      error:
        'На выбранные даты свободных номеров онлайн нет. Президентский люкс: бронирование по запросу, звоните +993 243 4-12-20',
    });
  });

  it('refuses a stay the for-online blocks do not wholly cover', async () => {
    expect((await search(day(103), day(106))).statusCode).toBe(404);
  });

  it.each([
    [day(-1), day(1), 'The check-in date cannot be in the past'],
    [day(14), day(14), 'The check-out date must be after the check-in date'],
    [day(14), day(10), 'The check-out date must be after the check-in date'],
    [day(10), day(41), 'A stay can last at most 30 nights'],
  ])('refuses %s → %s: %s', async (checkin, checkout, error) => {
    const res = await search(checkin, checkout);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('says how far online booking goes when the stay ends past the last night open online', async () => {
    // The farthest for-online night of this file's hotel: day(149), check-out day(150).
    await singleFreeRoom(site, day(140), day(150));
    const past = await search(day(149), day(151));
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({
      error: `Online booking is open only for stays ending by ${dotted(day(150))}`,
    });
    expect((await search(day(160), day(162), 'ru')).json()).toEqual({
      error: `Онлайн-бронирование открыто только для проживания с выездом не позднее ${dotted(day(150))}`,
    });
    expect((await search(day(160), day(162), 'tm')).json().error).toContain(dotted(day(150)));
    expect((await search(day(148), day(150))).statusCode).toBe(200);
  });

  it('names a room type never open online as booked on request, with the phone to call', async () => {
    const admin = await site.session(2);
    const created = await send('PUT', '/api/a/room-types', admin.cookie, {
      name: { tm: 'Asman wellasy', ru: 'Небесная вилла', en: 'Sky villa' },
      status: 1,
      capacity: 4,
      room_price: 900,
    });
    expect(created.statusCode).toBe(200);
    const suite = created.json().data.id as number;
    await vi.waitFor(async () => {
      const found = (await search(day(10), day(12))).json();
      expect(found.on_request.map((t: { id: number }) => t.id)).toContain(suite);
      expect(found.data.map((t: { id: number }) => t.id)).not.toContain(suite);
    });
    // Nothing free online, yet within the window: the suite is still there, by phone.
    const none = await search(day(103), day(106));
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({
      error:
        'No rooms are free online for the chosen dates. Presidential suite, Sky villa: booked on request, call +993 243 4-12-20',
    });
    expect((await search(day(103), day(106), 'ru')).json().error).toBe(
      'На выбранные даты свободных номеров онлайн нет. Президентский люкс, Небесная вилла: бронирование по запросу, звоните +993 243 4-12-20',
    );
  });

  it('prices the stay on each type found as booking it would: nights × price, discount, fee, total', async () => {
    const found = (await search(day(20), day(23))).json().data as {
      id: number;
      price: number;
      stay_price: {
        nights: number;
        room_price: number;
        discount_percent: number;
        stay: number;
        online_share_percent: number;
        room_part: number;
        booking_fee: number;
        total: number;
      };
    }[];
    expect(found.length).toBeGreaterThan(0);
    for (const type of found) {
      const quote = (
        await site.app.inject({
          method: 'GET',
          url: `/trpc/booking.quote?input=${encodeURIComponent(JSON.stringify({ id: type.id, checkin: day(20), checkout: day(23) }))}`,
        })
      ).json().result.data;
      expect(type.stay_price).toEqual({
        nights: 3,
        room_price: quote.roomPriceTenge / 100,
        discount_percent: quote.discountPercent,
        stay: quote.stayTenge / 100,
        online_share_percent: quote.onlineSharePercent,
        room_part: quote.roomPartTenge / 100,
        booking_fee: quote.bookingFeeTenge / 100,
        total: quote.totalTenge / 100,
        // Every night at the room's price (no season): the nights are not listed one by one.
        night_prices: [],
      });
      expect(type.stay_price.room_price).toBe(type.price);
    }
  });

  it('takes check-in "today" on the hotel clock', async () => {
    site.setNow(at(1, '00:30')); // already tomorrow in Ashgabat, still today in UTC
    try {
      expect((await search(day(0), day(2))).statusCode).toBe(400);
      expect((await search(day(1), day(2))).statusCode).toBe(200);
    } finally {
      site.setNow(at(0, '10:00'));
    }
  });
});

describe('search answers kept in memory', () => {
  const elsewhere = connect(site.db.url, { max: 1 });
  afterAll(() => elsewhere.end());
  const freeOfType = async (typeId: number, checkin: string, checkout: string) => {
    const res = await search(checkin, checkout);
    return res.statusCode === 404
      ? 0
      : ((res.json().data as { id: number; available_rooms: number }[]).find((t) => t.id === typeId)
          ?.available_rooms ?? 0);
  };
  const heard = () => changesHeardUpToNow(site.deps, elsewhere);

  it('answers a repeated search from memory: a locked calendar does not hold it up', async () => {
    await heard();
    await search(day(30), day(32));
    await elsewhere.begin(async (tx) => {
      await tx`lock table calendar_entries in access exclusive mode`;
      expect((await answeredDespiteLock(search(day(30), day(32)))).statusCode).toBe(200);
    });
  });

  it("counts a booking another process placed, once that process's projector wrote it", async () => {
    await heard();
    const { typeId } = await singleFreeRoom(site, day(110), day(114));
    expect(await freeOfType(typeId, day(111), day(113))).toBe(1);
    const guest = await registerGuest(other, 'elsewhere@example.com');
    expect(
      (await book(other, guest, { id: typeId, checkin: day(111), checkout: day(112) })).status,
    ).toBe(200);
    await vi.waitFor(async () => expect(await freeOfType(typeId, day(111), day(113))).toBe(0), {
      timeout: 10_000,
      interval: 20,
    });
  });

  it('prices a rate season set in this process at once, and one set in another once written', async () => {
    await heard();
    const found = async () =>
      (await search(day(33), day(34))).json().data as {
        id: number;
        stay_price: { night_prices: { price: number }[] };
      }[];
    const typeId = (await found())[0]?.id ?? 0;
    const nightPrice = async () =>
      (await found()).find((type) => type.id === typeId)?.stay_price.night_prices[0]?.price;
    const setSeason = async (app: typeof site, price: number, priority: number) => {
      const manager = await app.session(2);
      const res = await restRequester(app)('POST', '/api/rate-seasons', manager.cookie, {
        room_types_id: typeId,
        from: day(33),
        to: day(34),
        price,
        priority,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await nightPrice();
    await setSeason(site, 1111, 1);
    expect(await nightPrice()).toBe(1111);
    await setSeason(other, 2222, 2);
    await vi.waitFor(async () => expect(await nightPrice()).toBe(2222), {
      timeout: 10_000,
      interval: 20,
    });
  });

  it('drops a room staff closed in another process (or in psql)', async () => {
    await heard();
    const { roomId, typeId } = await singleFreeRoom(site, day(120), day(124));
    expect(await freeOfType(typeId, day(121), day(123))).toBe(1);
    await elsewhere`update rooms set status = 0 where id = ${roomId}`;
    await vi.waitFor(async () => expect(await freeOfType(typeId, day(121), day(123))).toBe(0), {
      timeout: 10_000,
      interval: 20,
    });
    await elsewhere`update rooms set status = 1 where id = ${roomId}`;
    await vi.waitFor(async () => expect(await freeOfType(typeId, day(121), day(123))).toBe(1), {
      timeout: 10_000,
      interval: 20,
    });
  });
});
