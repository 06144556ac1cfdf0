import { describe, expect, it } from 'vitest';
import { at, day, dotted, stay } from '../../../../test/clock';
import { bookingIdOf } from '../../../test/booking-setup';
import { bookToBank, registerGuest } from '../../../test/guest';
import { closedRoomId, createTestApp } from '../../../test/test-app';

const site = await createTestApp();
const { app, deps, runner, setNow, session } = site;
const { cookie } = await session(2);
const room = await closedRoomId(deps);
await runner.catchUp();

/** A body as an object, or as the JSON text sent (malformed, say). */
const expose = (body: object | string, lang = 'en') =>
  app.inject({
    headers: { cookie, 'content-type': 'application/json' },
    method: 'POST',
    url: `/api/set-room-for-online?l=${lang}`,
    payload: body,
  });
const removeBlock = (id: number | string) =>
  app.inject({ headers: { cookie }, method: 'DELETE', url: `/api/bookings/${id}/for-online?l=en` });
const calendar = (start_date: string, end_date: string) =>
  app.inject({
    headers: { cookie },
    method: 'POST',
    url: '/api/bookings?l=en',
    payload: { start_date, end_date },
  });

describe('POST /api/set-room-for-online', () => {
  it('exposes a free range and the calendar shows it in the very next call', async () => {
    const res = await expose({ room_id: room, checkin: day(10), checkout: day(14) });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain(
      `open for online booking from ${dotted(day(10))} to ${dotted(day(14))}`,
    );

    const cells = (await calendar(day(10), day(29))).json().data as { room_id: number }[];
    expect(cells.filter((c) => c.room_id === room)).toEqual([
      expect.objectContaining({
        id: res.json().data.id,
        payment_status: 'for_online',
        checkin: at(10, '14:00'),
        checkout: at(14, '12:00'),
        guests: [],
        room_name: expect.objectContaining({
          en: expect.any(String),
          ru: expect.any(String),
          tm: expect.any(String),
        }),
      }),
    ]);
  });

  it('answers in the language of ?l=, Turkmen by default and for unknown languages', async () => {
    const body = { room_id: room, checkin: day(11), checkout: day(12) };
    expect((await expose(body, 'ru')).json()).toEqual({
      error: 'Выбранный диапазон уже установлен',
    });
    expect((await expose(body, 'en')).json()).toEqual({ error: 'The chosen range is already set' });
    expect((await expose(body, 'tm')).json()).toEqual({
      error: 'Saýlanan aralyk eýýäm bellenildi',
    });
    expect((await expose(body, 'de')).json()).toEqual({
      error: 'Saýlanan aralyk eýýäm bellenildi',
    });
  });

  it('refuses a range overlapping a block with 409', async () => {
    const res = await expose({ room_id: room, checkin: day(13), checkout: day(17) });
    expect(res.statusCode).toBe(409);
  });

  it('accepts a range starting on the checkout day of a block', async () => {
    const res = await expose({ room_id: room, checkin: day(14), checkout: day(16) });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    [{ checkin: day(19), checkout: day(21) }, 'room'],
    [{ room_id: room, checkout: day(21) }, 'check-in date'],
    // February 30th of a year to come: a date that does not exist, not merely one in the past.
    [
      { room_id: room, checkin: `${Number(day(400).slice(0, 4))}-02-30`, checkout: day(21) },
      'check-in date',
    ],
    [{ room_id: 'abc', checkin: day(19), checkout: day(21) }, 'room'],
    [{ room_id: room, checkin: dotted(day(19)), checkout: day(21) }, 'check-in date'],
  ])('names the bad field of %j with 400', async (body, field) => {
    const res = await expose(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(field);
  });

  it('refuses a reversed range, a past check-in and an unknown room', async () => {
    expect((await expose({ room_id: room, checkin: day(21), checkout: day(19) })).json()).toEqual({
      error: 'The check-out date must be after the check-in date',
    });
    expect((await expose({ room_id: room, checkin: day(-1), checkout: day(1) })).statusCode).toBe(
      400,
    );
    expect(
      (await expose({ room_id: 99_999, checkin: day(19), checkout: day(21) })).statusCode,
    ).toBe(404);
  });

  it('counts "today" on the hotel clock: 20:30 UTC is already tomorrow in Ashgabat', async () => {
    // 20:30 UTC of day 0 is 01:30 of day 1 at the hotel (UTC+5).
    setNow(at(1, '01:30'));
    try {
      const res = await expose({ room_id: room, checkin: day(0), checkout: day(2) });
      expect(res.json()).toEqual({ error: 'The check-in date cannot be in the past' });
    } finally {
      setNow(at(0, '10:00'));
    }
  });

  it('answers malformed JSON and a non-object body with a localized 400', async () => {
    const bad = await expose('{"room_id":', 'ru');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Тело запроса не является корректным JSON' });
    expect((await expose('[1,2]')).statusCode).toBe(400);
  });

  it('lets exactly one of many concurrent overlapping requests for one room win', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        expose({ room_id: room, checkin: day(50), checkout: day(52 + (i % 5)) }),
      ),
    );
    const codes = attempts.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
  });
});

describe('DELETE /api/bookings/:id/for-online', () => {
  it('removes a block, after which its range can be exposed again', async () => {
    const created = await expose({ room_id: room, checkin: day(72), checkout: day(81) });
    const id = created.json().data.id as number;
    const removed = await removeBlock(id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      message: 'The online-booking period was removed',
      data: { id },
    });
    const cells = (await calendar(day(72), day(81))).json().data as { id: number }[];
    expect(cells.map((c) => c.id)).not.toContain(id);
    expect((await expose({ room_id: room, checkin: day(74), checkout: day(75) })).statusCode).toBe(
      200,
    );
  });

  it('answers 404 for a block that does not exist or was already removed', async () => {
    const created = await expose({ room_id: room, checkin: day(100), checkout: day(101) });
    const id = created.json().data.id as number;
    await removeBlock(id);
    const again = await removeBlock(id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Online-booking period not found' });
  });

  it('answers 400 for an id that is not a number', async () => {
    const res = await removeBlock('abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('identifier');
  });
});

describe('POST /api/bookings (calendar range)', () => {
  it('lists only entries with a night inside the window', async () => {
    const cells = (await calendar(day(15), day(15))).json().data as {
      room_id: number;
      checkin: string;
    }[];
    const mine = cells.filter((c) => c.room_id === room).map((c) => c.checkin);
    expect(mine).toEqual([at(14, '14:00')]);
  });

  it('shows the demo windows of most rooms from today', async () => {
    const cells = (await calendar(day(0), day(19))).json().data as { room_id: number }[];
    expect(new Set(cells.map((c) => c.room_id)).size).toBeGreaterThanOrEqual(28);
  });

  it("carries no guest's e-mail or passport in the calendar's booking cells (the cells show book numbers)", async () => {
    const guest = await registerGuest(site, 'calendar-privacy@example.com');
    const formUrl = await bookToBank(site, guest, { id: 2, ...stay(4, 2) });
    const id = await bookingIdOf(site, formUrl);
    const cells = (await calendar(day(4), day(6))).json().data as {
      id: number;
      book_number: number | null;
      email: string | null;
      guests: unknown[];
    }[];
    const cell = cells.find((c) => c.id === id);
    expect(cell?.book_number).toEqual(expect.any(Number));
    expect(cell).toMatchObject({ email: null, guests: [] });
    expect(JSON.stringify(cells)).not.toContain('calendar-privacy@example.com');
  });

  it('refuses a window ending before it starts, and bad dates', async () => {
    expect((await calendar(day(19), day(10))).statusCode).toBe(400);
    const res = await app.inject({
      headers: { cookie },
      method: 'POST',
      url: '/api/bookings?l=en',
      payload: { start_date: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('period start');
  });
});

describe('unknown API paths', () => {
  it('answer 404 with a localized error, never HTML', async () => {
    const res = await app.inject({
      headers: { cookie },
      method: 'GET',
      url: '/api/nothing-here?l=en',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'The address /api/nothing-here does not exist' });
  });
});
