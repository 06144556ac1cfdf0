import { execFile, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { spawnEntry } from '../../test/spawn-entry';
import { freePort } from '../db/embedded-postgres';

const exec = promisify(execFile);
const ALL_IN_ONE = fileURLToPath(new URL('./all-in-one.ts', import.meta.url));
const REBUILD = fileURLToPath(new URL('./rebuild-projection.ts', import.meta.url));

const dataDirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  // A failing test may leave a PostgreSQL behind: stop it, so the run leaves no processes.
  for (const dir of dataDirs) {
    for (const pid of await postmastersOf(dir)) process.kill(pid, 'SIGQUIT');
    await until(async () => (await postmastersOf(dir)).length === 0);
    await rm(dir, { recursive: true, force: true });
  }
});

/** A fresh, private (0700) DATA_DIR for one test. */
async function freshDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'hotel-owner-'));
  dataDirs.push(dir);
  return dir;
}

/** The environment without bank settings or a database the test runner may have. */
const baseEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !name.startsWith('PAYMENT_GATEWAY') && name !== 'SANDBOX_BANK' && !name.startsWith('PG'),
    ),
  );

/** Spawns an entry point on `dataDir` (no HTTP until it is ready), collecting its output. */
async function launch(entry: string, dataDir: string, args: string[] = []) {
  const port = await freePort();
  const { child, exited, output } = spawnEntry(entry, args, {
    ...baseEnv(),
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SERVE_CLIENT: '0',
    LOG_LEVEL: 'info',
    DATABASE_URL: '',
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  const serving = () =>
    fetch(`${base}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
  /** True once it serves, false if it exited first. */
  const ready = async () => {
    await until(async () => child.exitCode !== null || (await serving()));
    return child.exitCode === null;
  };
  return { child, dataDir, pid: child.pid ?? 0, port, base, exited, ready, serving, output };
}

/** The all-in-one server on `dataDir`, once it serves. */
async function startServer(dataDir: string) {
  const server = await launch(ALL_IN_ONE, dataDir);
  expect(await server.ready(), server.output()).toBe(true);
  return server;
}

/** SIGTERM, the graceful stop's exit code 0, and no PostgreSQL of its data directory left. */
async function stop(server: Awaited<ReturnType<typeof launch>>) {
  server.child.kill('SIGTERM');
  expect(await server.exited, server.output()).toBe(0);
  expect(await postmastersOf(server.dataDir)).toEqual([]);
}

/** Waits for a condition, polling (never a fixed sleep standing for the result). */
async function until(
  condition: () => Promise<boolean> | boolean,
  timeoutMs = 90_000,
): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await condition())) throw new Error('not yet');
    },
    { timeout: timeoutMs, interval: 100 },
  );
}

/** Pids of the postmasters running on `$dataDir/pg` (the only PostgreSQL process showing `-D`). */
async function postmastersOf(dataDir: string): Promise<number[]> {
  const { stdout } = await exec('ps', ['-eo', 'pid=,args=']);
  const marker = `-D ${join(dataDir, 'pg')} `;
  return stdout
    .split('\n')
    .filter((line) => line.includes(marker))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

const postmasterPid = (dataDir: string) => join(dataDir, 'pg', 'postmaster.pid');

describe('one process owns a data directory', () => {
  it('refuses a second start on a data directory in use, naming the first process and its port, and the first keeps serving', async () => {
    const dir = await freshDataDir();
    const first = await startServer(dir);

    const second = await launch(ALL_IN_ONE, dir);
    expect(await second.ready(), second.output()).toBe(false);
    expect(await second.exited, second.output()).not.toBe(0);
    expect(second.output()).toContain(`process ${first.pid}`);
    expect(second.output()).toContain(`port ${first.port}`);
    expect(await first.serving()).toBe(true);

    await stop(first);
  }, 120_000);

  it('of two simultaneous first starts, exactly one serves and the other refuses naming it', async () => {
    const dir = await freshDataDir();
    const [a, b] = [await launch(ALL_IN_ONE, dir), await launch(ALL_IN_ONE, dir)];
    const [aReady, bReady] = await Promise.all([a.ready(), b.ready()]);
    expect([aReady, bReady].filter(Boolean), a.output() + b.output()).toHaveLength(1);
    const [winner, loser] = aReady ? [a, b] : [b, a];
    expect(await loser.exited, loser.output()).not.toBe(0);
    expect(loser.output()).toContain(`process ${winner.pid}`);
    expect(loser.output()).not.toContain('ECONNREFUSED');
    expect(await winner.serving()).toBe(true);

    await stop(winner);
  }, 120_000);

  it('after kill -9 of the server, the next start comes up and its SIGTERM leaves no PostgreSQL of the data directory', async () => {
    const dir = await freshDataDir();
    const crashed = await startServer(dir);
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    expect(await postmastersOf(dir)).toHaveLength(1); // the orphan the crash left

    const next = await startServer(dir);
    await stop(next);
    expect(existsSync(postmasterPid(dir))).toBe(false);
  }, 120_000);

  it('a rebuild beside a running server works on its PostgreSQL and leaves it running', async () => {
    const dir = await freshDataDir();
    const server = await startServer(dir);
    const postmaster = await readFile(postmasterPid(dir), 'utf8');

    const rebuild = await launch(REBUILD, dir, ['calendar_entries']);
    expect(await rebuild.exited, rebuild.output()).toBe(0);
    expect(rebuild.output()).toContain('Rebuilt calendar_entries');
    expect(await readFile(postmasterPid(dir), 'utf8')).toBe(postmaster); // the same PostgreSQL, still running
    expect(await server.serving()).toBe(true);
    const types = await fetch(`${server.base}/api/room-types`).then(
      (r) => r.json() as Promise<{ data: unknown[] }>,
    );
    expect(types.data).toHaveLength(7);

    await stop(server);
  }, 120_000);

  it('a rebuild with no server running starts PostgreSQL for itself and stops it', async () => {
    const dir = await freshDataDir();
    const server = await startServer(dir);
    await stop(server);

    const rebuild = await launch(REBUILD, dir, ['bookings']);
    expect(await rebuild.exited, rebuild.output()).toBe(0);
    expect(rebuild.output()).toContain('Rebuilt bookings');
    expect(await postmastersOf(dir)).toEqual([]);
    expect(existsSync(join(dir, 'pg.lock'))).toBe(false);
  }, 120_000);

  it('a rebuild refuses a data directory that holds no database, and creates nothing', async () => {
    const empty = await freshDataDir();
    const rebuild = await launch(REBUILD, empty, ['bookings']);
    expect(await rebuild.exited, rebuild.output()).not.toBe(0);
    expect(rebuild.output()).toContain(`${empty} holds no database`);
    expect(rebuild.output()).not.toContain('Rebuilt');
    expect(await readdir(empty)).toEqual([]);

    const missing = join(empty, 'not-there');
    const nowhere = await launch(REBUILD, missing, ['bookings']);
    expect(await nowhere.exited, nowhere.output()).not.toBe(0);
    expect(nowhere.output()).toContain(`${missing} holds no database`);
    expect(existsSync(missing)).toBe(false);
  }, 120_000);
});
