import { describe, expect, it } from 'vitest';
import { ROLE_HOUSEKEEPING, ROLE_RECEPTION, STAFF_EVENT_TOPICS } from '@hotel/contracts';
import { placeByPhone, staffBookingsCalls } from '../../test/booking-setup';
import { restRequester } from '../../test/rest-requests';
import { createTestApp } from '../../test/test-app';

/**
 * GET /api/staff/events over a real connection: the staff's screens hear each change within a
 * second, and a stream that ends (the browser left, the session was revoked) gives its
 * subscriptions back to the change feed.
 */
const site = await createTestApp();
const { baseUrl, db, deps } = site;
const send = restRequester(site);
// A short heartbeat, so that a revoked session ends its stream within the test's patience.
deps.staffEvents = { heartbeatMs: 300 };
const manager = await site.session(2);
// The change feed's subscriptions with no stream open: what every closed stream must give back.
const idle = deps.changes.subscriptionCount();

/** An open stream: what it sent so far, waiting for some text, and closing it as a browser would. */
async function openStream(cookie: string) {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/staff/events`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  let text = '';
  let ended = false;
  const reading = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body ?? []) text += decoder.decode(chunk as Uint8Array);
    } catch {
      // Aborted by the test.
    }
    ended = true;
  })();
  return {
    res,
    text: () => text,
    ended: () => ended,
    async waitFor(check: (text: string) => boolean, withinMs: number): Promise<number> {
      const start = performance.now();
      while (!check(text)) {
        if (performance.now() - start > withinMs)
          throw new Error(`not within ${withinMs} ms: ${text}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return performance.now() - start;
    },
    async close() {
      abort.abort();
      await reading;
    },
  };
}

const changeOf = (topic: string) => `event: change\ndata: {"topic":"${topic}"}\n\n`;

async function waitUntil(check: () => boolean, withinMs: number): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('GET /api/staff/events', () => {
  it('refuses the anonymous (401) and guests (403), as every staff endpoint', async () => {
    expect((await send('GET', '/api/staff/events')).statusCode).toBe(401);
    const guest = await site.session(1);
    const res = await send('GET', '/api/staff/events', guest.cookie);
    expect(res.statusCode).toBe(403);
  });

  it('streams a change of the bookings within a second of a booking staff make', async () => {
    const stream = await openStream(manager.cookie);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.res.headers.get('cache-control')).toContain('no-transform');
    await stream.waitFor((text) => text.includes(': open'), 1000);
    const [room] = await db.sql<{ id: number }[]>`select id from rooms order by id limit 1`;
    const trpc = staffBookingsCalls(site, () => manager.cookie);
    await placeByPhone(trpc.mutation, {
      room: room?.id ?? 0,
      from: 40,
      nights: 2,
      email: 'phone@example.com',
    });
    await stream.waitFor((text) => text.includes(changeOf('bookings')), 1000);
    expect(stream.text()).toContain(changeOf('calendar_entries'));
    await stream.close();
  });

  it('streams a catalog change within a second', async () => {
    const stream = await openStream(manager.cookie);
    await stream.waitFor((text) => text.includes(': open'), 1000);
    await db.sql`update rooms set room_number = room_number where id = (select min(id) from rooms)`;
    await stream.waitFor((text) => text.includes(changeOf('rooms')), 1000);
    await stream.close();
  });

  it('sends changes of one topic close together as one', async () => {
    const stream = await openStream(manager.cookie);
    await stream.waitFor((text) => text.includes(': open'), 1000);
    for (let i = 0; i < 3; i++) deps.changes.changed('room_types');
    await stream.waitFor((text) => text.includes(changeOf('room_types')), 1000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.text().split(changeOf('room_types')).length - 1).toBe(1);
    await stream.close();
  });

  it('tells the screens to refetch everything when changes may have been missed', async () => {
    const stream = await openStream(manager.cookie);
    await stream.waitFor((text) => text.includes(': open'), 1000);
    // What the feed does on every (re)connection of its listener: every subscriber drops all.
    await deps.changes.stop();
    deps.changes.start();
    await stream.waitFor((text) => text.includes('event: resync\n'), 1000);
    await stream.close();
  });

  it('gives its subscriptions back when the browser goes away', async () => {
    // The streams of the tests before are gone too.
    await waitUntil(() => deps.changes.subscriptionCount() === idle, 1000);
    const stream = await openStream(manager.cookie);
    await stream.waitFor((text) => text.includes(': open'), 1000);
    expect(deps.changes.subscriptionCount()).toBe(idle + STAFF_EVENT_TOPICS.length);
    await stream.close();
    await waitUntil(() => deps.changes.subscriptionCount() === idle, 1000);
  });

  it('gives a housekeeper the changes of their list, and nothing of the bookings', async () => {
    const maid = await site.session(ROLE_HOUSEKEEPING);
    const theirs = await openStream(maid.cookie);
    expect(theirs.res.status).toBe(200);
    const managers = await openStream(manager.cookie);
    await theirs.waitFor((text) => text.includes(': open'), 1000);
    await managers.waitFor((text) => text.includes(': open'), 1000);
    const [room] = await db.sql<{ id: number }[]>`select id from rooms order by id limit 1`;
    const marked = await send('PUT', `/api/rooms/${room?.id ?? 0}/housekeeping`, maid.cookie, {
      state: 'dirty',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    await theirs.waitFor((text) => text.includes(changeOf('room_housekeeping')), 1000);
    await placeByPhone(staffBookingsCalls(site, () => manager.cookie).mutation, {
      room: room?.id ?? 0,
      from: 50,
      nights: 1,
      email: 'phone-2@example.com',
    });
    // Once the manager has heard of the booking, the housekeeper would have too.
    await managers.waitFor((text) => text.includes(changeOf('bookings')), 1000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(theirs.text()).not.toContain(changeOf('bookings'));
    expect(theirs.text()).not.toContain(changeOf('calendar_entries'));
    await Promise.all([theirs.close(), managers.close()]);
  });

  it('ends the stream at the next heartbeat once its role changes', async () => {
    const maid = await site.session(ROLE_HOUSEKEEPING);
    const stream = await openStream(maid.cookie);
    await stream.waitFor((text) => text.includes(': heartbeat'), 1000);
    await db.sql`update users set role_id = ${ROLE_RECEPTION} where email = ${maid.email}`;
    // Ended, the browser reconnects and gets the topics of the new role.
    await waitUntil(() => stream.ended(), 1000);
  });

  it('ends the stream at the next heartbeat once its session is revoked', async () => {
    const staff = await site.session(3);
    const stream = await openStream(staff.cookie);
    await stream.waitFor((text) => text.includes(': heartbeat'), 1000);
    await db.sql`update sessions set revoked_at = now() where revoked_at is null and user_id = (select id from users where email = ${staff.email})`;
    await waitUntil(() => stream.ended(), 1000);
    expect(deps.changes.subscriptionCount()).toBe(idle);
  });
});
