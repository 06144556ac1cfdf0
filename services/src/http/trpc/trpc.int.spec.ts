import { describe, expect, it } from 'vitest';
import { at, day, dotted } from '../../../../test/clock';
import { closedRoomId, createTestApp } from '../../../test/test-app';
import { trpcMutation } from '../../../test/trpc-requests';

const { app, deps, session, setNow } = await createTestApp();
const { cookie } = await session(2);
const room = await closedRoomId(deps);

const mutate = (path: string, input: unknown, lang = 'en') =>
  trpcMutation({ app }, cookie, path, input, lang);
/** calendar.setRoomForOnline on the spec's room for `dates` (a check-in and a checkout). */
const openForOnline = (dates: object, lang = 'en') =>
  mutate('calendar.setRoomForOnline', { room_id: room, ...dates }, lang);

describe('tRPC: the same application services as REST', () => {
  it('lists room types through catalog.roomTypes', async () => {
    const res = await app.inject({ method: 'GET', url: '/trpc/catalog.roomTypes' });
    expect(res.statusCode).toBe(200);
    expect((res.json().result.data as unknown[]).length).toBe(7);
  });

  it("gives anyone the hotel's clock: its zone, its date (01:30 at the hotel is 20:30 UTC the day before) and the server's instant", async () => {
    setNow(at(1, '01:30'));
    try {
      const res = await app.inject({ method: 'GET', url: '/trpc/catalog.hotelClock' });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.data).toEqual({
        timeZone: 'Asia/Ashgabat',
        today: day(1),
        now: new Date(at(1, '01:30')).toISOString(),
      });
    } finally {
      setNow(at(0, '10:00'));
    }
  });

  it('exposes a room and reads it back in the calendar range', async () => {
    const res = await openForOnline({ checkin: day(10), checkout: day(12) }, 'ru');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.message).toContain(
      `открыт для онлайн-бронирования с ${dotted(day(10))} по ${dotted(day(12))}`,
    );
    const input = encodeURIComponent(JSON.stringify({ start_date: day(10), end_date: day(11) }));
    const cells = await app.inject({
      headers: { cookie },
      method: 'GET',
      url: `/trpc/calendar.range?input=${input}`,
    });
    expect(
      (cells.json().result.data as { room_id: number }[]).some((c) => c.room_id === room),
    ).toBe(true);
  });

  it('refuses an overlap with CONFLICT, a localized message and no stack trace', async () => {
    const res = await openForOnline({ checkin: day(11), checkout: day(13) }, 'tm');
    expect(res.statusCode).toBe(409);
    const error = res.json().error;
    expect(error.message).toBe('Saýlanan aralyk eýýäm bellenildi');
    expect(error.data.code).toBe('CONFLICT');
    expect(JSON.stringify(error)).not.toContain('stack');
  });

  it('gives a refusal in every language too, so that a screen says it again after a switch', async () => {
    const res = await openForOnline({ checkin: 'soon' }, 'tm');
    const { message, data } = res.json().error as {
      message: string;
      data: { messages: Record<string, string> };
    };
    expect(data.messages.tm).toBe(message);
    expect(data.messages.en).toBe(
      'Check the field "check-in date": a date as YYYY-MM-DD is expected',
    );
    expect(Object.keys(data.messages).sort()).toEqual(['en', 'ru', 'tm']);
  });

  it('answers invalid input with BAD_REQUEST naming the field in the chosen language', async () => {
    const res = await openForOnline({ checkin: 'soon' }, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Check the field "check-in date": a date as YYYY-MM-DD is expected',
    );
  });

  it('removes a block through calendar.removeOnlineBlock', async () => {
    const created = await openForOnline({ checkin: day(41), checkout: day(43) });
    const id = created.json().result.data.data.id as number;
    const removed = await mutate('calendar.removeOnlineBlock', { id });
    expect(removed.statusCode).toBe(200);
    expect((await mutate('calendar.removeOnlineBlock', { id })).statusCode).toBe(404);
  });
});
