import type { Tx } from '../projection';
import { quoted } from '../batch-writes';

/** The schema the live read-model tables are in (where the migrations created them). */
export async function liveSchema(tx: Tx): Promise<string> {
  const [row] = await tx<{ schema: string }[]>`select current_schema() as schema`;
  if (!row?.schema) throw new Error('No schema on the search_path for the read models');
  return row.schema;
}

/**
 * `like ... including all` leaves out the columns' own statistics targets: the copy of `table` in
 * `copies` takes the live ones.
 */
export async function keepStatisticsTargets(
  tx: Tx,
  live: string,
  copies: string,
  table: string,
): Promise<void> {
  const targets = await tx<{ name: string; target: number }[]>`
    select attname as name, attstattarget as target from pg_attribute
    where attrelid = ${`${quoted(live)}.${quoted(table)}`}::regclass and attnum > 0 and not attisdropped
      and coalesce(attstattarget, -1) >= 0`;
  for (const { name, target } of targets) {
    // A utility statement takes no parameters: the target is a number from the catalog.
    await tx.unsafe(
      `alter table ${quoted(copies)}.${quoted(table)} alter column ${quoted(name)} set statistics ${Number(target)}`,
    );
  }
}

/**
 * `like ... including all` names the copies' indexes anew: those of `table` in `copies` take the
 * live ones' names.
 */
export async function keepIndexNames(
  tx: Tx,
  live: string,
  copies: string,
  table: string,
): Promise<void> {
  const indexes = (schema: string) => tx<{ name: string; shape: string }[]>`
    select c.relname as name,
           regexp_replace(pg_get_indexdef(i.indexrelid), '^CREATE (UNIQUE )?INDEX \\S+ ON \\S+ ', 'CREATE \\1INDEX ON ') as shape
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = ${`${quoted(schema)}.${quoted(table)}`}::regclass
    order by c.relname`;
  const wanted = await indexes(live);
  for (const copy of await indexes(copies)) {
    const match = wanted.findIndex((w) => w.shape === copy.shape);
    const [target] = match >= 0 ? wanted.splice(match, 1) : [];
    if (target && target.name !== copy.name) {
      await tx`alter index ${tx(`${copies}.${copy.name}`)} rename to ${tx(target.name)}`;
    }
  }
}
