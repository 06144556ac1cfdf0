import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

/**
 * One pooled connection failing while the database itself is fine (its backend terminated, or its
 * statement cancelled as a statement timeout does): the read is caught mid-query by holding a lock
 * on the table it reads, so its backend can be found and hit while it waits.
 */
const site = await createTestApp();
const locker = site.db.connectAgain(1);

/** A new guest's bookings list (REST or tRPC), its backend hit by `hit` while it waits for the lock. */
async function readHitMidQuery(url: string, hit: 'pg_terminate_backend' | 'pg_cancel_backend') {
  const { cookie } = await site.session(1);
  const { answer } = await locker.begin(async (tx) => {
    await tx`lock table bookings in access exclusive mode`;
    // `then` sends it: an inject chain left alone is never dispatched.
    const answer = site.app
      .inject({ method: 'GET', url, headers: { cookie } })
      .then((res) => ({ status: res.statusCode, body: res.json() as unknown }));
    let pid: number | undefined;
    await expect
      .poll(async () => {
        [{ pid } = { pid: undefined }] = await tx<{ pid: number }[]>`
          select pid from pg_locks where relation = 'bookings'::regclass and not granted`;
        return pid;
      })
      .toBeDefined();
    await tx`select ${tx.unsafe(hit)}(${pid ?? 0})`;
    // Not awaited here: the lock goes with this transaction, and a read asked again waits for it.
    return { answer };
  });
  return answer;
}

describe('one broken pooled connection', () => {
  it('retries a REST read once on another connection and does not mark the database down', async () => {
    const read = await readHitMidQuery('/api/profile/bookings?l=en', 'pg_terminate_backend');
    expect(read).toEqual({ status: 200, body: { data: [] } });
    expect(site.deps.database.down).toBe(false);
  });

  it('retries a tRPC query once on another connection', async () => {
    const read = await readHitMidQuery('/trpc/profile.bookings', 'pg_terminate_backend');
    expect(read.status).toBe(200);
    expect(site.deps.database.down).toBe(false);
  });
});

describe('a statement cancelled by a timeout', () => {
  it('is answered 503 "busy" in the caller language, not 500, and the site stays up', async () => {
    const read = await readHitMidQuery('/api/profile/bookings?l=en', 'pg_cancel_backend');
    expect(read).toEqual({
      status: 503,
      body: { error: 'The booking system is busy right now. Please try again in a minute.' },
    });
    expect(site.deps.database.down).toBe(false);
  });
});
