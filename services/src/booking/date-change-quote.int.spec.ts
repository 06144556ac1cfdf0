import { describe, expect, it } from 'vitest';
import {
  ROLE_ACCOUNTANT,
  type BookingView,
  type DateChangeQuote,
  type FolioView,
} from '@hotel/contracts';
import { day, stay } from '../../../test/clock';
import { deskStaff, placeByPhone } from '../../test/booking-setup';
import { createTestApp } from '../../test/test-app';

/*
 * staffBookings.quoteDates, what the tape chart shows before a bar's new dates are confirmed: two
 * phone bookings of 3 nights are quoted longer and shorter, then changed; each folio's total then
 * moved by the quoted difference and its balance is the quoted one.
 */
const site = await createTestApp();
const { app, db } = site;
const { cookie, mutation, query } = await deskStaff(site, 'tape@example.com');
const accountant = await site.session(ROLE_ACCOUNTANT, 'books@example.com');

const [longerRoom = 0, shorterRoom = 0] = (
  await db.sql<{ id: number }[]>`select id from rooms where status = 1 order by id limit 2`
).map((r) => r.id);
const longer = await placeByPhone(mutation, {
  room: longerRoom,
  from: 40,
  nights: 3,
  email: 'longer@example.com',
});
const shorter = await placeByPhone(mutation, {
  room: shorterRoom,
  from: 40,
  nights: 3,
  email: 'shorter@example.com',
});

const quote = (id: number, dates: { checkin: string; checkout: string }) =>
  query('quoteDates', { id, ...dates }) as Promise<DateChangeQuote>;
const folio = (id: number) => query('folio', { id }) as Promise<FolioView>;

/** Quote, change the dates with the quoted ones, and read the folio before and after. */
async function quotedThenChanged(id: number, dates: { checkin: string; checkout: string }) {
  const before = await folio(id);
  const quoted = await quote(id, dates);
  const res = await mutation('changeDates', { id, ...dates });
  expect(res.statusCode, res.body).toBe(200);
  return { before, quoted, after: await folio(id) };
}

describe('staffBookings.quoteDates', () => {
  it('quotes an extension at what the change then charges', async () => {
    const { before, quoted, after } = await quotedThenChanged(longer.bookingId, stay(40, 5));
    expect(quoted.nights).toBe(5);
    expect(quoted.total_before).toBe(before.total);
    expect(quoted.difference).toBeGreaterThan(0);
    expect(after.total).toBeCloseTo(before.total + quoted.difference, 2);
    expect(quoted.total_after).toBe(after.total);
    expect(quoted.balance_after).toBe(after.balance);
  });

  it('quotes a shorter stay (a later check-in) as money given back', async () => {
    const dates = { checkin: day(41), checkout: day(42) };
    const { before, quoted, after } = await quotedThenChanged(shorter.bookingId, dates);
    expect(quoted.nights).toBe(1);
    expect(quoted.difference).toBeLessThan(0);
    expect(after.total).toBeCloseTo(before.total + quoted.difference, 2);
    expect(quoted.balance_after).toBe(after.balance);
  });

  it('quotes the same dates as no difference', async () => {
    const quoted = await quote(longer.bookingId, stay(40, 5));
    expect(quoted.difference).toBe(0);
    expect(quoted.total_after).toBe(quoted.total_before);
  });

  it('refuses a check-out before the check-in, or a new check-in in the past, with a 400', async () => {
    for (const dates of [
      { checkin: day(45), checkout: day(44) },
      { checkin: day(-2), checkout: day(44) },
    ]) {
      const res = await app.inject({
        method: 'GET',
        url: `/trpc/staffBookings.quoteDates?input=${encodeURIComponent(JSON.stringify({ id: longer.bookingId, ...dates }))}`,
        headers: { cookie: cookie(), 'x-lang': 'en' },
      });
      expect(res.statusCode, res.body).toBe(400);
    }
  });

  it('is the desk’s: the accountant is refused', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/trpc/staffBookings.quoteDates?input=${encodeURIComponent(JSON.stringify({ id: longer.bookingId, ...stay(40, 4) }))}`,
      headers: { cookie: accountant.cookie },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('calendar.range', () => {
  it('carries each booking’s folio balance, for the bar to show', async () => {
    const input = encodeURIComponent(JSON.stringify({ start_date: day(39), end_date: day(46) }));
    const res = await app.inject({
      method: 'GET',
      url: `/trpc/calendar.range?input=${input}`,
      headers: { cookie: cookie() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json<{ result: { data: BookingView[] } }>().result.data;
    const entry = entries.find((e) => e.id === longer.bookingId);
    expect(entry?.balance).toBe((await folio(longer.bookingId)).balance);
    expect(entry?.lead_guest).toEqual(expect.any(String));
    expect(entry?.lead_guest).not.toBe('');
  });
});
