import { execFile } from 'node:child_process';
import { appendFile, chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { stay } from '../../../test/clock';
import { bookOverHttp, emlToken, registerOverHttp } from '../../test/guest';
import { processGroup, stopProcess, type RunningProcess } from '../../test/processes';

/**
 * The all-in-one server supervises its embedded PostgreSQL: a postmaster that dies is started
 * again (with backoff, logged), and /health/live fails while it cannot be, so that a process
 * supervisor restarts the whole server instead of leaving it answering 503 for ever.
 */
const exec = promisify(execFile);
const processes = processGroup();
const dataDir = await mkdtemp(join(tmpdir(), 'hotel-supervised-'));
await chmod(dataDir, 0o755); // PostgreSQL runs as its own user when we are root
afterAll(async () => {
  await processes.killAll();
  // A failing test may leave a PostgreSQL behind: stop it, so the run leaves no processes.
  for (const pid of await postmastersOf(dataDir)) process.kill(pid, 'SIGQUIT');
  await vi.waitFor(
    async () => {
      if ((await postmastersOf(dataDir)).length > 0) throw new Error('PostgreSQL still stopping');
    },
    { timeout: 60_000, interval: 200 },
  );
  await rm(dataDir, { recursive: true, force: true });
});

const pgDir = join(dataDir, 'pg');
const postmasterPid = async () =>
  Number((await readFile(join(pgDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);

/** Pids of the postmasters running on `$dataDir/pg` (the only PostgreSQL process showing `-D`). */
async function postmastersOf(dir: string): Promise<number[]> {
  const { stdout } = await exec('ps', ['-eo', 'pid=,args=']);
  return stdout
    .split('\n')
    .filter((line) => line.includes(`-D ${join(dir, 'pg')} `))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

const status = (server: RunningProcess, path: string) =>
  fetch(`${server.base}${path}`).then(
    (r) => r.status,
    () => 0,
  );

/** Registers, confirms from the mail kept as an .eml file, and logs in over HTTP; the session cookie. */
const login = (server: RunningProcess, email: string) =>
  registerOverHttp(server.base, email, () => emlToken(join(dataDir, 'mail'), email, 'verifyEmail'));

describe('the embedded PostgreSQL under the all-in-one server', () => {
  it('is started again when it dies; while it cannot be, /health/live fails; then bookings work without restarting the server', async () => {
    const server = await processes.start('all-in-one', { DATA_DIR: dataDir, DATABASE_URL: '' });
    const cookie = await login(server, 'supervised@example.com');
    const killed = await postmasterPid();

    // A configuration PostgreSQL refuses at start: every restart fails until it is put back.
    const autoConf = join(pgDir, 'postgresql.auto.conf');
    const settings = await readFile(autoConf, 'utf8');
    await appendFile(autoConf, 'this line is not a setting\n');
    process.kill(killed, 'SIGKILL');

    await expect
      .poll(() => status(server, '/health/live'), { timeout: 60_000, interval: 200 })
      .toBe(503);
    expect(await status(server, '/health/ready')).toBe(503);
    expect(server.output()).toContain(`PostgreSQL (pid ${killed}) is gone: starting it again`);
    expect(server.output()).toMatch(
      /PostgreSQL could not be started again \(attempt 1\): .*; next attempt in \d+(\.\d+)? s/,
    );

    await writeFile(autoConf, settings);
    await expect
      .poll(() => status(server, '/health/live'), { timeout: 60_000, interval: 200 })
      .toBe(200);
    await expect
      .poll(() => status(server, '/health/ready'), { timeout: 60_000, interval: 200 })
      .toBe(200);
    expect(server.output()).toMatch(
      /PostgreSQL started again on 127\.0\.0\.1:\d+ after \d+ attempts?/,
    );
    expect(await postmasterPid()).not.toBe(killed);

    expect(URL.canParse(await bookOverHttp(server.base, cookie, stay(12, 2)))).toBe(true);

    expect(await stopProcess(server), server.output()).toBe(0);
    expect(await postmastersOf(dataDir)).toEqual([]);
  }, 180_000);
});
