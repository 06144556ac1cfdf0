import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type postgres from 'postgres';

/**
 * Applies the numbered `*.sql` files of `dir` that `scope` has not applied yet, each in its own
 * transaction, under an advisory lock so two processes starting at once do not race.
 */
export async function migrate(sql: postgres.Sql, scope: string, dir: string): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => /^\d+_.*\.sql$/.test(f)).sort();
  const applied: string[] = [];
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext('hotel-migrations'))`;
    await tx`create table if not exists schema_migrations (
      scope text not null, name text not null, applied_at timestamptz not null default now(),
      primary key (scope, name))`;
    const done = new Set(
      (await tx<{ name: string }[]>`select name from schema_migrations where scope = ${scope}`).map((r) => r.name),
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
