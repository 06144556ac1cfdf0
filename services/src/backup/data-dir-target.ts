import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { connect, type Sql } from '../db/connect';
import { requireExistingDatabase } from '../db/existing-database';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded-postgres';
import type { Env } from '../env';
import { RestoreRefused } from './restore';

/** The database a backup reads or a restore fills: `DATABASE_URL`'s, or the embedded one in DATA_DIR. */
export interface DatabaseTarget {
  sql: Sql;
  /** Names the database in messages. */
  describe: string;
  close(): Promise<void>;
}

/**
 * The database of an existing site, for a backup: `DATABASE_URL`, or the embedded PostgreSQL in
 * DATA_DIR (beside a running `npm start` its server is used and left running). A DATA_DIR without
 * a database is refused: there is nothing to back up, and starting one would create it.
 */
export async function existingDatabase(env: Env, purpose: string): Promise<DatabaseTarget> {
  requireExistingDatabase(env, 'back up');
  if (env.DATABASE_URL) return pooled(env.DATABASE_URL, 'DATABASE_URL', null);
  const dir = join(env.DATA_DIR, 'pg');
  const embedded = await startEmbeddedPostgres({ dir, holder: { purpose }, whenInUse: 'join' });
  return pooled(embedded.url, dir, embedded);
}

/**
 * An empty database for a restore: `DATABASE_URL` (checked empty by the restore), or a new
 * embedded cluster in a DATA_DIR that holds none (a failed restore removes it again: restore.ts).
 */
export async function newDatabase(env: Env, purpose: string): Promise<DatabaseTarget> {
  if (env.DATABASE_URL) return pooled(env.DATABASE_URL, 'DATABASE_URL', null);
  const dir = join(env.DATA_DIR, 'pg');
  const present = await readdir(dir).catch(() => []);
  if (present.length > 0) {
    throw new RestoreRefused(
      `${env.DATA_DIR} already holds a database (${dir}): a restore goes into an empty DATA_DIR only. Choose a new one (DATA_DIR=…) or move this one away. Nothing was changed.`,
    );
  }
  const embedded = await startEmbeddedPostgres({ dir, holder: { purpose }, whenInUse: 'refuse' });
  return pooled(embedded.url, dir, embedded);
}

function pooled(url: string, describe: string, embedded: EmbeddedPostgres | null): DatabaseTarget {
  const sql = connect(url, { max: 4 });
  return {
    sql,
    describe,
    async close() {
      await sql.end({ timeout: 5 });
      await embedded?.stop();
    },
  };
}
