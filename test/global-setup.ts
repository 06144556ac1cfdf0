import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import './provided-context';
import { startEmbeddedPostgres } from '../services/src/db/embedded-postgres';


/**
 * One real PostgreSQL for the whole run: `DATABASE_URL` when set (CI against a server), else an
 * embedded one in a temporary directory. Each test file then creates its own database.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('databaseUrl', external);
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'hotel-test-pg-'));
  await chmod(dir, 0o755); // PostgreSQL runs as its own user and must reach its directory
  const pg = await startEmbeddedPostgres({ dir: join(dir, 'pg') });
  project.provide('databaseUrl', pg.url);
  return async () => {
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
