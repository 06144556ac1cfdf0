import type { BookingHistoryEntry } from '@hotel/contracts';
import { describe, expect, it } from 'vitest';
import { allProjections, BOOKING_HISTORY, ProjectionRunner } from '@hotel/projections';
import { day, stay } from '../../../test/clock';
import { bookToBank, registerGuest, singleFreeRoom } from '../../test/guest';
import { bookingIdOf, paidBookingId } from '../../test/booking-setup';
import { createTestApp } from '../../test/test-app';

const site = await createTestApp();
const { app, db } = site;
const admin = await site.session(2, 'history-desk@example.com');
const guest = await registerGuest(site, 'history-guest@example.com');
const otherGuest = await registerGuest(site, 'history-other@example.com');

// Two bookings of the one room a type has open on these days: their trails share a room stream.
const { typeId } = await singleFreeRoom(site, day(200), day(210));
const paidId = await paidBookingId(site, guest, { id: typeId, ...stay(200, 2) });
const neighbourUrl = await bookToBank(site, otherGuest, { id: typeId, ...stay(205, 2) });

const neighbourId = await bookingIdOf(site, neighbourUrl);

const moved = await app.inject({
  method: 'POST',
  url: '/trpc/staffBookings.changeDates',
  headers: { cookie: admin.cookie, 'x-lang': 'en' },
  payload: { id: paidId, checkin: `${day(201)}T14:00`, checkout: `${day(204)}T12:00` },
});
if (moved.statusCode !== 200) throw new Error(`the dates did not change: ${moved.body}`);

/** GET /trpc/staffBookings.history as `cookie` (none: anonymous), in `lang`. */
const history = (input: unknown, cookie?: string, lang = 'en') =>
  app.inject({
    method: 'GET',
    url: `/trpc/staffBookings.history?input=${encodeURIComponent(JSON.stringify(input))}`,
    headers: { 'x-lang': lang, ...(cookie ? { cookie } : {}) },
  });

const trailOf = async (id: number): Promise<BookingHistoryEntry[]> => {
  const res = await history({ id }, admin.cookie);
  expect(res.statusCode).toBe(200);
  return res.json().result.data as BookingHistoryEntry[];
};

describe('staffBookings.history: a booking’s audit trail for staff', () => {
  it('refuses an anonymous caller with 401', async () => {
    const res = await history({ id: paidId });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Please log in');
  });

  it('refuses a guest with 403, even for the guest’s own booking', async () => {
    const res = await history({ id: paidId }, guest);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.data.code).toBe('FORBIDDEN');
  });

  it('lists every event of the booking newest first, each with its own position', async () => {
    const trail = await trailOf(paidId);
    expect(trail.map((entry) => entry.event)).toEqual([
      'BookingDatesChanged',
      'PaymentConfirmed',
      'PaymentRegistered',
      'BookingPlaced',
    ]);
    const positions = trail.map((entry) => BigInt(entry.id));
    expect(positions).toEqual([...positions].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    for (const entry of trail)
      expect(entry.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:00$/);
  });

  it('names the staff member who moved the dates and the dates before and after', async () => {
    const [change] = await trailOf(paidId);
    expect(change?.actor).toMatchObject({ email: 'history-desk@example.com', role: 2 });
    expect(change?.changes).toEqual([
      { field: 'checkin', before: day(200), after: day(201) },
      { field: 'checkout', before: day(202), after: day(204) },
    ]);
  });

  it('names the guest who booked, with the amount in TMT, and the payment as pending to online', async () => {
    const trail = await trailOf(paidId);
    const placed = trail.find((entry) => entry.event === 'BookingPlaced');
    expect(placed?.actor).toMatchObject({ email: 'history-guest@example.com', role: 1 });
    expect(placed?.changes).toEqual(
      expect.arrayContaining([
        { field: 'payment_status', before: null, after: 'pending' },
        { field: 'checkin', before: null, after: day(200) },
        { field: 'amount', before: null, after: expect.any(Number) as number },
      ]),
    );
    const [row] = await db.sql<
      { amount_tenge: string }[]
    >`select amount_tenge::text from bookings where id = ${paidId}`;
    const amount = placed?.changes.find((c) => c.field === 'amount')?.after;
    expect(amount).toBe(Number(row?.amount_tenge) / 100);
    const paid = trail.find((entry) => entry.event === 'PaymentConfirmed');
    expect(paid?.changes).toEqual([
      { field: 'payment_status', before: 'pending', after: 'online' },
      { field: 'paid', before: null, after: amount },
    ]);
  });

  it('shows the same trail after booking_history is rebuilt a few events a batch (a booking’s rows written in several)', async () => {
    const trails = [await trailOf(paidId), await trailOf(neighbourId)];
    const rebuilder = new ProjectionRunner(db.sql, site.deps.store, allProjections, {
      rebuildBatchSize: 2,
    });
    expect(await rebuilder.rebuild(BOOKING_HISTORY)).toBeGreaterThan(4);
    expect([await trailOf(paidId), await trailOf(neighbourId)]).toEqual(trails);
    expect(trails[0]?.at(-1)?.changes.every((change) => change.before === null)).toBe(true);
  });

  it('holds only the asked booking’s events, not those of another booking of the same room', async () => {
    const trail = await trailOf(neighbourId);
    expect(trail.map((entry) => entry.event)).toEqual(['PaymentRegistered', 'BookingPlaced']);
    expect(
      trail.every(
        (entry) =>
          typeof entry.actor === 'object' && entry.actor.email === 'history-other@example.com',
      ),
    ).toBe(true);
    const ids = new Set((await trailOf(paidId)).map((entry) => entry.id));
    expect(trail.some((entry) => ids.has(entry.id))).toBe(false);
  });

  it('answers an id with no history with an empty trail', async () => {
    expect(await trailOf(2_147_483_000)).toEqual([]);
  });

  it('refuses an id that is not a whole positive JSON number, naming the field in the asked language', async () => {
    const res = await history({ id: '1' }, admin.cookie, 'ru');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Проверьте поле «идентификатор»: ожидается целое положительное число',
    );
  });
});
