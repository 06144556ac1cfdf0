import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import './provided-context';
import { connect } from '../services/src/db/connect';
import { startEmbeddedPostgres } from '../services/src/db/embedded-postgres';
import { migrateAll } from '../services/src/db/migrations';
import { TEMPLATE_DATABASE, withDatabase } from './database-url';

/**
 * One real PostgreSQL for the whole run: `DATABASE_URL` when set (CI against a server), else an
 * embedded one in a temporary directory. Each test file then creates its own database.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    await createTemplate(external);
    project.provide('databaseUrl', external);
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'hotel-test-pg-'));
  await chmod(dir, 0o755); // PostgreSQL runs as its own user and must reach its directory
  const pg = await startEmbeddedPostgres({ dir: join(dir, 'pg') });
  await createTemplate(pg.url);
  project.provide('databaseUrl', pg.url);
  return async () => {
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
  };
}

/**
 * Migrates one template database; each test file clones it (CREATE DATABASE ... TEMPLATE), which
 * is fast and keeps long migration transactions from holding back the $all readers of others.
 */
async function createTemplate(serverUrl: string): Promise<void> {
  const admin = connect(serverUrl, { max: 1 });
  await admin.unsafe(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await admin.unsafe(`create database ${TEMPLATE_DATABASE}`);
  const template = connect(withDatabase(serverUrl, TEMPLATE_DATABASE), { max: 1 });
  await migrateAll(template);
  await template.end();
  await admin.end();
}
