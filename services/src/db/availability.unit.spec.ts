import { describe, expect, it } from 'vitest';
import { DatabaseAvailability, retryRead } from './availability';
import type { Sql } from './connect';

const terminated = () =>
  Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  });
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

type Answer = () => Promise<unknown>;
const ok: Answer = () => Promise.resolve([]);

/** Probe pools, each answering `select 1` in turn as its list says (its last answer from then on). */
function probePools(pools: Answer[][]) {
  let opened = 0;
  const open = (): Sql => {
    const answers = pools[Math.min(opened, pools.length - 1)] ?? [ok];
    opened += 1;
    let asked = 0;
    const pool = () => (answers[Math.min(asked++, answers.length - 1)] ?? ok)();
    return Object.assign(pool, { end: () => Promise.resolve() }) as unknown as Sql;
  };
  return { open, opened: () => opened };
}

describe('the database watchdog', () => {
  it('stays up when a request met a broken connection but the database answers a probe', async () => {
    const availability = new DatabaseAvailability(probePools([[ok]]).open);
    availability.report(terminated());
    expect(await availability.probe()).toBe(true);
    expect(availability.down).toBe(false);
  });

  it('marks the database down when the probe after a request failure fails too', async () => {
    const availability = new DatabaseAvailability(
      probePools([[() => Promise.reject(refused())]]).open,
    );
    availability.report(refused());
    await expect.poll(() => availability.down).toBe(true);
  });

  it('asks a fresh connection before marking down when its own kept connection broke', async () => {
    const pools = probePools([[ok, () => Promise.reject(terminated())], [ok]]);
    const availability = new DatabaseAvailability(pools.open);
    expect(await availability.probe()).toBe(true);
    expect(await availability.probe()).toBe(true);
    expect(pools.opened()).toBe(2);
    expect(availability.down).toBe(false);
  });

  it('runs a read once more only for a database failure while the probe answers', async () => {
    const answering = { probe: () => Promise.resolve(true) };
    const gone = { probe: () => Promise.resolve(false) };
    expect(await retryRead(answering, terminated())).toBe(true);
    expect(await retryRead(gone, terminated())).toBe(false);
    expect(
      await retryRead(
        answering,
        Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      ),
    ).toBe(false);
    expect(await retryRead(answering, new Error('a bug'))).toBe(false);
  });
});
