import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { processStart } from './data-dir-lock';

/** How often a supervised server is looked for, and the backoff of its restarts (doubling). */
const WATCH_EVERY_MS = 1000;
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 15_000;

/** A running postmaster: its pid, and its start time (a reused pid has another). */
export interface Postmaster {
  pid: number;
  start: string;
}

/** The postmaster that runs on `dir` as its postmaster.pid names it, or null when none runs. */
export async function runningPostmaster(dir: string): Promise<Postmaster | null> {
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
export function supervise(
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

/** Where the server writes its log, in its data directory. */
export const serverLog = (dir: string) => join(dir, 'server.log');
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
