import { describe, expect, it } from 'vitest';
import { stay } from '../../../test/clock';
import { closedRoomId, createTestApp } from '../../test/test-app';

// The wait runs out only when the projector is stopped; a busy machine still catches up in 3 s.
const site = await createTestApp({ readYourWritesMs: 3000 });
const { app } = site;
const admin = await site.session(2);

describe('read models that do not keep up', () => {
  it('make /health/ready say the projector is stopped, and a command says its change may show late', async () => {
    // Ready first (on a loaded machine the fresh database's read models may still be catching up).
    const ready = async () =>
      (await app.inject({ method: 'GET', url: '/health/ready' })).statusCode === 200;
    for (let tries = 0; tries < 100 && !(await ready()); tries++)
      await site.deps.store.waitForAppends(100);
    expect(await ready()).toBe(true);
    await site.runner.stop();
    try {
      const health = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(health.statusCode).toBe(503);
      expect(health.json().status).toBe('projector_stopped');

      const room = await closedRoomId(site.deps);
      const res = await app.inject({
        method: 'POST',
        url: '/api/set-room-for-online?l=en',
        headers: { cookie: admin.cookie },
        payload: { room_id: room, ...stay(40, 3) },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-read-models']).toBe('lagging');
      expect(res.json().notice).toBe('Done. The lists may take a moment to show the change.');
    } finally {
      site.runner.start();
    }
    while ((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode !== 200)
      await site.deps.store.waitForAppends(100);
    const after = await app.inject({
      method: 'POST',
      url: '/api/set-room-for-online?l=en',
      headers: { cookie: admin.cookie },
      payload: { room_id: await closedRoomId(site.deps), ...stay(50, 3) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().notice).toBeUndefined();
    expect(after.headers['x-read-models']).toBeUndefined();
  });
});

describe('a read model whose checkpoint stands past the log', () => {
  it('makes /health/ready say so, naming it, rather than ok with no lag', async () => {
    // What a restore of read models newer than the events, or a log moved without its order, looks like.
    await site.runner.stop();
    try {
      const head = await site.deps.store.readHead();
      await site.db.sql`
        update projection_checkpoints
        set transaction_id = ${(head.transactionId + 1000n).toString()}::xid8, global_position = ${(head.globalPosition + 5n).toString()}
        where name = 'bookings'`;
      const health = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({
        status: 'checkpoint_ahead',
        ahead: [{ name: 'bookings' }],
      });
    } finally {
      await site.db
        .sql`update projection_checkpoints set transaction_id = '0'::xid8, global_position = 0 where name = 'bookings'`;
      site.runner.start();
    }
  });
});
