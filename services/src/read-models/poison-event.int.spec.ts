import { describe, expect, it } from 'vitest';
import { day, stay } from '../../../test/clock';
import { bookToBank, registerGuest } from '../../test/guest';
import { createTestApp } from '../../test/test-app';

const site = await createTestApp();
const { app, db } = site;

interface Ready {
  status: string;
  stalled?: { name: string; globalPosition: string; eventType: string; error: string }[];
}

/** Polls readiness until `done` holds (the projector works in the background). */
async function readyUntil(
  done: (status: number, body: Ready) => boolean,
): Promise<{ status: number; body: Ready }> {
  for (let attempt = 0; ; attempt++) {
    const res = await app.inject({ method: 'GET', url: '/health/ready' });
    const answer = { status: res.statusCode, body: res.json() as Ready };
    if (done(answer.status, answer.body)) return answer;
    if (attempt > 200) throw new Error(`readiness never got there: ${res.body}`);
    await site.deps.store.waitForAppends(50);
  }
}

/** Writes an event row past every check, as a bug or a hand-edit of the table could. */
async function writeRawEvent(roomId: number, type: string, data: object): Promise<string> {
  const stream = `room-${roomId}`;
  const [row] = await db.sql<{ pos: string }[]>`
    with moved as (update streams set revision = revision + 1 where stream_id = ${stream} returning revision)
    insert into events (stream_id, stream_revision, type, data, metadata)
    select ${stream}, revision, ${type}, ${db.sql.json(data as never)},
           ${db.sql.json({ actor: 'system', at: new Date().toISOString(), correlationId: 'raw', causationId: null })}
    from moved returning global_position::text as pos`;
  return row?.pos ?? '';
}

describe('a poison event in the log', () => {
  it('stops only the read models that read it, says so on /health/ready, and they resume once it is fixed', async () => {
    expect((await readyUntil((status) => status === 200)).body.status).toBe('ok');
    const [room] = await db.sql<{ id: number }[]>`select id from rooms order by id limit 1`;
    const roomId = room?.id ?? 0;
    const year = Number(day(400).slice(0, 4));
    const position = await writeRawEvent(roomId, 'RoomOpenedForOnline', {
      roomId,
      blockId: 990_001,
      checkin: `${year}-01-11`,
      checkout: `${year}-01-32`,
    });

    const stalled = await readyUntil(
      (status, body) => status === 503 && (body.stalled?.length ?? 0) === 2,
    );
    expect(stalled.body.status).toBe('stalled');
    expect(stalled.body.stalled?.map((s) => [s.name, s.globalPosition, s.eventType])).toEqual([
      ['booking_history', position, 'RoomOpenedForOnline'],
      ['calendar_entries', position, 'RoomOpenedForOnline'],
    ]);

    // The read models that do not read block events go on: a new booking reaches the account.
    const guest = await registerGuest(site, 'after-poison@example.com');
    const formUrl = await bookToBank(site, guest, { id: 3, ...stay(5, 2) });
    const orderId = new URL(formUrl).searchParams.get('mdOrder');
    const mine = await app.inject({
      method: 'GET',
      url: '/api/profile/bookings',
      headers: { cookie: guest },
    });
    expect(mine.statusCode).toBe(200);
    expect(await db.sql`select 1 from bookings where order_id = ${orderId}`).toHaveLength(1);

    // The cause is fixed (here: the row corrected); the stalled read models resume by themselves.
    await db.sql`update events set data = jsonb_set(data, '{checkout}', to_jsonb(${`${year}-01-30`}::text))
                 where global_position = ${position}`;
    const resumed = await readyUntil((status) => status === 200);
    expect(resumed.body.stalled).toBeUndefined();
    expect(await db.sql`select 1 from calendar_entries where id = 990001`).toHaveLength(1);
    expect(await db.sql`select 1 from projection_failures`).toHaveLength(0);
  });
});
