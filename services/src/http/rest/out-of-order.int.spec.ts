import { describe, expect, it } from 'vitest';
import { eventMetadata, roomStreamId } from '@hotel/contracts';
import { day, stay } from '../../../../test/clock';
import { bookToBank, registerGuest } from '../../../test/guest';
import { closedRoom } from '../../../test/closed-room';
import { restRequester } from '../../../test/rest-requests';
import { createTestApp } from '../../../test/test-app';

const site = await createTestApp();
const { app, deps, runner, session } = site;
const manager = await session(2);
const { room, offered } = await closedRoom(deps);
await runner.catchUp();

const send = restRequester(site);
const takeOut = (roomId: number, body: object, cookie = manager.cookie) =>
  send('POST', `/api/rooms/${roomId}/out-of-order?l=en`, cookie, body);
const backInService = (periodId: number, cookie = manager.cookie) =>
  send('DELETE', `/api/rooms/${room}/out-of-order/${periodId}?l=en`, cookie);
/** The periods the tape chart draws between two dates (tRPC `calendar.outOfOrder`). */
const drawn = async (start_date: string, end_date: string) => {
  const input = encodeURIComponent(JSON.stringify({ start_date, end_date }));
  const res = await app.inject({
    headers: { cookie: manager.cookie },
    method: 'GET',
    url: `/trpc/calendar.outOfOrder?input=${input}`,
  });
  return res.json().result.data as { id: number; room_id: number; reason: string }[];
};

describe('out-of-order periods over REST', () => {
  it('is for managers only: reception and the accountant get 403', async () => {
    for (const role of [3, 4]) {
      const { cookie } = await session(role);
      const body = { from: day(40), to: day(42), reason: 'Paint' };
      expect((await takeOut(room, body, cookie)).statusCode).toBe(403);
      expect((await backInService(1, cookie)).statusCode).toBe(403);
    }
  });

  it('refuses a missing reason and dates the wrong way round with a localized 400', async () => {
    const noReason = await send('POST', `/api/rooms/${room}/out-of-order?l=ru`, manager.cookie, {
      from: day(40),
      to: day(42),
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toContain('причина');
    const reversed = await takeOut(room, { from: day(42), to: day(40), reason: 'Paint' });
    expect(reversed.statusCode).toBe(400);
    const past = await takeOut(room, { from: day(-1), to: day(2), reason: 'Paint' });
    expect(past.statusCode).toBe(400);
  });

  it('takes the room off the online search for its nights, and back after it', async () => {
    const opened = await send('POST', '/api/set-room-for-online?l=en', manager.cookie, {
      room_id: room,
      ...{ checkin: day(20), checkout: day(30) },
    });
    expect(opened.statusCode).toBe(200);
    expect(await offered(day(22), day(24))).toBe(true);

    const taken = await takeOut(room, { from: day(21), to: day(25), reason: 'Water leak' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().message).toContain('out of order');
    expect(await offered(day(22), day(24))).toBe(false);
    // The window's nights outside the period stay on sale.
    expect(await offered(day(25), day(28))).toBe(true);
    expect(await offered(day(20), day(21))).toBe(true);

    // The tape chart gets it, with its reason.
    expect(await drawn(day(20), day(30))).toContainEqual({
      id: taken.json().data.id,
      room_id: room,
      from: day(21),
      to: day(25),
      reason: 'Water leak',
    });

    // Its author is on the event.
    const { events } = await deps.store.readStream(roomStreamId(room));
    const event = events.find((e) => e.type === 'RoomTakenOutOfOrder');
    expect(eventMetadata.parse(event?.metadata).actor).toMatchObject({
      email: manager.email,
      role: 2,
    });

    // A second period over it is refused, and so is a window over it.
    expect((await takeOut(room, { from: day(24), to: day(26), reason: 'Paint' })).statusCode).toBe(
      409,
    );

    const window = await send('POST', '/api/set-room-for-online?l=en', manager.cookie, {
      room_id: room,
      ...{ checkin: day(22), checkout: day(23) },
    });
    expect(window.statusCode).toBe(409);
    expect(window.json().error).toContain('Water leak');

    // Back in service before it began: withdrawn whole, its nights on sale again.
    const back = await backInService(taken.json().data.id);
    expect(back.statusCode).toBe(200);
    expect(await offered(day(22), day(24))).toBe(true);
    expect((await drawn(day(20), day(30))).map((p) => p.id)).not.toContain(taken.json().data.id);
    expect((await backInService(987654321)).statusCode).toBe(404);
  });

  it('refuses a period over a booking, naming it by its book number in each language', async () => {
    const guest = await registerGuest(site, 'out-of-order@example.com');
    const formUrl = await bookToBank(site, guest, { id: 2, ...stay(6, 2) });
    const orderId = new URL(formUrl).searchParams.get('mdOrder');
    const [booking] = await deps.sql<{ id: string; book_number: number; room_id: number }[]>`
      select id::text, book_number, room_id from bookings where order_id = ${orderId}`;
    if (!booking) throw new Error('the booking was not projected');
    // The database id and the book number differ, or the test could not tell which was named.
    expect(String(booking.book_number)).not.toBe(booking.id);
    const refusal = async (lang: string) => {
      const res = await send(
        'POST',
        `/api/rooms/${booking.room_id}/out-of-order?l=${lang}`,
        manager.cookie,
        { from: day(5), to: day(9), reason: 'Repairs' },
      );
      expect(res.statusCode).toBe(409);
      return res.json<{ error: string }>().error;
    };
    const number = booking.book_number;
    expect(await refusal('en')).toBe(`The room has bookings on these dates: No. ${number}`);
    expect(await refusal('ru')).toBe(`На эти даты в номере есть бронирования: № ${number}`);
    expect(await refusal('tm')).toBe(`Bu senelerde otagda bronlar bar: № ${number}`);
  });
});
