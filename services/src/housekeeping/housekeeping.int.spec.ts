import { describe, expect, it } from 'vitest';
import { at, day, stay } from '../../../test/clock';
import { deskStaff, paidBookingId } from '../../test/booking-setup';
import { registerGuest, singleFreeRoom } from '../../test/guest';
import { restRequester } from '../../test/rest-requests';
import { createTestApp } from '../../test/test-app';

// The rooms' cleaning states: marks through PUT /api/rooms/{id}/housekeeping, check-outs through
// the front desk's real command, both read back from the lists.
const site = await createTestApp();
const { db } = site;
const send = restRequester(site);
const housekeeper = await site.session(5, 'maid@example.com');
const reception = await site.session(3, 'desk@example.com');
const accountant = await site.session(4);

const [firstRoom] = await db.sql<{ id: number; room_number: string }[]>`
  select id, room_number from rooms order by id limit 1`;
if (!firstRoom) throw new Error('the demo hotel has no room');
const roomId = firstRoom.id;

const mark = (id: number, body: object, cookie?: string, lang = 'en') =>
  send('PUT', `/api/rooms/${id}/housekeeping?l=${lang}`, cookie, body);
const stateIn = async (url: string, id: number) => {
  const res = await send('GET', url, reception.cookie);
  expect(res.statusCode).toBe(200);
  return (res.json().data as { id: number; housekeeping: string }[]).find((r) => r.id === id)
    ?.housekeeping;
};

describe('PUT /api/rooms/{id}/housekeeping', () => {
  it('asks for a login, and refuses the accountant', async () => {
    expect((await mark(roomId, { state: 'dirty' })).statusCode).toBe(401);
    expect((await mark(roomId, { state: 'dirty' }, accountant.cookie)).statusCode).toBe(403);
    expect(await stateIn('/api/rooms', roomId)).toBe('clean');
  });

  it('lets housekeeping mark a room, as an event naming them, and the lists show it', async () => {
    const res = await mark(roomId, { state: 'out_of_order' }, housekeeper.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: `Room ${firstRoom.room_number}: the housekeeping state is saved`,
      data: { room_id: roomId, state: 'out_of_order', version: expect.any(Number) },
    });
    expect(await stateIn('/api/rooms', roomId)).toBe('out_of_order');
    expect(await stateIn('/api/rooms?t=bt', roomId)).toBe('out_of_order');
    const [event] = await db.sql<{ data: unknown; metadata: { actor: { email: string } } }[]>`
      select data, metadata from events where stream_id = ${`housekeeping-${roomId}`}`;
    expect(event?.data).toEqual({ roomId, state: 'out_of_order', previous: 'clean' });
    expect(event?.metadata.actor.email).toBe('maid@example.com');
  });

  it('lets reception mark a room too, the event saying what it was, once', async () => {
    const res = await mark(roomId, { state: 'dirty' }, reception.cookie);
    expect(res.statusCode).toBe(200);
    // Sent again (a double tap): the same answer, no second event.
    const again = await mark(roomId, { state: 'dirty' }, reception.cookie);
    expect(again.json()).toEqual(res.json());
    expect(await stateIn('/api/rooms', roomId)).toBe('dirty');
    const events = await db.sql<{ data: { previous: string } }[]>`
      select data from events where stream_id = ${`housekeeping-${roomId}`} order by global_position`;
    expect(events.map((e) => e.data.previous)).toEqual(['clean', 'out_of_order']);
  });

  it('refuses a state it does not know with a localized 400, appending nothing', async () => {
    const res = await mark(roomId, { state: 'sparkling' }, housekeeper.cookie, 'ru');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'Проверьте поле «состояние»: допустимо: clean, dirty, inspected или out_of_order',
    );
    expect((await mark(roomId, {}, housekeeper.cookie)).statusCode).toBe(400);
    const [count] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from events where stream_id = ${`housekeeping-${roomId}`}`;
    expect(count?.n).toBe(2);
  });

  it('answers 404 for a room that does not exist', async () => {
    const res = await mark(999_999, { state: 'clean' }, housekeeper.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Room not found' });
  });
});

describe('a housekeeping account', () => {
  it('is opened by the manager with the housekeeping role, and its login lands on the list', async () => {
    const manager = await site.session(2);
    const password = 'a long first password';
    const created = await send('POST', '/api/staff?l=en', manager.cookie, {
      email: 'new-maid@example.com',
      role: 'housekeeping',
      password,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ role: 'housekeeping', disabled: false });
    const login = await send('POST', '/api/authentication?l=en', undefined, {
      isLogin: true,
      email: 'new-maid@example.com',
      password,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().url).toBe('/a/housekeeping');
    const cookie = login.cookies.find((c) => c.name === 'hotel_session');
    const guard = await send('GET', '/api/protected', `hotel_session=${cookie?.value ?? ''}`);
    expect(guard.statusCode).toBe(200);
  });
});

describe('the housekeeping list', () => {
  it('is open to housekeeping staff, who reach no booking data', async () => {
    const res = await send('GET', '/trpc/housekeeping.rooms', housekeeper.cookie);
    expect(res.statusCode).toBe(200);
    const rooms = res.json().result.data as { id: number; state: string; changed_by: string }[];
    expect(rooms).toHaveLength(32);
    expect(rooms.find((r) => r.id === roomId)).toMatchObject({
      state: 'dirty',
      changed_by: 'desk@example.com',
    });
    const bookings = await send('GET', '/api/rooms', housekeeper.cookie);
    expect(bookings.statusCode).toBe(403);
  });
});

describe('a check-out', () => {
  it('makes the room dirty, whatever it was', async () => {
    const { roomId: stayRoom, typeId } = await singleFreeRoom(site, day(300), day(310));
    const guest = await registerGuest(site, 'leaving@example.com');
    const bookingId = await paidBookingId(site, guest, { id: typeId, ...stay(300, 2) });
    expect((await mark(stayRoom, { state: 'inspected' }, housekeeper.cookie)).statusCode).toBe(200);
    const { moveTo, mutation } = await deskStaff(site, 'front-desk@example.com');
    await moveTo(at(300, '15:00'));
    expect((await mutation('checkIn', { id: bookingId })).statusCode).toBe(200);
    await moveTo(at(302, '11:00'));
    const out = await mutation('checkOut', { id: bookingId, departedOn: day(302), refundTenge: 0 });
    expect(out.statusCode).toBe(200);
    const [row] = await db.sql<{ state: string; changed_by: { email: string } }[]>`
      select state, changed_by from room_housekeeping where room_id = ${stayRoom}`;
    expect(row).toEqual({
      state: 'dirty',
      changed_by: expect.objectContaining({ email: 'front-desk@example.com' }),
    });
  });
});
