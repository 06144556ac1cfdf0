import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Sql } from '../db/connect';
import { ArchiveWriter, ARCHIVE_FORMAT, ARCHIVE_VERSION, type ArchiveHeader } from './archive';
import { KEPT_TABLES, SESSIONS_TABLE } from './tables';

export interface BackupSummary {
  sha256: string;
  /** Rows written per table. */
  tables: Record<string, number>;
  /** Uploaded files written. */
  files: number;
}

/**
 * Writes a backup of the database behind `sql` to `file` (which must not exist): every kept table
 * read in one repeatable-read snapshot, so the archive is one consistent moment however many
 * requests commit meanwhile, then the uploaded files. Read models are left out: a restore rebuilds
 * them from the events.
 */
export async function writeBackup(
  sql: Sql,
  file: string,
  options: { now: Date; sessions: boolean; uploadsDir: string | null },
): Promise<BackupSummary> {
  const writer = new ArchiveWriter(file);
  try {
    const tables = await sql.begin('isolation level repeatable read read only', async (tx) => {
      const migrations: Record<string, string[]> = {};
      for (const { scope, name } of await tx<
        { scope: string; name: string }[]
      >`select scope, name from schema_migrations order by scope, name`) {
        (migrations[scope] ??= []).push(name);
      }
      const header: ArchiveHeader = {
        format: ARCHIVE_FORMAT,
        version: ARCHIVE_VERSION,
        createdAt: options.now.toISOString(),
        migrations,
        sessions: options.sessions,
      };
      await writer.line(JSON.stringify(header));
      const counts: Record<string, number> = {};
      for (const table of KEPT_TABLES) {
        if (table === SESSIONS_TABLE && !options.sessions) continue;
        await writer.line(`@table ${table}`);
        let count = 0;
        // The log in its order; the rest as stored (a restore inserts in the archive's order).
        const order = table === 'events' ? tx`order by global_position` : tx``;
        await tx<
          { row: string }[]
        >`select row_to_json(t)::text as row from ${tx(table)} t ${order}`.cursor(
          1000,
          async (rows) => {
            for (const { row } of rows) await writer.line(row);
            count += rows.length;
          },
        );
        counts[table] = count;
      }
      return counts;
    });
    const files = options.uploadsDir ? await writeUploads(writer, options.uploadsDir) : 0;
    const sha256 = await writer.finish();
    return { sha256, tables, files };
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

/** Every file under the uploads folder as `@file <path> <base64>`. */
async function writeUploads(writer: ArchiveWriter, uploadsDir: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
  for (const path of files) {
    await writer.line(
      `@file ${encodeURIComponent(relative(uploadsDir, path))} ${(await readFile(path)).toString('base64')}`,
    );
  }
  return files.length;
}
