import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { processStart } from '../db/data-dir-lock';
import { freePort } from '../db/embedded-postgres';

/**
 * `npm start` as a process supervisor runs it (systemd, a container's init, pm2): the signal goes
 * to npm's pid alone, not to its process group. npm passes it to its child, the script's shell;
 * node and its PostgreSQL must stop too, within the shutdown deadline, and give the lock back.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const dirs: string[] = [];
const leftovers: { pid: number; signal: NodeJS.Signals }[] = [];
afterAll(async () => {
  // A failing test may leave the server or its PostgreSQL behind: stop them, leave no processes.
  for (const { pid, signal } of leftovers)
    if ((await processStart(pid)) !== null) process.kill(pid, signal);
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
}, 60_000);

/** The environment a supervisor gives: none of the outer npm's or vitest's settings. */
const supervisorEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !/^(npm_|VITEST|PG)/i.test(name) &&
        !name.startsWith('PAYMENT_GATEWAY') &&
        !['SANDBOX_BANK', 'DATABASE_URL', 'TEST_DATABASE_URL', 'PUBLIC_URL', 'NODE_ENV'].includes(
          name,
        ),
    ),
  );

const gone = async (pid: number) => (await processStart(pid)) === null;

describe('npm start under a process supervisor', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s to npm alone stops node and its PostgreSQL, and releases the data directory',
    async (signal) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'hotel-npm-start-'));
      dirs.push(dataDir);
      await chmod(dataDir, 0o755); // PostgreSQL runs as its own user when we are root
      const port = await freePort();
      const npm = spawn('npm', ['start'], {
        cwd: ROOT,
        env: {
          ...supervisorEnv(),
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const ready = () =>
        fetch(`http://127.0.0.1:${port}/health/ready`).then(
          (r) => r.ok,
          () => false,
        );
      // The client's build comes first (cached by turbo after the first run).
      await expect
        .poll(async () => npm.exitCode === null && npm.signalCode === null && (await ready()), {
          timeout: 240_000,
          interval: 200,
        })
        .toBe(true);

      const lock = join(dataDir, 'pg.lock');
      const node = (JSON.parse(await readFile(lock, 'utf8')) as { pid: number }).pid;
      const postgres = Number(
        (await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0],
      );
      leftovers.push({ pid: node, signal: 'SIGKILL' }, { pid: postgres, signal: 'SIGQUIT' });
      expect(node).not.toBe(npm.pid);

      npm.kill(signal);
      await expect
        .poll(() => npm.exitCode !== null || npm.signalCode !== null, {
          timeout: 30_000,
          interval: 200,
        })
        .toBe(true);
      // The graceful stop's deadline is 15 s: past it the server exits anyway.
      await expect.poll(() => gone(node), { timeout: 30_000, interval: 200 }).toBe(true);
      await expect.poll(() => gone(postgres), { timeout: 30_000, interval: 200 }).toBe(true);
      expect(output).toContain(`${signal}: finishing in-flight requests`);
      expect(output).toContain('stopped cleanly');
      expect(existsSync(lock)).toBe(false);
    },
    300_000,
  );
});
