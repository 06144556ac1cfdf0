import { describe, expect, it } from 'vitest';
import type { GuestProfileView, PoliceReportView, StaffBookingDetail } from '@hotel/contracts';
import { at, day, stay } from '../../../../test/clock';
import { deskBookingInput, deskStaff } from '../../../test/booking-setup';
import { bookToBank, registerGuest, singleFreeRoom } from '../../../test/guest';
import { createTestApp } from '../../../test/test-app';
import { expectDateChecked, expectForAccountsOnly } from '../report-fixtures';

/*
 * The police registration list of the night of day 0, on stays placed through the real commands:
 * stay A (a Russian and a Turkmen guest) and stay B (a Turkmen guest only) checked in for two
 * nights; stay C (a Kazakh guest) cancelled; stay D (a Turkish guest) left on day 0; and an online
 * booking E whose guest gave an Uzbek passport through the booking form, due to arrive on day 0.
 */
const site = await createTestApp();
const { app, db } = site;
const { cookie: staffCookie, moveTo, mutation } = await deskStaff(site, 'manager@example.com');
const online = await singleFreeRoom(site, day(0), day(2));
const rooms = (
  await db.sql<{ id: number; capacity: number }[]>`
    select r.id, t.capacity from rooms r join room_types t on t.id = r.room_types_id
    where r.status = 1 order by r.id`
).filter((room) => room.id !== online.roomId);
// Stay A sleeps two.
const roomA = rooms.find((room) => room.capacity >= 2)?.id ?? 0;
const [roomB = 0, roomC = 0, roomD = 0] = rooms.map((r) => r.id).filter((id) => id !== roomA);

const RUSSIAN = { full_name: 'Ivan Petrov', citizenship: 'RU', passport_number: '45 09-123456' };
const TURKMEN = { full_name: 'Merdan Orazow', passport_serial: 'AS', passport_number: '654321' };
const KAZAKH = { full_name: 'Aigerim Nurlanova', citizenship: 'KZ', passport_number: 'N1234567' };
const TURKISH = { full_name: 'Ali Yilmaz', citizenship: 'TR', passport_number: 'U12345678' };
const UZBEK = { full_name: 'Dilnoza Karimova', citizenship: 'UZ', passport_number: 'AA1234567' };

const place = async (room: number, from: number, nights: number, guests: object[]) => {
  const res = await mutation('create', {
    ...deskBookingInput({
      room,
      from,
      nights,
      email: `room${room}@example.com`,
      channel: 'walk_in',
    }),
    guests,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data.data as { bookingId: number; bookNumber: number };
};
const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(200);
};

await moveTo(at(-1, '12:00'));
const d = await place(roomD, -1, 1, [TURKISH]);
await ok(mutation('checkIn', { id: d.bookingId }));
await moveTo(at(0, '15:00'));
const a = await place(roomA, 0, 2, [RUSSIAN, TURKMEN]);
const b = await place(roomB, 0, 2, [TURKMEN]);
const c = await place(roomC, 0, 2, [KAZAKH]);
await ok(mutation('checkIn', { id: a.bookingId }));
await ok(mutation('checkIn', { id: b.bookingId }));
await ok(mutation('cancel', { id: c.bookingId, reason: 'Plans changed', refund: 'none' }));
const guest = await registerGuest(site, 'e@example.com');
await bookToBank(site, guest, { id: online.typeId, ...stay(0, 2), guests: [UZBEK] });

const get = (url: string, cookie = staffCookie()) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const policeList = async (date: string) => {
  const res = await get(`/api/reports/police?date=${date}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: PoliceReportView }>().data;
};
const roomNumber = async (id: number) =>
  (await db.sql<{ room_number: string }[]>`select room_number from rooms where id = ${id}`)[0]
    ?.room_number;

describe('GET /api/reports/police', () => {
  it('is for accounts only: 401 without a session, 403 for reception', async () => {
    await expectForAccountsOnly(site, '/api/reports/police');
  });

  it('refuses a day that is not one, in the language asked', async () => {
    await expectDateChecked(site, '/api/reports/police', staffCookie());
  });

  it('lists the foreign guests staying the night, in house or due, and no Turkmen one', async () => {
    const list = await policeList(day(0));
    const expected = [
      {
        booking_id: a.bookingId,
        book_number: a.bookNumber,
        room_number: await roomNumber(roomA),
        full_name: 'Ivan Petrov',
        citizenship: 'RU',
        passport: '4509123456',
        ...stay(0, 2),
      },
      expect.objectContaining({
        room_number: await roomNumber(online.roomId),
        full_name: 'Dilnoza Karimova',
        citizenship: 'UZ',
        passport: 'AA1234567',
        ...stay(0, 2),
      }),
    ].sort((x, y) =>
      String(x.room_number).localeCompare(String(y.room_number), 'en', { numeric: true }),
    );
    expect(list).toEqual(expected);
    // The default night is the hotel's today.
    expect(await get('/api/reports/police').then((r) => r.json().data)).toEqual(list);
  });

  it('leaves out the night after the stays end', async () => {
    expect(await policeList(day(2))).toEqual([]);
  });
});

describe('GET /api/reports/police/csv', () => {
  it('is the same list as a file, its header in the language asked', async () => {
    const res = await get(`/api/reports/police/csv?date=${day(0)}&l=ru`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="police-list_${day(0)}.csv"`,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Номер,Бронь №,Ф. И. О.,Гражданство,Паспорт,Заезд,Выезд');
    expect(lines).toContain(
      `${await roomNumber(roomA)},${a.bookNumber},Ivan Petrov,RU,4509123456,${day(0)},${day(2)}`,
    );
    expect(lines).toHaveLength(3);
    expect(res.body).not.toContain('Merdan');
  });
});

describe('a foreign guest elsewhere on the staff side', () => {
  it('shows with the country code, and has a profile keyed by country and number', async () => {
    const detail = await get(`/api/bookings/${a.bookingId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const view = detail.json<{ data: StaffBookingDetail }>().data;
    expect(view.guests.map((g) => g.passport_serial_number)).toEqual([
      'RU 4509123456',
      'AS 654321',
    ]);
    const profile = await get('/api/guests/ru-4509123456');
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json<{ data: GuestProfileView }>().data).toMatchObject({
      passport: 'RU-4509123456',
      names: ['Ivan Petrov'],
    });
    // The same number in another country's passport is another person.
    expect((await get('/api/guests/KZ-4509123456')).statusCode).toBe(404);
    const turkmen = await get('/api/guests/AS654321');
    expect(turkmen.json().data.stays).toHaveLength(2);
  });

  it('takes a note on its own stream', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/guests/RU-4509123456/notes',
      headers: { cookie: staffCookie() },
      payload: { text: 'Registered with the police' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = await get('/api/guests/RU-4509123456');
    expect(profile.json().data.notes.map((n: { text: string }) => n.text)).toEqual([
      'Registered with the police',
    ]);
  });
});

it('keeps a Turkmen guest as before: the default citizenship, the series and number', async () => {
  const [row] = await db.sql<{ guests: object[] }[]>`
    select guests from bookings where id = ${b.bookingId}`;
  expect(row?.guests).toEqual([{ ...TURKMEN, citizenship: 'TM' }]);
});
