import { describe, expect, it } from 'vitest';
import { at, day } from '../../../test/clock';
import { book, registerGuest, singleFreeRoom } from '../../test/guest';
import { createTestApp } from '../../test/test-app';

const site = await createTestApp();
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
