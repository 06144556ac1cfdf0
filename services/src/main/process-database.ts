import type { FastifyBaseLogger } from 'fastify';
import {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
  type WhenInUse,
} from '../db/embedded-postgres';

/** Where a process's PostgreSQL answers, and the embedded one it started (null on DATABASE_URL). */
export interface ProcessDatabase {
  url: string;
  embedded: EmbeddedPostgres | null;
}

/**
 * DATABASE_URL when it is set; else an embedded PostgreSQL of the process's own in `dir`,
 * supervised (started again when it dies), writing its lines to the process's log.
 */
export async function processDatabase(
  databaseUrl: string | undefined,
  log: FastifyBaseLogger,
  embedded: { dir: string; holder: { purpose: string; port?: number }; whenInUse?: WhenInUse },
): Promise<ProcessDatabase> {
  if (databaseUrl) return { url: databaseUrl, embedded: null };
  const server = await startEmbeddedPostgres({
    ...embedded,
    log: (line) => log.info(line),
    warn: (line) => log.warn(line),
    supervise: true,
  });
  return { url: server.url, embedded: server };
}
