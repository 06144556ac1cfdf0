import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writeBackup } from '../backup/backup';
import { existingDatabase } from '../backup/data-dir-target';
import { RestoreRefused } from '../backup/restore';
import { DataDirInUse } from '../db/data-dir-lock';
import { NoDatabase } from '../db/existing-database';
import { guardDriverRejections } from '../db/driver-guard';
import { EnvError, loadEnv } from '../env';
import { createLogger } from './logger';

/**
 * `npm run backup -- FILE [--without-sessions]`: writes a consistent, checksummed archive of the
 * site's database (services/README.md, "Backup and restore") while the site runs.
 */
async function main(): Promise<void> {
  const env = loadEnv();
  const logger = createLogger(env);
  guardDriverRejections(logger);
  const args = process.argv.slice(2);
  const sessions = !args.includes('--without-sessions');
  const [file, ...rest] = args.filter((a) => a !== '--without-sessions');
  if (!file || rest.length > 0) {
    logger.error('Usage: npm run backup -- FILE [--without-sessions]');
    process.exitCode = 2;
    return;
  }
  const path = resolve(file);
  if (existsSync(path))
    throw new RestoreRefused(
      `${path} already exists: a backup never overwrites a file. Name a new one.`,
    );
  if (env.EVENT_STORE !== 'postgres') {
    throw new RestoreRefused(
      'The event log is in KurrentDB (EVENT_STORE=eventstoredb): back it up with KurrentDB\'s own backup (README, "Backups").',
    );
  }
  const database = await existingDatabase(env, 'npm run backup');
  try {
    const started = performance.now();
    const summary = await writeBackup(database.sql, path, {
      now: new Date(),
      sessions,
      uploadsDir: join(env.DATA_DIR, 'uploads'),
    });
    const rows = Object.values(summary.tables).reduce((a, b) => a + b, 0);
    logger.info(
      { tables: summary.tables, files: summary.files, sha256: summary.sha256 },
      `Backed up ${database.describe} to ${path}: ${summary.tables.events ?? 0} events, ${rows} rows in all, ${summary.files} uploaded files, in ${((performance.now() - started) / 1000).toFixed(2)} s`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof EnvError ||
      error instanceof DataDirInUse ||
      error instanceof NoDatabase ||
      error instanceof RestoreRefused
      ? error.message
      : error,
  );
  process.exit(1);
});
