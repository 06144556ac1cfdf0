import { fileURLToPath } from 'node:url';
import { migrate, migrationFiles, PROJECTIONS_MIGRATIONS } from '@hotel/projections';
import type { Sql } from './connect';

/** The write side's SQL migrations: event store, catalog, users. */
export const SERVICES_MIGRATIONS = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Each scope of migrations and its folder, in the order they apply. */
const SCOPES = { services: SERVICES_MIGRATIONS, projections: PROJECTIONS_MIGRATIONS } as const;

/**
 * Applies every pending migration of the write side and of the read models; with `upTo`, in each
 * scope only those up to the one it names (a scope it leaves out gets none).
 */
export async function migrateAll(
  sql: Sql,
  options: { upTo?: Record<string, string | undefined> } = {},
): Promise<string[]> {
  const applied: string[] = [];
  for (const [scope, dir] of Object.entries(SCOPES)) {
    if (options.upTo && options.upTo[scope] === undefined) continue;
    applied.push(...(await migrate(sql, scope, dir, { upTo: options.upTo?.[scope] })));
  }
  return applied;
}

/** This version's migrations, per scope, in order. */
export async function knownMigrations(): Promise<Record<string, string[]>> {
  return Object.fromEntries(
    await Promise.all(
      Object.entries(SCOPES).map(async ([scope, dir]) => [scope, await migrationFiles(dir)]),
    ),
  );
}
