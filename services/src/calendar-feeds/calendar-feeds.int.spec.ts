import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { day, stay } from '../../../test/clock';
import { book, registerGuest } from '../../test/guest';
import { restRequester } from '../../test/rest-requests';
import { createTestApp } from '../../test/test-app';
import { trpcMutation } from '../../test/trpc-requests';

const site = await createTestApp();
const { app } = site;
const admin = await site.session(2);
const send = restRequester(site);
const guestCookie = await registerGuest(site, 'feeds-guest@example.com');

interface Feed {
  scope: 'room' | 'room_type';
  id: number;
  name: unknown;
  url: string;
  rotated_at: string;
}

const staffQuery = async (path: string, cookie = admin.cookie) =>
  app.inject({ method: 'GET', url: `/trpc/${path}`, headers: { cookie } });
const staffMutation = (path: string, input: unknown, cookie = admin.cookie) =>
  trpcMutation(site, cookie, path, input);

async function feeds(): Promise<Feed[]> {
  const res = await staffQuery('staff.calendarFeeds');
  expect(res.statusCode).toBe(200);
  return res.json().result.data as Feed[];
}

async function feedOf(scope: Feed['scope'], id: number): Promise<Feed> {
  const feed = (await feeds()).find((f) => f.scope === scope && f.id === id);
  if (!feed) throw new Error(`no ${scope} feed ${id}`);
  return feed;
}

/** What a channel manager does: fetch the address, parse the iCalendar file. */
async function fetchFeed(url: string, lang = 'en') {
  const { pathname, search } = new URL(url);
  const res = await app.inject({ method: 'GET', url: `${pathname}${search}&l=${lang}` });
  if (res.statusCode !== 200) return { status: res.statusCode, body: res.body, events: [] };
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      summary: event.summary,
    };
  });
  return { status: res.statusCode, body: res.body, type: res.headers['content-type'], events };
}

/** A new room type with one room, open online on `dates`: the only room that can take a booking of it. */
async function typeWithOneRoom(number: string, dates: { checkin: string; checkout: string }) {
  const type = await send('PUT', '/api/a/room-types?l=en', admin.cookie, {
    name: { ru: `Тест ${number}`, en: `Test ${number}`, tm: `Synag ${number}` },
    capacity: 2,
    rooms_count: 1,
    room_price: 500,
    status: 1,
  });
  expect(type.statusCode).toBe(200);
  const typeId = type.json().data.id as number;
  const room = await addRoom(number, typeId);
  const exposed = await send('POST', '/api/set-room-for-online', admin.cookie, {
    room_id: room,
    ...dates,
  });
  expect(exposed.statusCode).toBe(200);
  return { typeId, roomId: room };
}

async function addRoom(number: string, typeId: number): Promise<number> {
  const [block] = await site.db.sql<{ id: number }[]>`select id from blocks order by id limit 1`;
  const res = await send('PUT', '/api/rooms?l=en', admin.cookie, {
    room_number: number,
    room_types_id: typeId,
    block_id: block?.id,
    status: 1,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.id as number;
}

describe('calendar feeds (iCalendar, RFC 5545)', () => {
  it("gives a room's stays as all-day events ending on the check-out date, without guest data, in the asked language", async () => {
    const dates = stay(40, 3);
    const { typeId, roomId } = await typeWithOneRoom('F-101', dates);
    const before = await fetchFeed((await feedOf('room', roomId)).url);
    expect(before.status).toBe(200);
    expect(before.type).toBe('text/calendar; charset=utf-8');
    expect(before.events).toEqual([]);

    const placed = await book(site, guestCookie, { id: typeId, ...dates });
    expect(placed.status).toBe(200);
    const feed = await feedOf('room', roomId);
    const after = await fetchFeed(feed.url);
    expect(after.events).toEqual([
      {
        uid: expect.stringMatching(/^booking-\d+@/),
        start: dates.checkin,
        end: dates.checkout,
        summary: 'Occupied',
      },
    ]);
    expect(after.body).not.toContain('Aýna');
    expect((await fetchFeed(feed.url, 'ru')).events[0]?.summary).toBe('Занято');
    expect((await fetchFeed(feed.url, 'tm')).events[0]?.summary).toBe('Eýelenen');
  });

  it("closes a room type's nights only while every room of it is taken, consecutive nights as one event", async () => {
    const dates = stay(50, 4);
    const { typeId } = await typeWithOneRoom('F-201', dates);
    expect(await book(site, guestCookie, { id: typeId, ...dates })).toMatchObject({ status: 200 });
    const feed = await feedOf('room_type', typeId);
    const soldOut = await fetchFeed(feed.url);
    expect(soldOut.events).toEqual([
      {
        uid: `room-type-${typeId}-${dates.checkin}@127.0.0.1`,
        start: dates.checkin,
        end: dates.checkout,
        summary: 'Sold out',
      },
    ]);

    // A second room of the type: one is still free, so the type is not sold out.
    await addRoom('F-202', typeId);
    expect((await fetchFeed(feed.url)).events).toEqual([]);
  });

  it('answers 404 to a wrong secret, an unknown id and a replaced address, and 400 to a malformed secret', async () => {
    const [first] = await feeds();
    if (!first) throw new Error('no feeds');
    const url = new URL(first.url);
    const wrong = `${url.pathname}?token=${'A'.repeat(43)}`;
    expect((await app.inject({ method: 'GET', url: `${wrong}&l=en` })).json()).toEqual({
      error: 'No such calendar feed (its address may have been replaced)',
    });
    expect(
      (await app.inject({ method: 'GET', url: `/api/calendar-feeds/rooms/999999${url.search}` }))
        .statusCode,
    ).toBe(404);
    const malformed = await app.inject({ method: 'GET', url: `${url.pathname}?token=short&l=en` });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toContain("the feed's secret is 43 letters, digits, - or _");

    const rotated = await staffMutation('staff.rotateCalendarFeed', {
      scope: first.scope,
      id: first.id,
    });
    expect(rotated.statusCode).toBe(200);
    const answer = rotated.json().result.data as { message: string; data: Feed };
    expect(answer.message).toBe('The calendar feed has a new address; the old one no longer works');
    expect(answer.data.url).not.toBe(first.url);
    expect((await fetchFeed(first.url)).status).toBe(404);
    expect((await fetchFeed(answer.data.url)).status).toBe(200);
    expect((await feedOf(first.scope, first.id)).url).toBe(answer.data.url);
  });

  it('lists and rotates only for staff, and records who rotated which feed without its secret', async () => {
    expect((await staffQuery('staff.calendarFeeds', guestCookie)).statusCode).toBe(403);
    expect(
      (await staffMutation('staff.rotateCalendarFeed', { scope: 'room', id: 1 }, guestCookie))
        .statusCode,
    ).toBe(403);
    expect(
      (await staffMutation('staff.rotateCalendarFeed', { scope: 'room_type', id: 999999 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await staffMutation('staff.rotateCalendarFeed', { scope: 'hall', id: 1 })).statusCode,
    ).toBe(400);

    const feed = await feedOf('room_type', 1);
    await staffMutation('staff.rotateCalendarFeed', { scope: 'room_type', id: 1 });
    const audit = await send(
      'GET',
      `/api/audit?kind=calendar_feed&from=${day(0)}&l=en`,
      admin.cookie,
    );
    expect(audit.statusCode).toBe(200);
    const entries = audit.json().data.entries as {
      kind: string;
      action: string;
      actor: { email: string };
      subject: object;
    }[];
    expect(entries[0]).toMatchObject({
      kind: 'calendar_feed',
      action: 'update',
      actor: { email: admin.email },
      subject: { id: 1, room_id: null },
    });
    const roomFeed = (await feeds()).find((f) => f.scope === 'room');
    await staffMutation('staff.rotateCalendarFeed', { scope: 'room', id: roomFeed?.id });
    const afterRoom = await send('GET', `/api/audit?kind=calendar_feed&l=en`, admin.cookie);
    expect(afterRoom.json().data.entries[0]).toMatchObject({
      subject: { id: roomFeed?.id, room_id: roomFeed?.id },
    });
    expect(audit.body).not.toContain(new URL(feed.url).searchParams.get('token'));
  });
});
