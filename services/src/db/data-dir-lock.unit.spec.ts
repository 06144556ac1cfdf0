import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  acquireDataDirLock,
  DataDirInUse,
  liveHolder,
  lockFileOf,
  processStart,
  takeoverMarker,
  type LockHolder,
} from './data-dir-lock';

const root = await mkdtemp(join(tmpdir(), 'hotel-lock-'));
afterAll(() => rm(root, { recursive: true, force: true }));
let dirs = 0;
const freshDir = () => join(root, `pg-${++dirs}`);

/** A lock file as a process that is gone left it: our pid, but another process start. */
async function staleLock(dir: string): Promise<LockHolder> {
  const holder: LockHolder = {
    pid: process.pid,
    processStart: 'a process that started at another time',
    since: 'yesterday',
    purpose: 'npm start',
    token: 'stale',
  };
  await writeFile(lockFileOf(dir), JSON.stringify(holder));
  return holder;
}

/** Acquires concurrently `n` times; returns the locks taken and the refusals. */
async function race(dir: string, n: number) {
  const outcomes = await Promise.allSettled(
    Array.from({ length: n }, () => acquireDataDirLock(dir, { purpose: 'npm start' })),
  );
  const taken = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
  const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
  return { taken, refused };
}

const onDisk = async (dir: string) =>
  (JSON.parse(await readFile(lockFileOf(dir), 'utf8')) as LockHolder).token;

describe('the data-directory lock', () => {
  it('refuses a second taker while the holder lives, naming its pid and port', async () => {
    const dir = freshDir();
    const lock = await acquireDataDirLock(dir, { purpose: 'npm start', port: 3123 });
    const refusal = await acquireDataDirLock(dir, { purpose: 'npm start' }).catch(
      (e: unknown) => e,
    );
    expect(refusal).toBeInstanceOf(DataDirInUse);
    expect(String(refusal)).toContain(`process ${process.pid} (npm start, port 3123`);
    await lock.release();
  });

  it('lets exactly one of many simultaneous takers have a free directory', async () => {
    const dir = freshDir();
    const { taken, refused } = await race(dir, 12);
    expect(taken).toHaveLength(1);
    expect(refused.every((e) => e instanceof DataDirInUse)).toBe(true);
    expect(await onDisk(dir)).toBe(taken[0]?.holder.token);
    await taken[0]?.release();
  });

  it('takes over a stale lock (its pid now runs another process), naming the holder that is gone', async () => {
    const dir = freshDir();
    const stale = await staleLock(dir);
    const lock = await acquireDataDirLock(dir, { purpose: 'npm start' });
    expect(lock.replaced).toEqual(stale);
    expect(await onDisk(dir)).toBe(lock.holder.token);
    await lock.release();
  });

  it('lets exactly one of many simultaneous takers take over a stale lock', async () => {
    const dir = freshDir();
    await staleLock(dir);
    const { taken, refused } = await race(dir, 12);
    expect(taken).toHaveLength(1);
    expect(refused.every((e) => e instanceof DataDirInUse)).toBe(true);
    expect(await onDisk(dir)).toBe(taken[0]?.holder.token);
    await taken[0]?.release();
    expect((await readdir(root)).filter((name) => /takeover|draft|update/.test(name))).toEqual([]);
  });

  it('takes over a stale lock whose first taker died in the middle', async () => {
    const dir = freshDir();
    await staleLock(dir);
    const seen = await readFile(lockFileOf(dir), 'utf8');
    const deadTaker = { ...JSON.parse(seen), token: 'a taker that died' } as LockHolder;
    await writeFile(takeoverMarker(lockFileOf(dir), seen, 0), JSON.stringify(deadTaker));
    const lock = await acquireDataDirLock(dir, { purpose: 'npm start' });
    expect(await onDisk(dir)).toBe(lock.holder.token);
    await lock.release();
    expect((await readdir(root)).filter((name) => name.includes('takeover'))).toEqual([]);
  });

  it('is released by its holder, and a release of a lock taken over since leaves the new one', async () => {
    const dir = freshDir();
    const first = await acquireDataDirLock(dir, { purpose: 'npm start' });
    await first.release();
    expect(await liveHolder(dir)).toBeNull();
    const second = await acquireDataDirLock(dir, { purpose: 'npm start' });
    await first.release();
    expect(await liveHolder(dir)).toMatchObject({ token: second.holder.token });
    await second.release();
  });

  it('records the PostgreSQL port for processes that join', async () => {
    const dir = freshDir();
    const lock = await acquireDataDirLock(dir, { purpose: 'npm start' });
    await lock.update({ postgresPort: 54_321 });
    expect(await liveHolder(dir)).toMatchObject({ pid: process.pid, postgresPort: 54_321 });
    await lock.release();
  });

  it('knows a live process by its start time and a gone one by none', async () => {
    expect(await processStart(process.pid)).toEqual(expect.any(String));
    expect(await processStart(2 ** 22 + 1)).toBeNull(); // above Linux's pid_max
  });
});
