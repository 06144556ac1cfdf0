import { afterAll, describe, expect, it, vi } from 'vitest';
import { connect } from '../../db/connect';
import { answeredDespiteLock, changesHeardUpToNow } from '../../../test/memo-ready';
import { createTestApp } from '../../../test/test-app';

// A heartbeat a stall of a loaded machine does not outlast: the memo answers from memory only
// while the feed is alive, and one test here needs it alive through a request.
const { app, deps, db, session } = await createTestApp({ changeFeedHeartbeatMs: 2000 });
// Another process (or an operator in psql) on the same database.
const elsewhere = connect(db.url, { max: 1 });
afterAll(() => elsewhere.end());

type Listed = { id: number; price: number; rooms_count: number; name: Record<string, string> }[];
const listed = async (): Promise<Listed> =>
  (await app.inject({ method: 'GET', url: '/api/room-types' })).json().data as Listed;
/** The public answer once it reflects a change made elsewhere (the notification's way). */
const once = (check: (types: Listed) => void) =>
  vi.waitFor(async () => check(await listed()), { timeout: 10_000, interval: 20 });

describe('GET /api/room-types', () => {
  it('lists the seven published demo room types with names in three languages', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/room-types' });
    expect(res.statusCode).toBe(200);
    const types = res.json().data as { id: number; name: Record<string, string> }[];
    expect(types.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const t of types) expect(Object.keys(t.name).sort()).toEqual(['en', 'ru', 'tm']);
  });

  it('carries the fixed dollar prices of types 1, 3, 4 and 7 only', async () => {
    const types = (await app.inject({ method: 'GET', url: '/api/room-types' })).json().data as {
      id: number;
      usd_price: number | null;
    }[];
    expect(Object.fromEntries(types.map((t) => [t.id, t.usd_price]))).toEqual({
      1: 120,
      2: null,
      3: 240,
      4: 360,
      5: null,
      6: null,
      7: 1425,
    });
  });

  it('gives money in TMT from integer teňňe and counts 32 rooms in all', async () => {
    await elsewhere`update room_types set price_tenge = 123456 where id = 2`;
    await once((types) => expect(types.find((t) => t.id === 2)?.price).toBe(1234.56));
    expect((await listed()).reduce((sum, t) => sum + t.rooms_count, 0)).toBe(32);
  });

  it('hides unpublished room types', async () => {
    await elsewhere`update room_types set status = 0 where id = 6`;
    await once((types) => expect(types.map((t) => t.id)).not.toContain(6));
    await elsewhere`update room_types set status = 1 where id = 6`;
    await once((types) => expect(types.map((t) => t.id)).toContain(6));
  });
});

describe('the catalog in memory', () => {
  const inject = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/room-types', headers });

  it('answers from memory while nothing changed: a locked table does not hold it up', async () => {
    await changesHeardUpToNow(deps, elsewhere);
    await inject(); // the process holds the catalog
    await elsewhere.begin(async (tx) => {
      await tx`lock table room_types in access exclusive mode`;
      const res = await answeredDespiteLock(inject());
      expect(res.statusCode).toBe(200);
      expect((res.json().data as unknown[]).length).toBe(7);
    });
  });

  it('gives an entity tag and a 304 without a body while the answer is unchanged, a new tag after a change', async () => {
    const first = await inject();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const unchanged = await inject({ 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    expect((await inject({ 'if-none-match': `W/"other", W/${etag}` })).statusCode).toBe(304);
    expect((await inject({ 'if-none-match': '"other"' })).statusCode).toBe(200);

    await elsewhere`update room_types set discount = discount + 1 where id = 1`;
    await vi.waitFor(
      async () => expect((await inject({ 'if-none-match': etag })).statusCode).toBe(200),
      { timeout: 10_000, interval: 20 },
    );
    const changed = await inject({ 'if-none-match': etag });
    expect(changed.headers.etag).not.toBe(etag);
    const discountOf = (body: string) =>
      (JSON.parse(body) as { data: { id: number; discount: number }[] }).data.find(
        (t) => t.id === 1,
      )?.discount;
    expect(discountOf(changed.body)).toBe((discountOf(first.body) ?? 0) + 1);
  });

  it("shows a staff member's save at once in the process that made it", async () => {
    const admin = await session(2);
    const before = (await listed()).find((t) => t.id === 3);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/a/room-types',
      headers: { cookie: admin.cookie },
      payload: { id: 3, name: { ...before?.name, en: 'Sea view suite, renamed' } },
    });
    expect(res.statusCode).toBe(200);
    expect((await listed()).find((t) => t.id === 3)?.name.en).toBe('Sea view suite, renamed');
  });

  it('keeps nothing stale when its listening connection is cut: a change made meanwhile still shows', async () => {
    await once(() => undefined);
    await inject();
    await elsewhere`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen%hotel_catalog%'`;
    await elsewhere`update room_types set price_tenge = 777700 where id = 5`;
    await once((types) => expect(types.find((t) => t.id === 5)?.price).toBe(7777));
  });
});

describe('demo data', () => {
  it('puts at least 30 rooms in two blocks, and seeding again changes nothing', async () => {
    const [rooms] = await deps.sql<{ n: number; blocks: number }[]>`
      select count(*)::int as n, count(distinct block_id)::int as blocks from rooms`;
    expect(rooms).toEqual({ n: 32, blocks: 2 });
    const { seedDemoData } = await import('../../catalog/demo-data');
    expect(await seedDemoData(deps)).toEqual({ catalog: false, windows: 0, position: null });
  });
});
