import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { allProjections, comparePositions, ProjectionRunner, START } from '@hotel/projections';
import type { Sql, Tx } from '../db/connect';
import { knownMigrations, migrateAll } from '../db/migrations';
import type { EventStore } from '../event-store/port';
import { archiveLines, ArchiveInvalid, verifyArchive, type ArchiveHeader } from './archive';
import { importEvents } from './import-events';
import { KEPT_TABLES } from './tables';

/** A restore that would overwrite something or cannot read its archive: nothing was changed. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

export interface RestoreTarget {
  /** An empty database: it gets the schema, the rows and the read models. */
  sql: Sql;
  /** The event store the read models are rebuilt from: this database's, or the one imported into. */
  store: EventStore;
  /**
   * Whether the event log goes into `store` through its port (KurrentDB) rather than into this
   * database's `events` table as it was stored.
   */
  importEvents: boolean;
  /** Where uploaded files go (an empty or missing folder); null leaves them out. */
  uploadsDir: string | null;
}

export interface RestoreSummary {
  /** Rows restored per table. */
  tables: Record<string, number>;
  /** Events imported through the store's port (only when importing). */
  imported: number;
  files: number;
  /** Events applied by the read models while rebuilding (each event once per read model). */
  projected: number;
}

const ROWS_PER_INSERT = 1000;
const LOG_TABLES = new Set(['event_store_eras', 'streams', 'events']);
const CHARS_PER_INSERT = 4_000_000;

/**
 * Restores a backup archive, checked whole already (openArchive), into an empty target
 * (services/README.md, "Backup and restore"): the schema is migrated to the archive's version, its rows
 * are loaded in one transaction, the rest of the migrations run, and the read models are rebuilt
 * from the events. A target that holds anything is refused before anything is written.
 */
export async function restoreBackup(
  archive: VerifiedArchive,
  target: RestoreTarget,
): Promise<RestoreSummary> {
  const upTo = await schemaVersionOf(archive.header);
  await refuseUnlessEmpty(target);

  await migrateAll(target.sql, { upTo });
  const { tables, imported, files } = await loadArchive(archive.file, target);
  await migrateAll(target.sql);
  const runner = new ProjectionRunner(target.sql, target.store, allProjections);
  const projected = await runner.catchUp();
  return { tables, imported, files, projected };
}

/** An archive read whole and found complete: what a restore starts from. */
export interface VerifiedArchive {
  file: string;
  header: ArchiveHeader;
}

/** Reads `file` whole and checks it (archive.ts); refused when it is missing or not whole. */
export async function openArchive(file: string): Promise<VerifiedArchive> {
  try {
    return { file, header: await verifyArchive(file) };
  } catch (error) {
    if (error instanceof ArchiveInvalid) throw new RestoreRefused(error.message);
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new RestoreRefused(`${file} does not exist`);
    throw error;
  }
}

/** The last migration of each scope the archive was taken at; refused when this version lacks one. */
async function schemaVersionOf(header: ArchiveHeader): Promise<Record<string, string | undefined>> {
  const known = await knownMigrations();
  const upTo: Record<string, string | undefined> = {};
  for (const [scope, names] of Object.entries(header.migrations)) {
    const ours = known[scope] ?? [];
    const unknown = names.filter((name, i) => ours[i] !== name);
    if (unknown.length > 0) {
      throw new RestoreRefused(
        `The backup was taken by another version of the software: its ${scope} migrations ${unknown.join(', ')} are not this version's. Restore it with the version that made it (or a later one).`,
      );
    }
    upTo[scope] = names.at(-1);
  }
  return upTo;
}

async function refuseUnlessEmpty(target: RestoreTarget): Promise<void> {
  const tables = await target.sql<{ name: string }[]>`
    select tablename as name from pg_tables where schemaname = current_schema() order by tablename limit 5`;
  if (tables.length > 0) {
    throw new RestoreRefused(
      `The database already holds tables (${tables.map((t) => t.name).join(', ')}${tables.length === 5 ? ', …' : ''}): a restore goes into an empty database only. Nothing was changed.`,
    );
  }
  if (target.importEvents && comparePositions(await target.store.readHead(), START) !== 0) {
    throw new RestoreRefused(
      'The event store (EVENTSTORE_URL) already holds events: a restore imports into an empty one only. Nothing was changed.',
    );
  }
  if (target.uploadsDir) {
    const present = await readdir(target.uploadsDir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    if (present.length > 0) {
      throw new RestoreRefused(
        `${target.uploadsDir} already holds files: a restore writes uploads into an empty folder only. Nothing was changed.`,
      );
    }
  }
}

/**
 * Loads the archive's rows in one transaction (all or nothing), its uploaded files, and, when
 * importing, its events through the store's port after the rows are in.
 */
async function loadArchive(
  file: string,
  target: RestoreTarget,
): Promise<Omit<RestoreSummary, 'projected'>> {
  const kept = new Set<string>(KEPT_TABLES);
  const tables: Record<string, number> = {};
  let files = 0;
  const events: string[] = [];
  // Importing, the log goes into the other store; its PostgreSQL bookkeeping stays behind.
  const skipped = (table: string) => target.importEvents && LOG_TABLES.has(table);
  await target.sql.begin(async (tx) => {
    let table: string | null = null;
    let batch: string[] = [];
    let chars = 0;
    const flush = async () => {
      if (table === null || batch.length === 0) return;
      await tx`
        insert into ${tx(table)} overriding system value
        select * from json_populate_recordset(null::${tx(table)}, ${`[${batch.join(',')}]`}::text::json)`;
      tables[table] = (tables[table] ?? 0) + batch.length;
      batch = [];
      chars = 0;
    };
    let first = true;
    for await (const line of archiveLines(file)) {
      if (first) {
        first = false; // the header, checked already
        continue;
      }
      if (line.startsWith('@table ')) {
        await flush();
        table = line.slice('@table '.length);
        if (!kept.has(table))
          throw new RestoreRefused(`${file} holds a table this version does not restore: ${table}`);
        tables[table] = 0;
        // What the migrations put in (default settings, era 0) gives way to what was backed up.
        if (!skipped(table)) await tx`delete from ${tx(table)}`;
      } else if (line.startsWith('@file ')) {
        await flush();
        table = null;
        if (target.uploadsDir) {
          await writeUpload(file, target.uploadsDir, line);
          files++;
        }
      } else if (table === null) {
        throw new RestoreRefused(`${file} holds a row outside any table`);
      } else if (skipped(table)) {
        if (table === 'events') events.push(line);
      } else {
        batch.push(line);
        chars += line.length;
        if (batch.length >= ROWS_PER_INSERT || chars >= CHARS_PER_INSERT) await flush();
      }
    }
    await flush();
    await moveSequencesPastRows(tx, Object.keys(tables));
  });
  const imported = target.importEvents ? await importEvents(target.sql, target.store, events) : 0;
  return { tables, imported, files };
}

/** Identity and serial columns continue after the highest value restored. */
async function moveSequencesPastRows(tx: Tx, tables: string[]): Promise<void> {
  const columns = await tx<{ table_name: string; column_name: string }[]>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and table_name = any(${tables})
      and (is_identity = 'YES' or column_default like 'nextval(%')`;
  for (const { table_name: table, column_name: column } of columns) {
    await tx`
      select setval(pg_get_serial_sequence(${table}, ${column}), max(${tx(column)})) from ${tx(table)}
      having max(${tx(column)}) is not null`;
  }
}

async function writeUpload(file: string, uploadsDir: string, line: string): Promise<void> {
  const [, path = '', base64 = ''] = line.split(' ');
  const root = resolve(uploadsDir);
  const destination = resolve(root, decodeURIComponent(path));
  if (!destination.startsWith(root + sep))
    throw new RestoreRefused(`${file} names an upload outside the uploads folder: ${path}`);
  await mkdir(dirname(destination), { recursive: true });
  await writeFile(destination, Buffer.from(base64, 'base64'), { flag: 'wx' });
}
