import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { testDatabaseAt, type TestDatabase } from '../../test/database';
import { withDatabase } from '../../test/database-url';
import { connect, type Sql } from '../src/db/connect';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';

export interface NewCluster {
  /** The server's URL (its `postgres` database). */
  url: string;
  /** A new empty database on this cluster, as a test database (pools closed after the file). */
  database(name: string): Promise<TestDatabase>;
  dir: string;
}

/**
 * A PostgreSQL cluster of the test file's own, made by initdb now: its transaction ids start
 * small, as on a server a backup is restored to. Stopped and removed after the file.
 */
export async function startNewCluster(): Promise<NewCluster> {
  const dir = await mkdtemp(join(tmpdir(), 'hotel-new-cluster-'));
  await chmod(dir, 0o755); // PostgreSQL runs as its own user and must reach its directory
  const server = await startEmbeddedPostgres({ dir: join(dir, 'pg') });
  const pools: Sql[] = [];
  const admin = connect(server.url, { max: 1 });
  pools.push(admin);
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end({ timeout: 5 })));
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  });
  return {
    url: server.url,
    dir,
    async database(name) {
      await admin.unsafe(`create database ${name}`);
      return testDatabaseAt(withDatabase(server.url, name), pools);
    },
  };
}

/** Uses up `count` transaction ids on the cluster behind `sql`: one committed transaction each. */
export async function burnTransactionIds(sql: Sql, count: number): Promise<void> {
  await sql.unsafe(
    `do $$ begin for i in 1..${count} loop perform pg_current_xact_id(); commit; end loop; end $$`,
  );
}
