import { STAFF_ROLE_IDS } from '@hotel/contracts';
import { describe, expect, it } from 'vitest';
import { day } from '../../../../test/clock';
import { createTestApp } from '../../../test/test-app';
import { MAX_TRPC_BATCH } from './trpc-api';

const { app, session } = await createTestApp();
const { cookie } = await session(STAFF_ROLE_IDS.reception);

/** A batched GET of `paths` as `httpBatchLink` sends it: the paths joined, the inputs by index. */
const batch = (paths: string[], inputs: Record<number, unknown>, lang = 'en') =>
  app.inject({
    method: 'GET',
    url: `/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`,
    headers: { cookie, 'x-lang': lang },
  });

const range = { start_date: day(0), end_date: day(14) };

describe('tRPC batches', () => {
  it("answers a desk screen's batch whose procedure names pass the router's 100 characters", async () => {
    // What the desk's calendar sends when a change reaches it with a booking looked up.
    const paths = [
      'calendar.range',
      'calendar.outOfOrder',
      'staffOccupancy.days',
      'staffBookings.search',
      'staffBookings.search',
      'staffOccupancy.days',
      'staff.roomRows',
    ];
    expect(paths.join(',').length).toBeGreaterThan(100);
    const res = await batch(paths, { 0: range, 1: range, 3: { q: 'АННАЕВ' }, 4: { q: 'АННАЕВ' } });
    expect(res.statusCode, res.body).toBe(200);
    const answers = res.json<{ result?: { data: unknown }; error?: unknown }[]>();
    expect(answers).toHaveLength(paths.length);
    for (const answer of answers) expect(answer.error).toBeUndefined();
  });

  it('refuses a batch of more calls than any screen makes: a localized 400 for each call', async () => {
    const paths = Array.from({ length: MAX_TRPC_BATCH + 1 }, () => 'staff.roomRows');
    const res = await batch(paths, {}, 'ru');
    expect(res.statusCode).toBe(400);
    const answers = res.json<{ error: { message: string; data: { code: string } } }[]>();
    expect(answers).toHaveLength(paths.length);
    expect(answers[0]?.error).toMatchObject({
      message: 'Слишком длинный адрес',
      data: { code: 'BAD_REQUEST' },
    });
  });

  it('answers a batch of as many calls as allowed', async () => {
    const paths = Array.from({ length: MAX_TRPC_BATCH }, () => 'catalog.roomTypes');
    const res = await batch(paths, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<unknown[]>()).toHaveLength(MAX_TRPC_BATCH);
  });

  it('still answers a call with a slash in its path as an unknown procedure', async () => {
    const res = await batch(['staff/roomRows', 'staff.roomRows'], {});
    expect(res.statusCode).toBe(404);
  });
});
