import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startProcess } from '../../test/processes';
import { spawnEntry } from '../../test/spawn-entry';
import { freePort } from '../db/embedded-postgres';

const ENTRY = fileURLToPath(new URL('./all-in-one.ts', import.meta.url));
const dataDir = await mkdtemp(join(tmpdir(), 'hotel-start-'));
// Left private (0700, as mkdtemp makes it): the embedded PostgreSQL must still reach its cluster.
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** The environment without any bank settings the test runner may have. */
const withoutBank = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(
    Object.entries(env).filter(
      ([name]) => !name.startsWith('PAYMENT_GATEWAY') && name !== 'SANDBOX_BANK',
    ),
  );

/** Runs `npm start`'s process on an embedded PostgreSQL in `dataDir` until it is ready. */
const start = (env: Record<string, string> = {}) =>
  startProcess('all-in-one', { DATA_DIR: dataDir, DATABASE_URL: '', ...env });

/** Runs `npm start`'s process on `dataDir` for a start that must fail: its exit code and output. */
async function failedStart(env: Record<string, string>) {
  const { exited, output } = spawnEntry(ENTRY, [], {
    ...withoutBank(process.env),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ...env,
  });
  return { code: await exited, output: output() };
}

describe('the all-in-one process', () => {
  it('starts on an embedded PostgreSQL, stops cleanly on SIGTERM, and a second start reuses the data', async () => {
    const first = await start({
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'owner-password-1',
    });
    const types = await fetch(`${first.base}/api/room-types`).then(
      (r) => r.json() as Promise<{ data: unknown[] }>,
    );
    expect(types.data).toHaveLength(7);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('stopped cleanly');
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false); // PostgreSQL stopped last
    expect(existsSync(join(dataDir, 'pg.lock'))).toBe(false); // and the data directory released

    const second = await start();
    const login = await fetch(`${second.base}/api/authentication?l=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        isLogin: true,
        email: 'owner@example.com',
        password: 'owner-password-1',
      }),
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
      const { code, output } = await failedStart({
        PORT: String(port),
        HOST: '127.0.0.1',
        SERVE_CLIENT: '0',
      });
      expect(code, output).toBe(1);
      expect(output).toContain('EADDRINUSE');
      expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
      expect(existsSync(join(dataDir, 'pg.lock'))).toBe(false);
    } finally {
      blocker.close();
    }
  }, 120_000);

  it('refuses to start in production with the sandbox bank unless SANDBOX_BANK=1, naming the variables', async () => {
    const { code, output } = await failedStart({ NODE_ENV: 'production' });
    expect(code, output).toBe(1);
    expect(output).toContain('PAYMENT_GATEWAY_URL:');
    expect(output).toContain('SANDBOX_BANK=1');
  });

  it('runs the sandbox bank in production with SANDBOX_BANK=1, on credentials of its data directory, not the old built-in ones', async () => {
    const server = await start({ NODE_ENV: 'production', SANDBOX_BANK: '1' });
    try {
      const file = join(dataDir, 'sandbox-bank-credentials.json');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const credentials = JSON.parse(await readFile(file, 'utf8')) as {
        userName: string;
        password: string;
      };
      const status = (fields: Record<string, string>) =>
        fetch(`${server.base}/sandbox-bank/getOrderStatusExtended.do`, {
          method: 'POST',
          body: new URLSearchParams({ orderNumber: 'none', ...fields }),
        }).then((r) => r.json() as Promise<{ errorCode: string }>);
      expect(
        (await status({ userName: 'hotel-api', password: 'sandbox-password' })).errorCode,
      ).toBe('5');
      expect((await status(credentials)).errorCode).toBe('6'); // let in: the order is just unknown
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  }, 120_000);

  it('refuses to start with a bad configuration, naming the variable', async () => {
    const { exited, output } = spawnEntry(ENTRY, [], {
      ...process.env,
      PORT: 'eighty',
      HOTEL_TIME_ZONE: 'Mars/Base',
    });
    expect(await exited).toBe(1);
    expect(output()).toContain('PORT:');
    expect(output()).toContain('HOTEL_TIME_ZONE:');
  });
});
