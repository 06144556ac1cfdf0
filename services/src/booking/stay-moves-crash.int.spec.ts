import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stay } from '../../../test/clock';
import { deskBookingInput, placeByPhone, staffBookingsCalls } from '../../test/booking-setup';
import { eventually, processGroup } from '../../test/processes';
import { createTestApp } from '../../test/test-app';
import { resumeStayMoves } from './stay-move-runs';

/**
 * A move of a stay whose process is killed -9 between its two steps: the
 * target room took the stay, the source room never let it go. The resumer (here called as the
 * restarted background calls it) finishes the move, or undoes it when the stay changed meanwhile.
 *
 * How the process is stopped exactly there: the test holds the lock of the source room's stream
 * row, so the release waits on it once the target room has taken the stay; then the process is
 * killed, and the backend of the statement it left waiting is terminated as a dead client's is
 * (on a real crash that statement may or may not have committed: here it did not).
 */
const site = await createTestApp();
const { app, db } = site;
const group = processGroup();
const dataDir = await mkdtemp(join(tmpdir(), 'hotel-move-crash-'));
afterAll(async () => {
  await group.killAll();
  await rm(dataDir, { recursive: true, force: true });
});
const desk = await site.session(2, 'crash-mover@example.com');

const rooms = await db.sql<{ id: number }[]>`select id from rooms order by id limit 2`;
const [source, target] = rooms.map((r) => r.id);
if (source === undefined || target === undefined) throw new Error('the demo hotel needs two rooms');

const trpc = (base: string, path: string, input: object) =>
  fetch(`${base}/trpc/staffBookings.${path}`, {
    method: 'POST',
    headers: { cookie: desk.cookie, 'content-type': 'application/json', 'x-lang': 'en' },
    body: JSON.stringify(input),
  });

let guests = 0;
const { mutation } = staffBookingsCalls(site, () => desk.cookie);
const placed = async (room: number, from: number, nights: number) =>
  (await placeByPhone(mutation, { room, from, nights, email: `crash-${++guests}@example.com` }))
    .bookingId;

const eventsOf = async (bookingId: number) =>
  (
    await db.sql<{ type: string; stream_id: string }[]>`
    select type, stream_id from events where type like 'StayMove%' and (data->>'bookingId')::bigint = ${bookingId} order by global_position`
  ).map((e) => `${e.type}@${e.stream_id}`);

/** Starts the move in a server process and kills it -9 after the target room took the stay. */
async function killedBetweenSteps(bookingId: number): Promise<void> {
  const server = await group.start('all-in-one', {
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    LOG_LEVEL: 'warn',
  });
  const lock = await db.sql.reserve();
  try {
    await lock`begin`;
    await lock`select 1 from streams where stream_id = ${`room-${source}`} for update`;
    const answer = trpc(server.base, 'move', { id: bookingId, roomId: target }).then(
      (r) => r.status,
      () => 'no answer',
    );
    await eventually(async () =>
      (await eventsOf(bookingId)).includes(`StayMovedIn@room-${target}`),
    );
    // The release is waiting on the lock: the process is between its steps.
    await eventually(
      async () =>
        (
          await db.sql<{ n: number }[]>`
      select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and pid <> pg_backend_pid()`
        )[0]?.n === 1,
    );
    server.child.kill('SIGKILL');
    await server.exited;
    expect(await answer).toBe('no answer');
    await db.sql`select pg_terminate_backend(pid) from pg_stat_activity where wait_event_type = 'Lock' and pid <> pg_backend_pid()`;
    await lock`rollback`;
  } finally {
    lock.release();
  }
  expect(await eventsOf(bookingId)).toEqual([`StayMovedIn@room-${target}`]);
  const [move] = await db.sql<
    { state: string }[]
  >`select state from stay_moves where booking_id = ${bookingId}`;
  expect(move?.state).toBe('running');
}

const roomOf = async (id: number) =>
  (await db.sql<{ room_id: number }[]>`select room_id from bookings where id = ${id}`)[0]?.room_id;

describe('kill -9 of the process between the steps of a move', () => {
  it('is finished by the resumer: the stay is in the target room only, each step recorded once', async () => {
    const id = await placed(source, 600, 2);
    await killedBetweenSteps(id);
    // Both rooms hold the stay meanwhile: neither can sell its nights.
    const taken = await mutation(
      'create',
      deskBookingInput({
        room: target,
        from: 600,
        nights: 1,
        email: 'between@example.com',
        channel: 'walk_in',
      }),
    );
    expect(taken.statusCode).toBe(409);

    expect(await resumeStayMoves(site.deps)).toBe(1);
    expect(await eventsOf(id)).toEqual([
      `StayMovedIn@room-${target}`,
      `StayMovedOut@room-${source}`,
    ]);
    const [move] = await db.sql<
      { state: string }[]
    >`select state from stay_moves where booking_id = ${id}`;
    expect(move?.state).toBe('done');
    await site.deps.waitForProjections(await site.deps.store.readHead());
    expect(await roomOf(id)).toBe(target);
    // The source room's nights are free again; a second pass finds nothing to do.
    expect(await roomOf(await placed(source, 600, 2))).toBe(source);
    expect(await resumeStayMoves(site.deps)).toBe(0);
  }, 180_000);

  it('is undone by the resumer when the stay changed in its room meanwhile: the target room lets the copy go', async () => {
    const id = await placed(source, 610, 2);
    await killedBetweenSteps(id);
    const changed = await app.inject({
      method: 'POST',
      url: '/trpc/staffBookings.changeDates',
      headers: { cookie: desk.cookie },
      payload: { id, ...stay(610, 3) },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    expect(await resumeStayMoves(site.deps)).toBe(1);
    expect(await eventsOf(id)).toEqual([
      `StayMovedIn@room-${target}`,
      `StayMoveReverted@room-${target}`,
    ]);
    const [move] = await db.sql<
      { state: string; outcome: string }[]
    >`select state, outcome from stay_moves where booking_id = ${id}`;
    expect(move).toEqual({ state: 'undone', outcome: 'move.stayChanged' });
    await site.deps.waitForProjections(await site.deps.store.readHead());
    expect(await roomOf(id)).toBe(source);
    // The target room's nights are free again.
    expect(await roomOf(await placed(target, 610, 3))).toBe(target);
  }, 180_000);
});
