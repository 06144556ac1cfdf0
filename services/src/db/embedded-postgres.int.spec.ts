import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connect, type Sql } from './connect';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

/**
 * How the embedded server is reached: its URL names the Unix socket in its data directory (libpq's
 * `host` parameter), which connect() goes through; TCP on 127.0.0.1 stays for everything else, and
 * is all there is when the socket's path would be too long for the system.
 */
const started: EmbeddedPostgres[] = [];
const pools: Sql[] = [];
const dirs: string[] = [];

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end({ timeout: 1 }).catch(() => undefined)));
  for (const pg of started.reverse()) await pg.stop().catch(() => undefined);
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
}, 60_000);

async function start(parent: string, name: string, whenInUse?: 'join'): Promise<EmbeddedPostgres> {
  const pg = await startEmbeddedPostgres({
    dir: join(parent, name),
    ...(whenInUse ? { whenInUse } : {}),
  });
  started.push(pg);
  return pg;
}

async function serverAddress(url: string): Promise<string | null> {
  const sql = connect(url, { max: 1 });
  pools.push(sql);
  const [row] = await sql<{ address: string | null }[]>`select host(inet_server_addr()) as address`;
  return row?.address ?? null;
}

async function parentDir(name: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), name));
  await chmod(dir, 0o755); // PostgreSQL runs as its own user when we are root
  dirs.push(dir);
  return dir;
}

describe('the embedded PostgreSQL', () => {
  it('is reached through its Unix socket, and over TCP by a URL without it', async () => {
    const pg = await start(await parentDir('hotel-socket-'), 'pg');
    const url = new URL(pg.url);
    expect(url.searchParams.get('host')).toMatch(/\/pg$/);
    // A Unix socket connection has no server address; a TCP one has 127.0.0.1.
    expect(await serverAddress(pg.url)).toBeNull();
    url.searchParams.delete('host');
    expect(await serverAddress(url.toString())).toBe('127.0.0.1');
  });

  it('gives a second process that joins it the same socket', async () => {
    const parent = await parentDir('hotel-socket-join-');
    const owner = await start(parent, 'pg');
    const joined = await start(parent, 'pg', 'join');
    expect(joined.url).toBe(owner.url);
    expect(await serverAddress(joined.url)).toBeNull();
  });

  it('listens on TCP alone when the socket path would be too long for the system', async () => {
    const parent = await parentDir('hotel-socket-long-');
    const pg = await start(parent, `pg-${'x'.repeat(100 - parent.length)}`);
    expect(new URL(pg.url).searchParams.has('host')).toBe(false);
    expect(await serverAddress(pg.url)).toBe('127.0.0.1');
  });
});
