import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, vi } from 'vitest';
import type { AppDeps } from '../src/application/deps';
import { CHANGES_CHANNEL } from '../src/db/change-feed';
import type { Sql } from '../src/db/connect';

/**
 * Waits until the process's change feed is alive and has heard a notification sent now through
 * `elsewhere`: notifications arrive in commit order, so every change committed before (an earlier
 * test's) has been heard too, and no late one will empty a memo the test fills next.
 */
export async function changesHeardUpToNow(deps: AppDeps, elsewhere: Sql): Promise<void> {
  await vi.waitFor(() => expect(deps.changes.alive()).toBe(true), { timeout: 10_000 });
  await new Promise<void>((resolve) => {
    const name = `sentinel-${randomUUID()}`;
    const heard = (changed?: string) => {
      if (changed !== name) return;
      deps.changes.unsubscribe([name], heard);
      resolve();
    };
    deps.changes.subscribe([name], heard);
    void elsewhere.notify(CHANGES_CHANNEL, `changed ${name}`);
  });
}

/**
 * An answer asked for while `elsewhere` holds a lock on the table it would read: it must come from
 * memory, since a read of the table would wait for the lock, which is released only after the
 * answer. After `ms` the test fails saying so, instead of waiting for the lock to time out.
 */
export function answeredDespiteLock<T>(answer: Promise<T>, ms = 5000): Promise<T> {
  return Promise.race([
    answer,
    sleep(ms).then((): never => {
      throw new Error('the request read the locked table instead of memory');
    }),
  ]);
}
