import { afterAll, describe, expect, it, vi } from 'vitest';
import { connect } from '../db/connect';
import { at, day } from '../../../test/clock';
import { book, registerGuest, singleFreeRoom } from '../../test/guest';
import { createTestApp } from '../../test/test-app';

const site = await createTestApp();
// A second process on the same database, with its own projector and memory.
const other = await createTestApp({ database: site.db, seed: false });
const search = (checkin: string, checkout: string, lang = 'en') =>
  site.app.inject({ method: 'POST', url: `/api/search-room?l=${lang}`, payload: { checkin, checkout } });

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
    const before = (await search(day(101), day(103))).json().data as { id: number; available_rooms: number }[];
    expect(before.find((t) => t.id === typeId)?.available_rooms).toBe(1);
    const guest = await registerGuest(site, 'searcher@example.com');
    expect((await book(site, guest, { id: typeId, checkin: day(102), checkout: day(103) })).status).toBe(200);
    const after = await search(day(101), day(103), 'ru');
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual({ error: 'На выбранные даты свободных номеров нет' });
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
    return res.statusCode === 404 ? 0 : ((res.json().data as { id: number; available_rooms: number }[]).find((t) => t.id === typeId)?.available_rooms ?? 0);
  };
  const heard = () => vi.waitFor(() => expect(site.deps.changes.alive()).toBe(true), { timeout: 10_000, interval: 20 });

  it('answers a repeated search from memory: a locked calendar does not hold it up', async () => {
    await heard();
    await search(day(30), day(32));
    await elsewhere.begin(async (tx) => {
      await tx`lock table calendar_entries in access exclusive mode`;
      // A read of the calendar would wait for this transaction, which ends only after the answer.
      expect((await search(day(30), day(32))).statusCode).toBe(200);
    });
  });

  it("counts a booking another process placed, once that process's projector wrote it", async () => {
    await heard();
    const { typeId } = await singleFreeRoom(site, day(110), day(114));
    expect(await freeOfType(typeId, day(111), day(113))).toBe(1);
    const guest = await registerGuest(other, 'elsewhere@example.com');
    expect((await book(other, guest, { id: typeId, checkin: day(111), checkout: day(112) })).status).toBe(200);
    await vi.waitFor(async () => expect(await freeOfType(typeId, day(111), day(113))).toBe(0), { timeout: 10_000, interval: 20 });
  });

  it('drops a room staff closed in another process (or in psql)', async () => {
    await heard();
    const { roomId, typeId } = await singleFreeRoom(site, day(120), day(124));
    expect(await freeOfType(typeId, day(121), day(123))).toBe(1);
    await elsewhere`update rooms set status = 0 where id = ${roomId}`;
    await vi.waitFor(async () => expect(await freeOfType(typeId, day(121), day(123))).toBe(0), { timeout: 10_000, interval: 20 });
    await elsewhere`update rooms set status = 1 where id = ${roomId}`;
    await vi.waitFor(async () => expect(await freeOfType(typeId, day(121), day(123))).toBe(1), { timeout: 10_000, interval: 20 });
  });
});
