import { describe, expect, it } from 'vitest';
import type { OccupancyDayView, OccupancyView } from '@hotel/contracts';
import { at, day, stay } from '../../../../test/clock';
import {
  APPROVED_CARD,
  bookToBank,
  payAtBank,
  registerGuest,
  singleFreeRoom,
} from '../../../test/guest';
import { createTestApp } from '../../../test/test-app';

/*
 * Ten days ago, at half past midnight hotel time (still the day before in UTC), staff opened one
 * room for two nights starting two days later and a guest booked and paid them. Today at 10:00 the
 * guest pays three nights from the day after tomorrow and leaves one night unpaid.
 */
const site = await createTestApp();
const { app, db } = site;
const staff = await site.session(2);

const amountOf = async (formUrl: string) => {
  const [row] = await db.sql<
    { amount_tenge: string }[]
  >`select amount_tenge::text from bookings where order_id = ${new URL(formUrl).searchParams.get('mdOrder')}`;
  return Number(row?.amount_tenge);
};

site.setNow(at(-10, '00:30'));
const past = await singleFreeRoom(site, day(-8), day(-6));
const guest = await registerGuest(site, 'occupancy@example.com');
const pastForm = await bookToBank(site, guest, {
  id: past.typeId,
  checkin: day(-8),
  checkout: day(-6),
});
await payAtBank(pastForm, APPROVED_CARD);
site.setNow(at(0, '10:00'));
const comingForm = await bookToBank(site, guest, { id: 3, ...stay(2, 3) });
await payAtBank(comingForm, APPROVED_CARD);
await bookToBank(site, guest, { id: 1, ...stay(3, 1) });
const [pastAmount, comingAmount] = [await amountOf(pastForm), await amountOf(comingForm)];

const dashboard = async () => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/occupancy',
    headers: { cookie: staff.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: OccupancyView }>().data;
};
const onDay = (view: OccupancyView, n: number): OccupancyDayView => {
  const found = view.days.find((d) => d.date === day(n));
  if (!found) throw new Error(`no ${day(n)} in the dashboard`);
  return found;
};
/** A stay's amount night by night, as the dashboard spreads it: even shares, the odd teňňe first. */
const shares = (tenge: number, nights: number) =>
  Array.from(
    { length: nights },
    (_, night) => (Math.floor(tenge / nights) + (night < tenge % nights ? 1 : 0)) / 100,
  );

describe('GET /api/occupancy', () => {
  it('covers the past 30 days and the coming 30, today first among the coming', async () => {
    const view = await dashboard();
    expect(view.today).toBe(day(0));
    expect(view.days.map((d) => d.date)).toEqual(
      Array.from({ length: 60 }, (_, index) => day(index - 30)),
    );
  });

  it('counts a past stay on its nights, in a room that alone was open: fully occupied', async () => {
    const view = await dashboard();
    expect(
      [-9, -8, -7, -6].map((n) => [
        onDay(view, n).rooms_open,
        onDay(view, n).occupied,
        onDay(view, n).occupancy,
      ]),
    ).toEqual([
      [0, 0, null],
      [1, 1, 100],
      [1, 1, 100],
      [0, 0, null],
    ]);
    expect([onDay(view, -8).revenue, onDay(view, -7).revenue]).toEqual(shares(pastAmount, 2));
  });

  it("books the money on the hotel's day it came in, not UTC's", async () => {
    const view = await dashboard();
    expect(onDay(view, -10).received).toBe(pastAmount / 100);
    expect(onDay(view, -11).received).toBe(0);
    expect(onDay(view, 0).received).toBe(comingAmount / 100);
  });

  it('counts coming paid nights and unpaid ones apart, and spreads the revenue over the nights', async () => {
    const view = await dashboard();
    expect([1, 2, 3, 4, 5].map((n) => [onDay(view, n).occupied, onDay(view, n).pending])).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
      [1, 0],
      [0, 0],
    ]);
    expect([2, 3, 4].map((n) => onDay(view, n).revenue)).toEqual(shares(comingAmount, 3));
    const night = onDay(view, 3);
    expect(night.rooms_open).toBeGreaterThan(1);
    expect(night.occupancy).toBe(Math.round(1000 / night.rooms_open) / 10);
  });

  it('is the same through tRPC (staffOccupancy.days)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/trpc/staffOccupancy.days',
      headers: { cookie: staff.cookie },
    });
    expect(res.json().result.data).toEqual(await dashboard());
  });
});
