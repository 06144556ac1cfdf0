import { randomBytes } from 'node:crypto';
import { afterAll, inject } from 'vitest';
import './provided-context';
import { connect, type Sql } from '../services/src/db/connect';
import { TEMPLATE_DATABASE, withDatabase } from './database-url';

export interface TestDatabase {
  url: string;
  sql: Sql;
  /** Another pool on the same database (a second API process, a slow transaction...). */
  connectAgain(max?: number): Sql;
}

/**
 * A fresh, migrated database (a clone of the template made once per run) for the calling test file, dropped after its tests. No state is
 * shared between files.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('databaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = connect(serverUrl, { max: 1 });
  await admin.unsafe(`create database ${name} template ${TEMPLATE_DATABASE}`);
  const pools: Sql[] = [];
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end({ timeout: 5 })));
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  return testDatabaseAt(withDatabase(serverUrl, name), pools);
}

/** The database at `url` as a test database: each pool it opens joins `pools`, for the caller to close. */
export function testDatabaseAt(url: string, pools: Sql[]): TestDatabase {
  const sql = connect(url, { max: 10 });
  pools.push(sql);
  return {
    url,
    sql,
    connectAgain(max = 10) {
      const pool = connect(url, { max });
      pools.push(pool);
      return pool;
    },
  };
}
