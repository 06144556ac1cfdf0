import { describe, expect, it } from 'vitest';
import { book, registerGuest, singleFreeRoom } from '../../test/guest';
import { createTestApp } from '../../test/test-app';

const site = await createTestApp();
const search = (checkin: string, checkout: string, lang = 'en') =>
  site.app.inject({ method: 'POST', url: `/api/search-room?l=${lang}`, payload: { checkin, checkout } });

describe('POST /api/search-room', () => {
  it('answers the free published room types with how many rooms of each are free', async () => {
    const res = await search('2026-12-01', '2026-12-03');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toMatch(/^Free room types found: \d+$/);
    const types = body.data as { id: number; available_rooms: number; rooms_count: number }[];
    expect(types.length).toBeGreaterThan(0);
    for (const t of types) expect(t.available_rooms).toBeGreaterThan(0);
  });

  it('counts a room as taken once someone books it', async () => {
    const { typeId } = await singleFreeRoom(site, '2027-03-01', '2027-03-05');
    const before = (await search('2027-03-02', '2027-03-04')).json().data as { id: number; available_rooms: number }[];
    expect(before.find((t) => t.id === typeId)?.available_rooms).toBe(1);
    const guest = await registerGuest(site, 'searcher@example.com');
    expect((await book(site, guest, { id: typeId, checkin: '2027-03-03', checkout: '2027-03-04' })).status).toBe(200);
    const after = await search('2027-03-02', '2027-03-04', 'ru');
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual({ error: 'На выбранные даты свободных номеров нет' });
  });

  it('refuses a stay the for-online blocks do not wholly cover', async () => {
    expect((await search('2027-03-04', '2027-03-07')).statusCode).toBe(404);
  });

  it.each([
    ['2026-11-20', '2026-11-22', 'The check-in date cannot be in the past'],
    ['2026-12-05', '2026-12-05', 'The check-out date must be after the check-in date'],
    ['2026-12-05', '2026-12-01', 'The check-out date must be after the check-in date'],
    ['2026-12-01', '2027-01-01', 'A stay can last at most 30 nights'],
  ])('refuses %s → %s: %s', async (checkin, checkout, error) => {
    const res = await search(checkin, checkout);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('takes check-in "today" on the hotel clock', async () => {
    site.setNow('2026-11-21T19:30:00Z'); // already 22 November in Ashgabat
    try {
      expect((await search('2026-11-21', '2026-11-23')).statusCode).toBe(400);
      expect((await search('2026-11-22', '2026-11-23')).statusCode).toBe(200);
    } finally {
      site.setNow('2026-11-21T05:00:00Z');
    }
  });
});
