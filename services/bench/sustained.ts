/**
 * Sustained load on the database pool (issue 9, item 2): numbers, never pass/fail. A pool must not
 * slow down the longer it stays saturated, so each scenario keeps 50 callers on a pool of 20 for
 * BENCH_SUSTAINED_SECONDS (default 300), after a 5-s warm-up that is not counted (so the JIT's
 * start does not flatter the ratio), and prints its throughput per 30-s window and the ratio of
 * the last window to the first (the goal: within 10%, i.e. >= 0.9).
 *   1. `select 1` through the driver, on a pool of the benchmark's own;
 *   2. GET /api/profile/bookings of a logged-in guest through the app, on the app's pool: its
 *      session and its bookings are read from the database on every request (the public answers,
 *      room types and search, are served from memory and would not load the pool).
 * Run alone: `node --import tsx services/bench/sustained.ts`.
 */
import { connect } from '../src/db/connect';
import { startBenchApp } from './setup';

const SECONDS = Number(process.env.BENCH_SUSTAINED_SECONDS ?? 300);
const WINDOW_SECONDS = 30;
const WARM_UP_SECONDS = 5;
const CALLERS = 50;
const POOL = 20;
const DRIVER = 'select 1 (driver)';
const APP = 'GET /api/profile/bookings (app)';

interface Sustained {
  /** Completed calls per second, one entry per window. */
  perSecond: number[];
  failures: number;
}

/**
 * `CALLERS` closed-loop workers call back to back for `SECONDS`; every window's rate is printed as
 * it ends, measured over the time that window really took (timers drift on a busy machine).
 */
async function sustain(name: string, call: () => Promise<boolean>): Promise<Sustained> {
  const perSecond: number[] = [];
  let completed = 0;
  let failures = 0;
  let windowStart = performance.now();
  let windowCompleted = 0;
  const closeWindow = () => {
    const now = performance.now();
    const rate = ((completed - windowCompleted) * 1000) / (now - windowStart);
    perSecond.push(rate);
    console.log(
      `${name.padEnd(32)} ${`${(perSecond.length - 1) * WINDOW_SECONDS}-${perSecond.length * WINDOW_SECONDS} s`.padStart(10)} ${rate.toFixed(0).padStart(8)}/s`,
    );
    windowStart = now;
    windowCompleted = completed;
  };
  const windows = Math.max(1, Math.round(SECONDS / WINDOW_SECONDS));
  const deadline = performance.now() + (WARM_UP_SECONDS + windows * WINDOW_SECONDS) * 1000;
  let timer: NodeJS.Timeout | undefined;
  const warmUp = setTimeout(() => {
    windowStart = performance.now();
    windowCompleted = completed;
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
  if (perSecond.length < windows) closeWindow();
  return { perSecond: perSecond.slice(0, windows), failures };
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
  const first = result.perSecond[0] ?? 0;
  const last = result.perSecond[result.perSecond.length - 1] ?? 0;
  const ratio = first > 0 ? last / first : 0;
  console.log(
    `${name.padEnd(32)} first ${first.toFixed(0)}/s, last ${last.toFixed(0)}/s, last/first ${ratio.toFixed(3)}, failed ${result.failures}`,
  );
  return {
    first: Math.round(first),
    last: Math.round(last),
    ratio: Number(ratio.toFixed(3)),
    windows: result.perSecond.map(Math.round),
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
