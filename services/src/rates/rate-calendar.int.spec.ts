import { describe, expect, it } from 'vitest';
import type { RateCalendarView } from '@hotel/contracts';
import { day, TODAY } from '../../../test/clock';
import { createTestApp } from '../../test/test-app';
import { trpcCall, type TrpcCallOptions } from '../../test/trpc-requests';

const site = await createTestApp();
const { session } = site;
const manager = await session(2);
const reception = await session(3);

// Two types of the demo catalog, so the calendar is seen to list every type's seasons.
const STANDARD = 1;
const SUPERIOR = 3;

/** A staffRates call as the browser makes it: the calendar is a query, the rest mutations. */
const call = (procedure: string, options: TrpcCallOptions = {}) =>
  trpcCall(site, procedure === 'staffRates.calendar' ? 'GET' : 'POST', procedure, options);

const season = (roomTypeId: number, from: number, to: number, price: number) => ({
  room_types_id: roomTypeId,
  from: day(from),
  to: day(to),
  price,
});
const calendar = async (input: object = {}, cookie = manager.cookie) => {
  const res = await call('staffRates.calendar', { cookie, input });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result?.data as RateCalendarView;
};
/** staffRates.set and staffRates.remove as `who` (the manager unless named), answered as sent. */
const trySet = (input: object, who = manager, lang?: string) =>
  call('staffRates.set', { cookie: who.cookie, input, lang });
const tryRemove = (id: number, who = manager) =>
  call('staffRates.remove', { cookie: who.cookie, input: { id } });
const setSeason = async (input: object) => {
  const res = await trySet(input);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result?.data as { message: string; data: { id: number } };
};

describe('staffRates over tRPC', () => {
  it('refuses a receptionist setting or removing a season, in their language', async () => {
    const set = await trySet(season(SUPERIOR, 10, 20, 900), reception, 'ru');
    expect(set.status).toBe(403);
    expect(set.body.error?.message).toMatch(/[а-я]/);
    expect((await tryRemove(1, reception)).status).toBe(403);
    expect((await call('staffRates.calendar', { input: {} })).status).toBe(401);
    // Reading the seasons is any staff member's, as GET /api/rate-seasons is.
    expect((await calendar({}, reception.cookie)).from).toBe(TODAY);
  });

  it('lets a manager set seasons and lists every type’s seasons touching the period', async () => {
    const summer = await setSeason({ ...season(SUPERIOR, 30, 60, 1500), weekend_price: 1800 });
    expect(summer.message).toBe('The rate season is saved');
    const standard = await setSeason({ ...season(STANDARD, 40, 50, 700), min_stay: 3 });
    const later = await setSeason(season(STANDARD, 400, 410, 650));
    const shown = await calendar();
    expect(shown).toMatchObject({ today: TODAY, from: TODAY, to: day(365) });
    const ids = shown.seasons.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([summer.data.id, standard.data.id]));
    expect(ids).not.toContain(later.data.id);
    expect(shown.seasons.find((row) => row.id === summer.data.id)).toMatchObject({
      room_types_id: SUPERIOR,
      from: day(30),
      to: day(60),
      price: 1500,
      weekend_price: 1800,
      set_by: manager.email,
    });
    const ahead = await calendar({ from: day(395), days: 30 });
    expect(ahead.seasons.map((row) => row.id)).toEqual([later.data.id]);
  });

  it('removes a season, after which the calendar no longer lists it', async () => {
    const { data } = await setSeason(season(SUPERIOR, 70, 80, 2000));
    expect((await tryRemove(data.id)).status).toBe(200);
    expect((await calendar()).seasons.map((row) => row.id)).not.toContain(data.id);
    expect((await tryRemove(data.id)).status).toBe(404);
  });

  it('refuses bad input with a localized 400, never a 500', async () => {
    const reversed = await trySet(season(SUPERIOR, 20, 10, 900), manager, 'tm');
    expect(reversed.status).toBe(400);
    expect(reversed.body.error?.message).not.toBe('');
    const tooLong = await call('staffRates.calendar', {
      cookie: manager.cookie,
      input: { days: 5000 },
    });
    expect(tooLong.status).toBe(400);
    const notADay = await call('staffRates.calendar', {
      cookie: manager.cookie,
      input: { from: 'tomorrow' },
    });
    expect(notADay.status).toBe(400);
  });
});
