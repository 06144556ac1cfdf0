import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '../env';

/** A DATA_DIR with no cluster in it, for a command that works on an existing site: refused before anything is created. */
export class NoDatabase extends Error {
  override name = 'NoDatabase';
}

/**
 * Refuses (NoDatabase) a command that reads or replays an existing site's data when DATA_DIR holds
 * no PostgreSQL cluster and no DATABASE_URL is set: starting the embedded server there would
 * create an empty one and report success, hiding a mistyped DATA_DIR.
 */
export function requireExistingDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
  nothingTo: string,
): void {
  const cluster = join(env.DATA_DIR, 'pg');
  if (env.DATABASE_URL || existsSync(join(cluster, 'PG_VERSION'))) return;
  throw new NoDatabase(
    `${env.DATA_DIR} holds no database (no PostgreSQL cluster in ${cluster}): nothing to ${nothingTo}. ` +
      'Set DATA_DIR to the directory `npm start` uses, or DATABASE_URL to the database.',
  );
}
