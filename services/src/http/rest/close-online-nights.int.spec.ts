import { describe, expect, it } from 'vitest';
import { day } from '../../../../test/clock';
import { closedRoom } from '../../../test/closed-room';
import { createTestApp } from '../../../test/test-app';

const site = await createTestApp();
const { app, deps, runner, session } = site;
const manager = await session(2);
const { room, offered } = await closedRoom(deps);
await runner.catchUp();

const post = (url: string, cookie: string, payload: object) =>
  app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'content-type': 'application/json' },
    payload,
  });
const close = (body: object, cookie = manager.cookie, lang = 'en', roomId = room) =>
  post(`/api/rooms/${roomId}/online-nights/close?l=${lang}`, cookie, body);

describe('taking nights off online sale over REST', () => {
  it('is for managers only: reception and the accountant get 403', async () => {
    for (const role of [3, 4]) {
      const { cookie } = await session(role);
      expect((await close({ from: day(40), to: day(42) }, cookie)).statusCode).toBe(403);
    }
  });

  it('refuses bad dates with a localized 400, an unknown room with 404', async () => {
    const malformed = await close({ from: 'tomorrow', to: day(42) }, manager.cookie, 'ru');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatch(/[а-я]/);
    const reversed = await close({ from: day(42), to: day(40) }, manager.cookie, 'ru');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error).toMatch(/[а-я]/);
    expect((await close({ from: day(-1), to: day(2) })).statusCode).toBe(400);
    expect((await close({ from: day(40), to: day(42) }, manager.cookie, 'en', 0)).statusCode).toBe(
      400,
    );
    expect(
      (await close({ from: day(40), to: day(42) }, manager.cookie, 'en', 987654321)).statusCode,
    ).toBe(404);
  });

  it('splits a window: the search offers the kept nights, not the cut ones', async () => {
    const opened = await post('/api/set-room-for-online?l=en', manager.cookie, {
      room_id: room,
      ...{ checkin: day(60), checkout: day(70) },
    });
    expect(opened.statusCode).toBe(200);
    expect(await offered(day(63), day(65))).toBe(true);

    const cut = await close({ from: day(63), to: day(65) });
    expect(cut.statusCode).toBe(200);
    expect(cut.json().message).toContain('off online sale');
    expect(await offered(day(63), day(64))).toBe(false);
    expect(await offered(day(64), day(65))).toBe(false);
    expect(await offered(day(60), day(63))).toBe(true);
    expect(await offered(day(65), day(70))).toBe(true);

    // Nothing left on sale there: refused, as is a range with no window at all.
    const again = await close({ from: day(63), to: day(65) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toContain('No night');
    expect((await close({ from: day(80), to: day(82) })).statusCode).toBe(409);
  });

  it('shortens a window through tRPC, as the tape chart does', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/calendar.closeOnlineNights',
      headers: { cookie: manager.cookie, 'content-type': 'application/json' },
      payload: { id: room, from: day(68), to: day(70) },
    });
    expect(res.statusCode).toBe(200);
    expect(await offered(day(68), day(69))).toBe(false);
    expect(await offered(day(65), day(68))).toBe(true);
  });
});
