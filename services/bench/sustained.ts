/**
 * Sustained load on the database pool: numbers, never pass/fail. A pool must not
 * slow down the longer it stays saturated, so each scenario keeps 50 callers on a pool of 20 for
 * BENCH_SUSTAINED_SECONDS (default 300), after a 5-s warm-up that is not counted (so the JIT's
 * start does not flatter the ratio), and prints its throughput per 30-s window and the ratio of
 * the last window to the first (the goal: within 10%, i.e. >= 0.9). The machine is shared, so a
 * window's rate also moves with the neighbours' load: each window also prints this process's CPU
 * time per call (the driver's bookkeeping, and for the app the server and its client too) and the
 * load average. A pool that decays costs more CPU per call as it runs; one that does not, the same.
 *   1. `select 1` through the driver, on a pool of the benchmark's own;
 *   2. GET /api/profile/bookings of a logged-in guest through the app, on the app's pool: its
 *      session and its bookings are read from the database on every request (the public answers,
 *      room types and search, are served from memory and would not load the pool).
 * Run alone: `node --import tsx services/bench/sustained.ts`.
 */
import { loadavg } from 'node:os';
import { connect } from '../src/db/connect';
import { startBenchApp } from './setup';

const SECONDS = Number(process.env.BENCH_SUSTAINED_SECONDS ?? 300);
const WINDOW_SECONDS = 30;
const WARM_UP_SECONDS = 5;
const CALLERS = 50;
const POOL = 20;
const DRIVER = 'select 1 (driver)';
const APP = 'GET /api/profile/bookings (app)';

interface Window {
  /** Completed calls per second. */
  perSecond: number;
  /** This process's CPU time (user + system) per completed call, in microseconds. */
  cpuMicrosPerCall: number;
  /** The machine's 1-minute load average at the window's end. */
  load: number;
}

interface Sustained {
  windows: Window[];
  failures: number;
}

/**
 * `CALLERS` closed-loop workers call back to back for `SECONDS`; every window is printed as it
 * ends, measured over the time that window really took (timers drift on a busy machine).
 */
async function sustain(name: string, call: () => Promise<boolean>): Promise<Sustained> {
  const windows: Window[] = [];
  let completed = 0;
  let failures = 0;
  let start = { at: performance.now(), cpu: process.cpuUsage(), completed: 0 };
  const closeWindow = () => {
    const end = { at: performance.now(), cpu: process.cpuUsage(), completed };
    const calls = end.completed - start.completed;
    const cpu = process.cpuUsage(start.cpu);
    const window = {
      perSecond: (calls * 1000) / (end.at - start.at),
      cpuMicrosPerCall: (cpu.user + cpu.system) / Math.max(1, calls),
      load: loadavg()[0] ?? 0,
    };
    windows.push(window);
    const span = `${(windows.length - 1) * WINDOW_SECONDS}-${windows.length * WINDOW_SECONDS} s`;
    console.log(
      `${name.padEnd(32)} ${span.padStart(10)} ${window.perSecond.toFixed(0).padStart(8)}/s ${window.cpuMicrosPerCall.toFixed(1).padStart(8)} µs CPU/call   load ${window.load.toFixed(1)}`,
    );
    start = end;
  };
  const count = Math.max(1, Math.round(SECONDS / WINDOW_SECONDS));
  const deadline = performance.now() + (WARM_UP_SECONDS + count * WINDOW_SECONDS) * 1000;
  let timer: NodeJS.Timeout | undefined;
  const warmUp = setTimeout(() => {
    start = { at: performance.now(), cpu: process.cpuUsage(), completed };
    timer = setInterval(closeWindow, WINDOW_SECONDS * 1000);
  }, WARM_UP_SECONDS * 1000);
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      while (performance.now() < deadline) {
        const ok = await call().catch(() => false);
        completed++;
        if (!ok) failures++;
      }
    }),
  );
  clearTimeout(warmUp);
  clearInterval(timer);
  // The interval may lose the race with the deadline by a few milliseconds: the last window then
  // closes here, and a sliver past the last full window is not a window.
  if (windows.length < count) closeWindow();
  return { windows: windows.slice(0, count), failures };
}

/** Registers a guest through the API and logs in: the session cookie. */
async function guestSession(base: string): Promise<string> {
  const credentials = { email: 'sustained-guest@example.com', password: 'sea-breeze-42' };
  const authenticate = (isLogin: boolean) =>
    fetch(`${base}/api/authentication`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ isLogin, ...credentials }),
    });
  await (await authenticate(false)).arrayBuffer();
  const login = await authenticate(true);
  await login.arrayBuffer();
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith('hotel_session='));
  if (!cookie) throw new Error(`the guest's login failed (${login.status})`);
  return cookie.split(';')[0] ?? '';
}

function summary(name: string, result: Sustained): Record<string, unknown> {
  const first = result.windows[0];
  const last = result.windows[result.windows.length - 1];
  const rate = first && last && first.perSecond > 0 ? last.perSecond / first.perSecond : 0;
  const cpu =
    first && last && first.cpuMicrosPerCall > 0
      ? last.cpuMicrosPerCall / first.cpuMicrosPerCall
      : 0;
  console.log(
    `${name.padEnd(32)} first ${first?.perSecond.toFixed(0)}/s, last ${last?.perSecond.toFixed(0)}/s: last/first ${rate.toFixed(3)}; CPU per call last/first ${cpu.toFixed(3)}; failed ${result.failures}`,
  );
  return {
    ratio: Number(rate.toFixed(3)),
    cpuPerCallRatio: Number(cpu.toFixed(3)),
    perSecond: result.windows.map((w) => Math.round(w.perSecond)),
    cpuMicrosPerCall: result.windows.map((w) => Number(w.cpuMicrosPerCall.toFixed(1))),
    load: result.windows.map((w) => Number(w.load.toFixed(1))),
    failures: result.failures,
  };
}

async function main(): Promise<void> {
  const bench = await startBenchApp();
  try {
    console.log(
      `Sustained load (${new Date().toISOString()}, Node ${process.version}): ${CALLERS} callers on a pool of ${POOL}, ${SECONDS} s per scenario after a ${WARM_UP_SECONDS}-s warm-up, ${WINDOW_SECONDS}-s windows`,
    );
    const driverPool = connect(bench.databaseUrl, { max: POOL });
    const driver = await sustain(
      DRIVER,
      async () => (await driverPool`select 1 as one`).length === 1,
    ).finally(() => driverPool.end({ timeout: 5 }));

    const session = await guestSession(bench.base);
    const profile = await sustain(APP, async () => {
      const res = await fetch(`${bench.base}/api/profile/bookings`, {
        headers: { cookie: session },
      });
      await res.arrayBuffer();
      return res.ok;
    });

    console.log('');
    console.log(
      JSON.stringify({
        sustained: {
          seconds: SECONDS,
          [DRIVER]: summary(DRIVER, driver),
          [APP]: summary(APP, profile),
        },
      }),
    );
  } finally {
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
