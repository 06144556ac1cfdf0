import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../db/embedded-postgres';

const ENTRY = fileURLToPath(new URL('./all-in-one.ts', import.meta.url));
const dataDir = await mkdtemp(join(tmpdir(), 'hotel-start-'));
await chmod(dataDir, 0o755);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Runs `npm start`'s process on an embedded PostgreSQL in `dataDir` until it is ready. */
async function start(env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SERVE_CLIENT: '0', LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited early:\n${output}`);
    if (await fetch(`${base}/health/ready`).then((r) => r.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 100)); // polling for readiness
  }
  return { base, child, exited, output: () => output };
}

describe('the all-in-one process', () => {
  it('starts on an embedded PostgreSQL, stops cleanly on SIGTERM, and a second start reuses the data', async () => {
    const first = await start({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'owner-password-1' });
    const types = await fetch(`${first.base}/api/room-types`).then((r) => r.json() as Promise<{ data: unknown[] }>);
    expect(types.data).toHaveLength(7);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('stopped cleanly');
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false); // PostgreSQL stopped last

    const second = await start();
    const login = await fetch(`${second.base}/api/authentication?l=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ isLogin: true, email: 'owner@example.com', password: 'owner-password-1' }),
    }).then((r) => r.json());
    expect(login).toEqual({ message: 'You are logged in', url: '/a/bookings' });
    expect(second.output()).not.toContain('demo data created');
    expect(second.output()).not.toContain('cluster created');
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 120_000);

  it('exits non-zero when it cannot listen, and stops its PostgreSQL', async () => {
    const { createServer } = await import('node:net');
    const blocker = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
        env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SERVE_CLIENT: '0', DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise((resolve) => child.once('exit', resolve));
      expect(code, output).toBe(1);
      expect(output).toContain('EADDRINUSE');
      expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    } finally {
      blocker.close();
    }
  }, 120_000);

  it('refuses to start with a bad configuration, naming the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
      env: { ...process.env, PORT: 'eighty', HOTEL_TIME_ZONE: 'Mars/Base' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('PORT:');
    expect(output).toContain('HOTEL_TIME_ZONE:');
  });
});
