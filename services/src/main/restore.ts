import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { newDatabase } from '../backup/data-dir-target';
import { openArchive, restoreBackup, RestoreRefused } from '../backup/restore';
import { DataDirInUse } from '../db/data-dir-lock';
import { guardDriverRejections } from '../db/driver-guard';
import { EnvError, loadEnv } from '../env';
import { createLogger } from './logger';
import { openEventStore } from './open-event-store';

/**
 * `npm run restore -- FILE`: loads a backup archive into an empty DATA_DIR (or DATABASE_URL's empty
 * database), the event log into KurrentDB with EVENT_STORE=eventstoredb, and rebuilds the read
 * models (services/README.md, "Backup and restore").
 */
async function main(): Promise<void> {
  const env = loadEnv();
  const logger = createLogger(env);
  guardDriverRejections(logger);
  const [file, ...rest] = process.argv.slice(2);
  if (!file || rest.length > 0) {
    logger.error('Usage: npm run restore -- FILE');
    process.exitCode = 2;
    return;
  }
  const started = performance.now();
  // The archive is read whole before anything is created: a bad file changes nothing.
  const archive = await openArchive(resolve(file));
  const database = await newDatabase(env, 'npm run restore');
  const store = openEventStore(env, database.sql);
  let restored = false;
  try {
    const summary = await restoreBackup(archive, {
      sql: database.sql,
      store,
      importEvents: env.EVENT_STORE === 'eventstoredb',
      uploadsDir: join(env.DATA_DIR, 'uploads'),
    });
    restored = true;
    logger.info(
      { tables: summary.tables, imported: summary.imported, files: summary.files },
      `Restored ${archive.file} (taken ${archive.header.createdAt}) into ${database.describe}: ${summary.tables.events ?? summary.imported} events, ${summary.files} uploaded files; read models rebuilt from ${summary.projected} events, in ${((performance.now() - started) / 1000).toFixed(2)} s`,
    );
  } finally {
    await store.close();
    await database.close();
    // A new embedded cluster that did not get the whole archive is removed: run the command again.
    if (!restored && !env.DATABASE_URL)
      await rm(join(env.DATA_DIR, 'pg'), { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof EnvError || error instanceof DataDirInUse || error instanceof RestoreRefused
      ? error.message
      : error,
  );
  process.exit(1);
});
