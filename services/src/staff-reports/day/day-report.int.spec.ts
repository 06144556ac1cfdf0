import { describe, expect, it } from 'vitest';
import type { DayReportView, FolioView, LedgerView } from '@hotel/contracts';
import { at, day, stay } from '../../../../test/clock';
import {
  deskBookingInput,
  deskStaff,
  paidBookingId,
  placeByPhone,
} from '../../../test/booking-setup';
import { registerGuest, singleFreeRoom } from '../../../test/guest';
import { createTestApp } from '../../../test/test-app';
import { expectDateChecked, expectForAccountsOnly } from '../report-fixtures';

/*
 * The manager's report of day 1, on bookings placed through the real commands. Day 0: a phone
 * stay A arrives for three nights and checks in; a phone stay D of one night arrives. Day 1: a
 * walk-in B pays by card and checks in; a guest's online booking C is paid at the bank; a phone
 * booking E, paid in cash, is cancelled without refund; D is due to leave; a room is out of
 * order.
 */
const site = await createTestApp();
const { app, db } = site;
// Nights at their list price, so a night's revenue is its folio's night line.
await db.sql`update room_types set discount_status = 0`;
const { cookie: staffCookie, moveTo, mutation } = await deskStaff(site, 'manager@example.com');
const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(200);
};
const online = await singleFreeRoom(site, day(1), day(3));
const rooms = (
  await db.sql<{ id: number }[]>`select id from rooms where status = 1 order by id`
).map((r) => r.id);
const [roomA = 0, roomB = 0, roomD = 0, roomE = 0, broken = 0] = rooms.filter(
  (id) => id !== online.roomId,
);
const phone = (room: number, from: number, nights: number, email: string) =>
  placeByPhone(mutation, { room, from, nights, email });

await moveTo(at(0, '15:00'));
const a = await phone(roomA, 0, 3, 'a@example.com');
const d = await phone(roomD, 0, 1, 'd@example.com');
await ok(mutation('checkIn', { id: a.bookingId }));
await ok(mutation('checkIn', { id: d.bookingId }));

await moveTo(at(1, '15:00'));
const walkIn = await mutation('create', {
  ...deskBookingInput({
    room: roomB,
    from: 1,
    nights: 1,
    email: 'b@example.com',
    channel: 'walk_in',
  }),
  payment: { kind: 'reception', method: 'card_terminal' },
});
expect(walkIn.statusCode, walkIn.body).toBe(200);
const b = walkIn.json().result.data.data as { bookingId: number };
await ok(mutation('checkIn', { id: b.bookingId }));
const e = await phone(roomE, 1, 2, 'e@example.com');
await ok(mutation('cancel', { id: e.bookingId, reason: 'Plans changed', refund: 'none' }));
const guest = await registerGuest(site, 'c@example.com');
const c = await paidBookingId(site, guest, { id: online.typeId, ...stay(1, 2) });
await ok(
  app.inject({
    method: 'PUT',
    url: `/api/rooms/${broken}/housekeeping`,
    headers: { cookie: staffCookie() },
    payload: { state: 'out_of_order' },
  }),
);
await moveTo(at(2, '08:00'));

const get = (url: string, cookie = staffCookie()) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const report = async (search: string) => {
  const res = await get(`/api/reports/day${search}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: DayReportView }>().data;
};
/** A booking's night `date` as its folio charges it, in teňňe. */
const nightOf = async (id: number, date: string) => {
  const res = await get(`/api/bookings/${id}/folio`);
  expect(res.statusCode, res.body).toBe(200);
  const lines = res.json<{ data: FolioView }>().data.lines;
  const line = lines.find((l) => l.kind === 'night' && l.date === date);
  return Math.round((line?.amount ?? Number.NaN) * 100);
};

describe('GET /api/reports/day', () => {
  it('is for accounts only: 401 without a session, 403 for reception', async () => {
    await expectForAccountsOnly(site, '/api/reports/day');
  });

  it('refuses a day that is not one, in the language asked', async () => {
    await expectDateChecked(site, '/api/reports/day', staffCookie());
    const en = await get(`/api/reports/day/csv?date=${day(1)}x&l=en`);
    expect(en.statusCode).toBe(400);
    expect(en.json().error).toMatch(/a date as YYYY-MM-DD is expected/);
  });

  it("counts the night's rooms: in house and arrivals sold, departures and cancellations not", async () => {
    const view = await report(`?date=${day(1)}`);
    expect(view).toMatchObject({
      date: day(1),
      today: day(2),
      rooms: { total: rooms.length, out_of_order: 1, available: rooms.length - 1, sold: 3 },
      occupancy: Math.round((3 * 1000) / (rooms.length - 1)) / 10,
      arrivals: 2,
      departures: 1,
      no_shows: 0,
      cancellations: 1,
    });
  });

  it("takes the night's revenue from the folios and divides it half up to the teňňe", async () => {
    const view = await report(`?date=${day(1)}`);
    const nights = [
      await nightOf(a.bookingId, day(1)),
      await nightOf(b.bookingId, day(1)),
      await nightOf(c, day(1)),
    ];
    const revenue = nights.reduce((sum, n) => sum + n, 0);
    expect(view.room_revenue).toBe(revenue / 100);
    expect(view.adr).toBe(Math.floor((2 * revenue + 3) / 6) / 100);
    const available = rooms.length - 1;
    expect(view.revpar).toBe(Math.floor((2 * revenue + available) / (2 * available)) / 100);
  });

  it("gives the day's money per way exactly as the ledger of the day, and per channel", async () => {
    const view = await report(`?date=${day(1)}`);
    const res = await get(`/api/ledger?from=${day(1)}&to=${day(1)}`);
    const ledger = res.json<{ data: LedgerView }>().data;
    expect(view.money.by_method).toEqual(ledger.totals.by_method);
    expect(view.money.net).toBe(ledger.totals.net);
    expect(view.cancellations).toBe(ledger.totals.by_kind.cancellation.count);
    const paid = (channel: string) =>
      ledger.entries.find((line) => line.kind === 'payment' && line.channel === channel)?.amount;
    expect(view.money.by_channel).toEqual({
      online: { count: 1, amount: paid('online') },
      phone: { count: 1, amount: paid('phone') },
      walk_in: { count: 1, amount: paid('walk_in') },
    });
    expect(view.money.by_method.card_terminal).toEqual({ count: 1, amount: paid('walk_in') });
    expect(view.money.by_method.bank.count).toBe(1);
    expect(view.money.by_method.cash.count).toBe(1);
  });

  it("is of the hotel's yesterday when no day is asked", async () => {
    expect((await report('')).date).toBe(day(1));
  });

  it('has no ADR on a day nothing was sold', async () => {
    const view = await report(`?date=${day(30)}`);
    expect(view).toMatchObject({ rooms: { sold: 0 }, room_revenue: 0, adr: null, revpar: 0 });
  });
});

describe('GET /api/reports/day/csv', () => {
  it('downloads the figures as figure and value rows, UTF-8 with a byte order mark', async () => {
    const view = await report(`?date=${day(1)}`);
    const res = await get(`/api/reports/day/csv?date=${day(1)}&l=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="day-report_${day(1)}.csv"`,
    );
    expect(res.body.startsWith('\uFEFFFigure,Value\r\n')).toBe(true);
    const rows = res.body.slice(1).trimEnd().split('\r\n');
    expect(rows).toContain(`Date,${day(1)}`);
    expect(rows).toContain('Rooms sold,3');
    expect(rows).toContain(`Room revenue (TMT),${view.room_revenue.toFixed(2)}`);
    expect(rows).toContain(
      `Taken by way Card terminal (TMT),${view.money.by_method.card_terminal.amount.toFixed(2)}`,
    );
  });
});
