import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { z } from 'zod';

const exec = promisify(execFile);

const holderSchema = z.object({
  pid: z.number().int().positive(),
  /** The OS's start time of that process: a pid reused by another process has another one. */
  processStart: z.string(),
  since: z.string(),
  /** What holds the directory, e.g. "npm start". */
  purpose: z.string(),
  /** The HTTP port it serves on, when it serves. */
  port: z.number().int().positive().optional(),
  /** Its PostgreSQL's port, once PostgreSQL accepts connections. */
  postgresPort: z.number().int().positive().optional(),
  /** Unique per lock: tells this lock from any other, even one of the same process. */
  token: z.string(),
});

/** The process holding a data directory, as its lock file says. */
export type LockHolder = z.infer<typeof holderSchema>;

/** A start refused because a live process holds the directory; the message names it for people. */
export class DataDirInUse extends Error {
  override name = 'DataDirInUse';
  readonly dir: string;
  readonly holder: LockHolder;
  constructor(dir: string, holder: LockHolder) {
    const serving = holder.port ? `, port ${holder.port}` : '';
    const postgres = holder.postgresPort
      ? `; its PostgreSQL listens on 127.0.0.1:${holder.postgresPort}`
      : '';
    super(
      `${dir} is in use by process ${holder.pid} (${holder.purpose}${serving}, since ${holder.since}${postgres}). ` +
        `Stop that process first (Ctrl+C in its terminal, or kill ${holder.pid}), or use another DATA_DIR.`,
    );
    this.dir = dir;
    this.holder = holder;
  }
}

export interface DataDirLock {
  readonly holder: LockHolder;
  /** The dead holder of the stale lock found before this one was taken, if any (a crash, kill -9). */
  readonly replaced: LockHolder | null;
  /** Records more about the holder (its PostgreSQL's port), replacing the file atomically. */
  update(details: Pick<LockHolder, 'postgresPort'>): Promise<void>;
  /** Removes the lock file if it is still this lock. */
  release(): Promise<void>;
}

/** How long a start waits for another process's takeover of a stale lock to settle. */
const TAKEOVER_PATIENCE_MS = 10_000;

/** The lock file of directory `dir`: beside it, as it must exist before initdb fills `dir`. */
export const lockFileOf = (dir: string) => `${dir}.lock`;

/**
 * Takes the lock of directory `dir` (its file `<dir>.lock`) for this process, or throws
 * DataDirInUse naming the live holder.
 *
 * Node has no `flock` without native code, so the lock is a file created whole and atomically
 * (written aside, then `link`ed into place: `link` fails when the name exists, so of two
 * simultaneous starts exactly one gets it, and nobody ever reads a half-written lock). A lock
 * whose process is gone (killed, crashed: its pid no longer runs, or now runs another process
 * with another start time) is stale and taken over, see `removeStale`.
 */
export async function acquireDataDirLock(
  dir: string,
  details: { purpose: string; port?: number },
): Promise<DataDirLock> {
  const file = lockFileOf(dir);
  const holder: LockHolder = {
    pid: process.pid,
    processStart: (await processStart(process.pid)) ?? '',
    since: new Date().toISOString(),
    token: randomBytes(12).toString('base64url'),
    ...details,
  };
  const draft = `${file}.${holder.token}.draft`;
  await writeFile(draft, JSON.stringify(holder), { mode: 0o644 });
  let replaced: LockHolder | null = null;
  try {
    const deadline = performance.now() + TAKEOVER_PATIENCE_MS;
    while (performance.now() < deadline) {
      if (await createdAs(draft, file)) return ownedLock(file, holder, replaced);
      const seen = await readFile(file, 'utf8').catch(ifCode('ENOENT', null));
      if (seen === null) continue; // released or removed meanwhile: try again
      const current = parseHolder(seen);
      // An unreadable lock (a hand edit, a disk that filled) holds nobody: taken over like a stale one.
      if (current && (await isAlive(current))) throw new DataDirInUse(dir, current);
      replaced = current;
      if (!(await removeStale(file, seen, draft))) {
        await new Promise((resolve) => setTimeout(resolve, 20)); // another process removes it
      }
    }
    throw new Error(`${file}: could not take the lock within ${TAKEOVER_PATIENCE_MS / 1000} s`);
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}

/** The live holder of directory `dir`, or null when nobody (alive) holds it. */
export async function liveHolder(dir: string): Promise<LockHolder | null> {
  const current = parseHolder(await readFile(lockFileOf(dir), 'utf8').catch(ifCode('ENOENT', '')));
  return current && (await isAlive(current)) ? current : null;
}

function ownedLock(file: string, holder: LockHolder, replaced: LockHolder | null): DataDirLock {
  const stillOurs = async () =>
    parseHolder(await readFile(file, 'utf8').catch(ifCode('ENOENT', '')))?.token === holder.token;
  return {
    holder,
    replaced,
    async update(details) {
      Object.assign(holder, details);
      if (!(await stillOurs())) return;
      const draft = `${file}.${holder.token}.update`;
      await writeFile(draft, JSON.stringify(holder), { mode: 0o644 });
      await rename(draft, file);
    },
    async release() {
      if (await stillOurs()) await unlink(file).catch(ifCode('ENOENT', undefined));
    },
  };
}

/**
 * Removes the stale lock `file` whose content was `seen`; false when another process is
 * removing it or it is gone. Only one process may remove a given stale lock: the one that
 * creates its takeover marker (by `link`, exclusive like the lock, holding the taker's pid). A
 * marker whose taker died in turn is passed over to the next numbered one. So a stale lock
 * is never removed twice, and a lock created after it (a live one) never by mistake.
 */
async function removeStale(file: string, seen: string, takerDraft: string): Promise<boolean> {
  const marker = (generation: number) => takeoverMarker(file, seen, generation);
  for (let generation = 0; ; generation++) {
    if (await createdAs(takerDraft, marker(generation))) {
      try {
        if ((await readFile(file, 'utf8').catch(ifCode('ENOENT', null))) !== seen) return false;
        await unlink(file);
        return true;
      } finally {
        for (let g = generation; g >= 0; g--) await unlink(marker(g)).catch(() => undefined);
      }
    }
    const taker = parseHolder(await readFile(marker(generation), 'utf8').catch(() => ''));
    if (taker && (await isAlive(taker))) return false;
  }
}

/** The name of the `generation`th takeover marker of the stale lock `file` that held `seen`. */
export function takeoverMarker(file: string, seen: string, generation: number): string {
  const key = createHash('sha256').update(seen).digest('base64url').slice(0, 16);
  return `${file}.takeover-${key}-${generation}`;
}

/** Creates `name` as a second name of the complete file `source`; false if `name` exists. */
function createdAs(source: string, name: string): Promise<boolean> {
  return link(source, name).then(() => true, ifCode('EEXIST', false));
}

function parseHolder(text: string): LockHolder | null {
  try {
    const parsed = holderSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function isAlive(holder: LockHolder): Promise<boolean> {
  const start = await processStart(holder.pid);
  if (start === null) return false;
  return holder.processStart === '' || start === holder.processStart;
}

/**
 * When process `pid` started, as an opaque string (null: no such process, or a zombie). On
 * Linux from /proc (boot id and start tick: nothing to install); elsewhere from `ps`.
 */
export async function processStart(pid: number): Promise<string | null> {
  if (process.platform === 'linux') {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (stat === null) return null;
    // Fields are counted after the command name, which may itself hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [state, startTicks] = [fields[0], fields[19]];
    if (state === 'Z' || state === 'X' || startTicks === undefined) return null;
    const boot = await readFile('/proc/sys/kernel/random/boot_id', 'utf8').catch(() => '');
    return `${boot.trim()}:${startTicks}`;
  }
  const { stdout } = await exec('ps', ['-o', 'stat=,lstart=', '-p', String(pid)]).catch(() => ({
    stdout: '',
  }));
  const line = stdout.trim();
  if (line === '' || line.startsWith('Z')) return null;
  return line.slice(line.indexOf(' ') + 1).trim();
}

/** A rejection handler that turns the error `code` into `value` and rethrows any other. */
function ifCode<T>(code: string, value: T): (error: unknown) => T {
  return (error) => {
    if (error instanceof Error && 'code' in error && error.code === code) return value;
    throw error;
  };
}
