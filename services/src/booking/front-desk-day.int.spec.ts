import { describe, expect, it } from 'vitest';
import type { FrontDeskDayView } from '@hotel/contracts';
import { at, day } from '../../../test/clock';
import { bookToBank, registerGuest, singleFreeRoom } from '../../test/guest';
import { bookingIdOf, deskStaff, placeByPhone } from '../../test/booking-setup';
import { createTestApp } from '../../test/test-app';

/*
 * The front desk's day, GET /api/day, on bookings placed through the real commands. Around day
 * 200: a guest's unpaid online booking and a phone booking arrive on it, a cancelled phone booking
 * would have; a stay from day 198 leaves on it; a stay from day 199 runs past it. The clock then
 * walks through the days, checking the guests in as reception would.
 */
const site = await createTestApp();
const { app, db } = site;
const { cookie: staffCookie, moveTo, mutation, query } = await deskStaff(site, 'today@example.com');

const online = await singleFreeRoom(site, day(200), day(201));
const guest = await registerGuest(site, 'arriving@example.com');
const unpaidId = await bookingIdOf(
  site,
  await bookToBank(site, guest, { id: online.typeId, checkin: day(200), checkout: day(201) }),
);
const rooms = (
  await db.sql<{ id: number }[]>`
    select id from rooms where status = 1 and id <> ${online.roomId} order by id limit 4`
).map((r) => r.id);
const [arrivalRoom = 0, leavingRoom = 0, stayingRoom = 0, cancelledRoom = 0] = rooms;
const phone = (room: number, from: number, nights: number, email: string) =>
  placeByPhone(mutation, { room, from, nights, email });
const arrival = await phone(arrivalRoom, 200, 2, 'arrival@example.com');
const leaving = await phone(leavingRoom, 198, 2, 'leaving@example.com');
const staying = await phone(stayingRoom, 199, 3, 'staying@example.com');
const cancelled = await phone(cancelledRoom, 200, 1, 'cancelled@example.com');
const cancel = await mutation('cancel', {
  id: cancelled.bookingId,
  reason: 'The guest called off the trip',
  refund: 'none',
});
expect(cancel.statusCode, cancel.body).toBe(200);

const get = (url: string, cookie = staffCookie()) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const deskDay = async (search = '') => {
  const res = await get(`/api/day${search}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: FrontDeskDayView }>().data;
};
/** The ids of each list, in order of id (the lists themselves go by room). */
const sorted = (list: readonly number[]) => [...list].sort((a, b) => a - b);
const ids = (view: FrontDeskDayView) => ({
  arrivals: sorted(view.arrivals.map((b) => b.id)),
  departures: sorted(view.departures.map((b) => b.id)),
  in_house: sorted(view.in_house.map((b) => b.id)),
});
const checkIn = async (id: number) => {
  const res = await mutation('checkIn', { id });
  expect(res.statusCode, res.body).toBe(200);
};

describe('GET /api/day', () => {
  it('is for staff only', async () => {
    expect((await get('/api/day', '')).statusCode).toBe(401);
    expect((await get('/api/day', guest)).statusCode).toBe(403);
  });

  it('refuses a day that is not one, in the language asked', async () => {
    const ru = await get('/api/day?date=tomorrow&l=ru');
    expect(ru.statusCode).toBe(400);
    expect(ru.json()).toEqual({
      error: expect.stringMatching(/день.*ожидается дата в формате ГГГГ-ММ-ДД/),
    });
    const noSuchDay = await get(`/api/day?date=${day(0).slice(0, 7)}-32&l=en`);
    expect(noSuchDay.statusCode).toBe(400);
    expect(noSuchDay.json().error).toContain('day');
  });

  it('lists who arrives on a day ahead, paid or not, but not a cancelled stay', async () => {
    const view = await deskDay(`?date=${day(200)}`);
    expect(view).toMatchObject({ date: day(200), today: day(0) });
    expect(ids(view)).toEqual({
      arrivals: sorted([arrival.bookingId, unpaidId]),
      departures: [],
      in_house: [],
    });
    const row = view.arrivals.find((b) => b.id === arrival.bookingId);
    expect(row).toMatchObject({
      book_number: arrival.bookNumber,
      room_number: expect.any(String),
      room_id: arrivalRoom,
      guests: [expect.objectContaining({ full_name: expect.any(String) })],
      balance: 0,
      channel: 'phone',
    });
    expect(view.arrivals.find((b) => b.id === unpaidId)?.payment_status).toBe('pending');
  });

  it('moves a checked-in stay from the arrivals to in house', async () => {
    await moveTo(at(198, '15:00'));
    expect(ids(await deskDay()).arrivals).toEqual([leaving.bookingId]);
    await checkIn(leaving.bookingId);
    expect(ids(await deskDay())).toEqual({
      arrivals: [],
      departures: [],
      in_house: [leaving.bookingId],
    });
    await moveTo(at(199, '15:00'));
    await checkIn(staying.bookingId);
  });

  it("takes the hotel's day after midnight, while it is still the day before in UTC", async () => {
    await moveTo(at(200, '00:30'));
    const view = await deskDay();
    expect(view.date).toBe(day(200));
    expect(view.today).toBe(day(200));
    expect(ids(view).departures).toEqual([leaving.bookingId]);
    expect(ids(view).in_house).toEqual([staying.bookingId]);
    expect(ids(view).arrivals).toContain(arrival.bookingId);
    expect(ids(view).arrivals).not.toContain(cancelled.bookingId);
  });

  it('shows the day before with both stays in house and nobody left to arrive', async () => {
    expect(ids(await deskDay(`?date=${day(199)}`))).toEqual({
      arrivals: [],
      departures: [],
      in_house: sorted([leaving.bookingId, staying.bookingId]),
    });
  });

  it('moves the arrival to in house once checked in, through tRPC as through REST', async () => {
    await moveTo(at(200, '15:00'));
    await checkIn(arrival.bookingId);
    const view = await deskDay();
    expect(ids(view).arrivals).not.toContain(arrival.bookingId);
    expect(ids(view).in_house).toEqual(sorted([arrival.bookingId, staying.bookingId]));
    expect(await query('day', { date: day(200) })).toEqual(view);
  });

  it('keeps a stay not checked out among the departures of today, not of a later day', async () => {
    await moveTo(at(201, '12:00'));
    expect(ids(await deskDay()).departures).toEqual([leaving.bookingId]);
    expect(ids(await deskDay(`?date=${day(202)}`))).toEqual({
      arrivals: [],
      departures: sorted([arrival.bookingId, staying.bookingId]),
      in_house: [],
    });
  });
});
