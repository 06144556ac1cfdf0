import { describe, expect, it } from 'vitest';
import { localizedText, type FrontDeskDayView } from '@hotel/contracts';
import { day } from '../../../test/clock';
import { deskStaff, placeByPhone } from '../../test/booking-setup';
import { GUEST, registerGuest } from '../../test/guest';
import { createTestApp } from '../../test/test-app';

/*
 * GET /api/day/csv: one list of the desk's day as a file, on bookings the desk placed through the
 * real commands. On day 250 two phone bookings arrive, one of them for two guests and owing a
 * charge; nobody leaves or stays.
 */
const site = await createTestApp();
const { app, db } = site;
const { cookie: staffCookie, mutation } = await deskStaff(site, 'csv-desk@example.com');
const guest = await registerGuest(site, 'csv-guest@example.com');

const rooms = await db.sql<{ id: number; room_number: string; type_name: unknown }[]>`
  select r.id, r.room_number, t.name as type_name
  from rooms r join room_types t on t.id = r.room_types_id
  where r.status = 1 and t.capacity >= 2 order by r.id limit 2`;
const [first, second] = rooms;
if (!first || !second) throw new Error('the demo hotel has fewer than two rooms');
const COMPANION = { full_name: 'Merdan Orazow', passport_serial: 'AS', passport_number: '654321' };
const couple = await placeByPhone(mutation, {
  room: first.id,
  from: 250,
  nights: 3,
  email: 'couple@example.com',
  guests: [GUEST, COMPANION],
});
const single = await placeByPhone(mutation, {
  room: second.id,
  from: 250,
  nights: 1,
  email: 'single@example.com',
});
const charge = await mutation('postCharge', {
  id: couple.bookingId,
  description: 'Minibar',
  amount: 125.5,
});
expect(charge.statusCode, charge.body).toBe(200);

const get = (url: string, cookie = staffCookie()) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const BOM = '\uFEFF';

describe('GET /api/day/csv', () => {
  it('is for staff only, as GET /api/day is', async () => {
    const url = `/api/day/csv?date=${day(250)}&list=arrivals`;
    expect((await get(url, '')).statusCode).toBe(401);
    expect((await get(url, guest)).statusCode).toBe(403);
  });

  it('writes the arrivals the screen lists, in its order: every guest, the stay, the balance in TMT', async () => {
    const screen = await get(`/api/day?date=${day(250)}`);
    const order = screen.json<{ data: FrontDeskDayView }>().data.arrivals.map((row) => row.id);
    expect([...order].sort((a, b) => a - b)).toEqual(
      [couple.bookingId, single.bookingId].sort((a, b) => a - b),
    );
    const res = await get(`/api/day/csv?date=${day(250)}&list=arrivals&l=en`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="arrivals_${day(250)}.csv"`,
    );
    const rows: Record<number, string> = {
      [couple.bookingId]: [
        couple.bookNumber,
        first.room_number,
        localizedText.parse(first.type_name).en,
        `${GUEST.full_name}; ${COMPANION.full_name}`,
        day(250),
        day(253),
        '125.50',
      ].join(','),
      [single.bookingId]: [
        single.bookNumber,
        second.room_number,
        localizedText.parse(second.type_name).en,
        GUEST.full_name,
        day(250),
        day(251),
        '0.00',
      ].join(','),
    };
    expect(res.body).toBe(
      `${BOM}Booking,Room,Room type,Guests,Check-in,Check-out,Balance (TMT)\r\n${order
        .map((id) => `${rows[id] ?? ''}\r\n`)
        .join('')}`,
    );
  });

  it('heads its columns in the language asked, and writes a list with nobody as its header alone', async () => {
    const res = await get(`/api/day/csv?date=${day(250)}&list=in_house&l=ru`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(`${BOM}Бронь,Номер,Тип номера,Гости,Заезд,Выезд,К оплате (TMT)\r\n`);
    const tm = await get(`/api/day/csv?date=${day(250)}&list=departures&l=tm`);
    expect(tm.body).toBe(
      `${BOM}Bron,Otag,Otagyň görnüşi,Myhmanlar,Gelýän güni,Gidýän güni,Tölenmeli (TMT)\r\n`,
    );
  });

  it('refuses a list it does not know, or none, with a localized 400', async () => {
    const bogus = await get(`/api/day/csv?date=${day(250)}&list=everyone&l=ru`);
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().error).toBe(
      'Проверьте поле «список»: допустимо: arrivals, departures или in_house',
    );
    const none = await get(`/api/day/csv?date=${day(250)}&l=en`);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toContain('list');
    const badDay = await get('/api/day/csv?date=tomorrow&list=arrivals&l=en');
    expect(badDay.statusCode).toBe(400);
  });
});
