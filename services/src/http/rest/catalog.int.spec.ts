import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

const { app, deps } = await createTestApp();

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
      1: 120, 2: null, 3: 240, 4: 360, 5: null, 6: null, 7: 1425,
    });
  });

  it('gives money in TMT from integer teňňe and counts 32 rooms in all', async () => {
    await deps.sql`update room_types set price_tenge = 123456 where id = 2`;
    const types = (await app.inject({ method: 'GET', url: '/api/room-types' })).json().data as {
      id: number;
      price: number;
      rooms_count: number;
    }[];
    expect(types.find((t) => t.id === 2)?.price).toBe(1234.56);
    expect(types.reduce((sum, t) => sum + t.rooms_count, 0)).toBe(32);
  });

  it('hides unpublished room types', async () => {
    await deps.sql`update room_types set status = 0 where id = 6`;
    const types = (await app.inject({ method: 'GET', url: '/api/room-types' })).json().data as { id: number }[];
    expect(types.map((t) => t.id)).not.toContain(6);
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
