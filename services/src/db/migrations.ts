import { fileURLToPath } from 'node:url';
import { migrate, PROJECTIONS_MIGRATIONS } from '@hotel/projections';
import type { Sql } from './connect';

/** The write side's SQL migrations: event store, catalog, users. */
export const SERVICES_MIGRATIONS = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Applies every pending migration of the write side and of the read models. */
export async function migrateAll(sql: Sql): Promise<string[]> {
  return [
    ...(await migrate(sql, 'services', SERVICES_MIGRATIONS)),
    ...(await migrate(sql, 'projections', PROJECTIONS_MIGRATIONS)),
  ];
}
