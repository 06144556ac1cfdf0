import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip, type Gzip } from 'node:zlib';
import { z } from 'zod';

/**
 * The backup archive (services/README.md, "Backup and restore"): gzip'd lines of text. The first
 * is the header (JSON); `@table <name>` opens a table, whose rows follow one JSON object a line,
 * exactly as PostgreSQL's `row_to_json` wrote them (never parsed on the way, so no number loses
 * digits); `@file <path> <base64>` is an uploaded file; the last line, `@sha256 <hex>`, is the
 * checksum of every line before it. A file without that line, or whose lines do not hash to it,
 * is not a backup.
 */
export const ARCHIVE_FORMAT = 'hotel-backup';
export const ARCHIVE_VERSION = 1;

const headerSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int(),
  createdAt: z.string(),
  /** The migrations applied to the database it was taken from, per scope, in order. */
  migrations: z.record(z.string(), z.array(z.string())),
  /** Whether the accounts' sessions are in it. */
  sessions: z.boolean(),
});

export type ArchiveHeader = z.infer<typeof headerSchema>;

/** A file that is not a whole backup archive: named, with what is wrong. */
export class ArchiveInvalid extends Error {
  override name = 'ArchiveInvalid';
}

/**
 * Writes an archive to `file` through a temporary file beside it, renamed into place only once
 * the checksum is written: an interrupted backup never leaves a file that looks whole.
 */
export class ArchiveWriter {
  readonly #file: string;
  readonly #partial: string;
  readonly #gzip: Gzip;
  readonly #out: WriteStream;
  readonly #hash = createHash('sha256');
  readonly #done: Promise<void>;

  constructor(file: string) {
    this.#file = file;
    this.#partial = `${file}.partial`;
    this.#gzip = createGzip();
    this.#out = createWriteStream(this.#partial, { flags: 'wx' });
    this.#gzip.pipe(this.#out);
    this.#done = once(this.#out, 'close').then(() => undefined);
    // A write error (disk full) surfaces at the next line or at the end.
    this.#out.on('error', (error) => this.#gzip.destroy(error));
  }

  async line(text: string): Promise<void> {
    const bytes = `${text}\n`;
    this.#hash.update(bytes);
    if (!this.#gzip.write(bytes)) await once(this.#gzip, 'drain');
  }

  /** Writes the checksum and puts the archive in place; returns the checksum. */
  async finish(): Promise<string> {
    const sha256 = this.#hash.digest('hex');
    this.#gzip.end(`@sha256 ${sha256}\n`);
    await this.#done;
    if (this.#out.errored) throw this.#out.errored;
    await rename(this.#partial, this.#file);
    return sha256;
  }

  async abort(): Promise<void> {
    this.#gzip.destroy();
    this.#out.destroy();
    await rm(this.#partial, { force: true });
  }
}

/** The archive's lines, its checksum line left out. */
export async function* archiveLines(file: string): AsyncGenerator<string> {
  const input = createReadStream(file).pipe(createGunzip());
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of lines) {
      if (line.startsWith('@sha256 ')) return;
      yield line;
    }
  } catch (error) {
    throw new ArchiveInvalid(
      `${file} is not a backup archive: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    lines.close();
    input.destroy();
  }
}

/**
 * Reads the whole archive once: its lines must hash to its checksum line, which must be the last.
 * Returns the header. Nothing is restored from a file that fails this.
 */
export async function verifyArchive(file: string): Promise<ArchiveHeader> {
  const hash = createHash('sha256');
  let header: ArchiveHeader | null = null;
  let checksum: string | null = null;
  const input = createReadStream(file).pipe(createGunzip());
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of lines) {
      if (checksum !== null)
        throw new ArchiveInvalid(
          `${file} goes on after its checksum: it is not one backup archive`,
        );
      if (line.startsWith('@sha256 ')) {
        checksum = line.slice('@sha256 '.length);
        continue;
      }
      header ??= parseHeader(file, line);
      hash.update(`${line}\n`);
    }
  } catch (error) {
    if (error instanceof ArchiveInvalid) throw error;
    throw new ArchiveInvalid(
      `${file} is not a backup archive: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (header === null) throw new ArchiveInvalid(`${file} is empty: it is not a backup archive`);
  if (checksum === null)
    throw new ArchiveInvalid(`${file} ends before its checksum: the backup was cut short`);
  if (hash.digest('hex') !== checksum)
    throw new ArchiveInvalid(`${file} does not match its checksum: it was changed or damaged`);
  return header;
}

function parseHeader(file: string, line: string): ArchiveHeader {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    json = null;
  }
  const header = headerSchema.safeParse(json);
  if (!header.success)
    throw new ArchiveInvalid(`${file} is not a backup archive (its first line is not a header)`);
  if (header.data.version !== ARCHIVE_VERSION) {
    throw new ArchiveInvalid(
      `${file} is a backup archive of version ${header.data.version}; this version reads ${ARCHIVE_VERSION}`,
    );
  }
  return header.data;
}
