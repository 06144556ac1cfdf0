import { afterEach, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { createTestDatabase } from '../../../test/database';
import { Leadership, type LeaderWork } from './leadership';

const database = await createTestDatabase();
const log = pino({ level: 'silent' });

/** Work that records whether it runs. */
function work(): LeaderWork & { running: boolean; starts: number } {
  return {
    running: false,
    starts: 0,
    start() {
      this.running = true;
      this.starts += 1;
    },
    async stop() {
      this.running = false;
    },
  };
}

async function until(condition: () => boolean, ms = 5000): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await condition())) throw new Error('not yet');
    },
    { timeout: ms, interval: 20 },
  );
}

const started: Leadership[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((l) => l.stop()));
});

function lead(name: string, w: LeaderWork): Leadership {
  const leadership = new Leadership(database.url, name, w, log, { retryMs: 50 });
  started.push(leadership);
  return leadership;
}

describe('Leadership (one active worker of a kind across processes)', () => {
  it('runs the work in the first process only; the second stands by', async () => {
    const [a, b] = [work(), work()];
    const first = lead('projector', a);
    const second = lead('projector', b);
    await first.start();
    await second.start();
    expect([first.state, second.state]).toEqual(['active', 'standby']);
    expect([a.running, b.running]).toEqual([true, false]);
  });

  it('lets a standby take over when the leader stops, and another kind lead beside it', async () => {
    const [a, b, c] = [work(), work(), work()];
    const first = lead('relay', a);
    const second = lead('relay', b);
    const other = lead('rebuild-test', c);
    await first.start();
    await second.start();
    await other.start();
    expect(other.state).toBe('active');
    await first.stop();
    expect(a.running).toBe(false);
    await until(() => b.running);
    expect(second.state).toBe('active');
  });

  it('stops the work when its session dies, and a standby takes the lock', async () => {
    const [a, b] = [work(), work()];
    const first = lead('poisoned', a);
    await first.start();
    const second = lead('poisoned', b);
    await second.start();
    expect(second.state).toBe('standby');
    // The leader's session is killed (a database restart, a network cut): its lock is gone.
    await database.sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'hotel-poisoned-lock' and pid in (select pid from pg_locks where locktype = 'advisory' and granted)`;
    await until(() => b.running);
    await until(() => !a.running);
    expect(second.state).toBe('active');
    expect(first.state).toBe('standby');
  });
});
