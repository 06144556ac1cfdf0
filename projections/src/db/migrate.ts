import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type postgres from 'postgres';

/** The numbered `*.sql` files of `dir`, in the order they apply. */
export async function migrationFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((f) => /^\d+_.*\.sql$/.test(f)).sort();
}

/**
 * Applies the numbered `*.sql` files of `dir` that `scope` has not applied yet, in one
 * transaction, under an advisory lock so two processes starting at once do not race. With
 * `upTo`, only the files up to that one (a restore loads rows into the schema they were taken from).
 */
export async function migrate(
  sql: postgres.Sql,
  scope: string,
  dir: string,
  options: { upTo?: string } = {},
): Promise<string[]> {
  const upTo = options.upTo;
  const files = (await migrationFiles(dir)).filter((f) => upTo === undefined || f <= upTo);
  const applied: string[] = [];
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext('hotel-migrations'))`;
    await tx`create table if not exists schema_migrations (
      scope text not null, name text not null, applied_at timestamptz not null default now(),
      primary key (scope, name))`;
    const done = new Set(
      (await tx<{ name: string }[]>`select name from schema_migrations where scope = ${scope}`).map(
        (r) => r.name,
      ),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.unsafe(await readFile(join(dir, file), 'utf8'));
      await tx`insert into schema_migrations (scope, name) values (${scope}, ${file})`;
      applied.push(file);
    }
  });
  return applied;
}
