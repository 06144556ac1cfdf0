import { describe, expect, it } from 'vitest';
import type { AuditView, HousekeepingRoomView } from '@hotel/contracts';
import { at, day, dotted } from '../../../test/clock';
import { restRequester } from '../../test/rest-requests';
import { createTestApp } from '../../test/test-app';

/*
 * Two people marking one room from lists read at the same time: the later mark is refused with
 * the earlier one's author, state and time, instead of silently undoing it; and every mark shows
 * in the staff audit trail.
 */
const site = await createTestApp();
const { db } = site;
const send = restRequester(site);
const maid = await site.session(5, 'maid@example.com');
const desk = await site.session(3, 'desk@example.com');
const manager = await site.session(2, 'boss@example.com');

const [room] = await db.sql<{ id: number; room_number: string }[]>`
  select id, room_number from rooms order by id limit 1`;
if (!room) throw new Error('the demo hotel has no room');

const listed = async (cookie: string): Promise<HousekeepingRoomView> => {
  const res = await send('GET', '/trpc/housekeeping.rooms', cookie);
  expect(res.statusCode).toBe(200);
  const row = (res.json().result.data as HousekeepingRoomView[]).find((r) => r.id === room.id);
  if (!row) throw new Error('the room is not listed');
  return row;
};
const mark = (cookie: string, body: object, lang = 'en') =>
  send('PUT', `/api/rooms/${room.id}/housekeeping?l=${lang}`, cookie, body);
const markCount = async () => {
  const [count] = await db.sql<{ n: number }[]>`
    select count(*)::int as n from events where stream_id = ${`housekeeping-${room.id}`}`;
  return count?.n;
};

describe('a housekeeping mark sent with the version its list read', () => {
  it('is saved while the state is as read, and answers the version the list now shows', async () => {
    site.setNow(at(0, '09:00'));
    const read = await listed(maid.cookie);
    expect(read).toMatchObject({ state: 'clean', version: 0 });
    const res = await mark(maid.cookie, { state: 'dirty', version: read.version });
    expect(res.statusCode, res.body).toBe(200);
    const { version } = res.json().data as { version: number };
    expect(version).toBeGreaterThan(0);
    expect(await listed(desk.cookie)).toMatchObject({ state: 'dirty', version });
  });

  it('is refused with 412 once someone marked the room since, naming them, their state and when', async () => {
    const read = await listed(desk.cookie);
    expect((await listed(maid.cookie)).version).toBe(read.version);
    site.setNow(at(0, '10:15'));
    expect((await mark(maid.cookie, { state: 'clean', version: read.version })).statusCode).toBe(
      200,
    );
    site.setNow(at(0, '10:20'));
    const stale = await mark(desk.cookie, { state: 'out_of_order', version: read.version });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({
      error: `Room ${room.room_number}: maid@example.com marked it “Clean” at ${dotted(day(0))} 10:15, after you opened the list. Your mark was not saved; the list is reloaded: check the room and mark it again.`,
    });
    const russian = await mark(desk.cookie, { state: 'dirty', version: read.version }, 'ru');
    expect(russian.statusCode).toBe(412);
    expect(russian.json().error).toMatch(
      new RegExp(
        `^Номер ${room.room_number}: maid@example.com ${dotted(day(0))} 10:15 отметил\\(а\\) его «Убран»`,
      ),
    );
    expect(await listed(desk.cookie)).toMatchObject({
      state: 'clean',
      changed_by: 'maid@example.com',
    });
    expect(await markCount()).toBe(2);
  });

  it('goes through when it asks for the state the room is already in (a double tap), appending nothing', async () => {
    const stale = (await listed(desk.cookie)).version - 1;
    const res = await mark(desk.cookie, { state: 'clean', version: stale });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      room_id: room.id,
      state: 'clean',
      version: (await listed(desk.cookie)).version,
    });
    expect(await markCount()).toBe(2);
  });

  it('refuses a version that is not a whole number with a localized 400', async () => {
    const res = await mark(desk.cookie, { state: 'dirty', version: 'old' }, 'ru');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Проверьте поле/);
    expect(await markCount()).toBe(2);
  });
});

describe('the audit trail', () => {
  /** The entry the maid's mark of the room at `time` today leaves, from one state to another. */
  const maidsMark = (time: string, before: string, after: string) => ({
    actor: 'maid@example.com',
    at: new Date(at(0, time)).toISOString(),
    kind: 'housekeeping',
    action: 'update',
    subject: { id: room.id, room_id: room.id, book_number: null, room_type_id: null, code: null },
    changes: [{ field: 'housekeeping', before, after }],
  });

  it('lists every housekeeping mark with who, when, the room and the state it set', async () => {
    const res = await send('GET', '/api/audit?kind=housekeeping&l=en', manager.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { entries, total } = res.json().data as AuditView;
    expect(total).toBe(2);
    expect(
      entries.map(({ actor, at: when, kind, action, subject, changes }) => ({
        actor: actor.email,
        at: new Date(when).toISOString(),
        kind,
        action,
        subject,
        changes,
      })),
    ).toEqual([maidsMark('10:15', 'dirty', 'clean'), maidsMark('09:00', 'clean', 'dirty')]);
  });

  it('is not open to housekeeping staff', async () => {
    const res = await send('GET', '/api/audit?kind=housekeeping', maid.cookie);
    expect(res.statusCode).toBe(403);
  });
});

describe('a mark racing one the lists do not show yet', () => {
  it('is refused too, naming the mark the log holds', async () => {
    const read = await listed(maid.cookie);
    // Another process appended a mark whose projection has not run: the read model still shows
    // the state the list read, the room's stream does not.
    await site.runner.stop();
    try {
      await site.deps.store.appendToStream(
        `housekeeping-${room.id}`,
        [
          {
            type: 'RoomHousekeepingMarked',
            data: { roomId: room.id, state: 'out_of_order', previous: read.state },
            metadata: {
              actor: { userId: 1000, email: 'other-desk@example.com', role: 3 },
              at: at(0, '11:00'),
              correlationId: 'elsewhere',
              causationId: null,
            },
          },
        ],
        'any',
      );
      expect((await listed(maid.cookie)).version).toBe(read.version);
      const res = await mark(maid.cookie, { state: 'inspected', version: read.version });
      expect(res.statusCode).toBe(412);
      expect(res.json().error).toMatch(
        new RegExp(
          `^Room ${room.room_number}: other-desk@example.com marked it “Out of order” at ${dotted(day(0))} 11:00,`,
        ),
      );
      expect(await markCount()).toBe(3);
    } finally {
      site.runner.start();
    }
  });
});
