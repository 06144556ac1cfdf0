/**
 * Bookings per second through one `api` process against two, on one database.
 * Numbers, never pass/fail. The bench app (setup.ts: a real PostgreSQL, the demo hotel grown to
 * 200 rooms open for a year, its projector and sandbox bank) keeps the read models and is the
 * bank; two `api` processes (services/src/main/api.ts, as OS processes) take the bookings. Each
 * round books for BENCH_SECONDS with 16 connections in all: 16 on one process, then 8 on each of
 * the two (two load generators at once, their rates added). Every process shares the machine's
 * cores with PostgreSQL and the load, so the ratio says what a second replica buys on this
 * machine, not on one with a core per replica.
 * Alone: `BENCH_ONLY=api-replicas npm run bench`, or `node --import tsx services/bench/api-replicas.ts`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hotelDate } from '@hotel/contracts';
import { startProcess, stopProcess, type RunningProcess } from '../test/processes';
import type { CannonResult, CannonSpec } from './cannon';
import {
  BENCH_ROUNDS,
  BENCH_SECONDS,
  BOOKING_LOAD,
  cannon,
  credentials,
  growHotel,
  guestSessions,
  runWhenMain,
  startBenchApp,
} from './setup';

const SECONDS = BENCH_SECONDS;
const ROUNDS = BENCH_ROUNDS;
const {
  connections: CONNECTIONS,
  rooms: ROOMS,
  guests: GUESTS,
  nights: NIGHTS,
  zone: ZONE,
} = BOOKING_LOAD;

interface Measure {
  round: number;
  replicas: 1 | 2;
  perSecond: number;
  p99ms: number;
  requests: number;
  failures: number;
}

async function main(): Promise<void> {
  const bench = await startBenchApp();
  const dataDir = await mkdtemp(join(tmpdir(), 'hotel-bench-replicas-'));
  const apis: RunningProcess[] = [];
  try {
    const today = hotelDate(new Date(), ZONE);
    await growHotel(bench.deps, today, ROOMS);
    const env = (name: string) => ({
      DATABASE_URL: bench.databaseUrl,
      PAYMENT_GATEWAY_URL: `${bench.base}/sandbox-bank/`,
      PAYMENT_GATEWAY_USER: credentials.userName,
      PAYMENT_GATEWAY_PASSWORD: credentials.password,
      DATA_DIR: join(dataDir, name),
      LOG_LEVEL: 'warn',
    });
    apis.push(await startProcess('api', env('a')), await startProcess('api', env('b')));
    const [a, b] = apis;
    if (!a || !b) throw new Error('the api processes did not start');
    const cookies = await guestSessions(bench.deps.sql, a.base, GUESTS);
    const types = (
      await bench.deps.sql<{ id: number }[]>`select id from room_types where status = 1 order by id`
    ).map((t) => t.id);
    const load = (api: RunningProcess, connections: number, firstIndex: number): CannonSpec => ({
      url: `${api.base}/api/payment`,
      method: 'POST',
      connections,
      seconds: SECONDS,
      bookings: { cookies, types, today, firstIndex, nights: NIGHTS },
    });
    // Warm-up of both (JIT, pools), on nights the rounds come to last.
    await Promise.all([
      cannon({ ...load(a, 4, 5_000_000), seconds: 2 }),
      cannon({ ...load(b, 4, 6_000_000), seconds: 2 }),
    ]);

    const measures: Measure[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const first = round * 1_000_000;
      measures.push(of(round, 1, [await cannon(load(a, CONNECTIONS, first))]));
      // Half the connections on each, on request numbers far apart: no two book the same night.
      const both = await Promise.all([
        cannon(load(a, CONNECTIONS / 2, first + 300_000)),
        cannon(load(b, CONNECTIONS / 2, first + 600_000)),
      ]);
      measures.push(of(round, 2, both));
    }
    print(measures);
  } finally {
    await Promise.all(apis.map((api) => stopProcess(api)));
    await bench.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function of(round: number, replicas: 1 | 2, results: CannonResult[]): Measure {
  return {
    round,
    replicas,
    perSecond: results.reduce((sum, r) => sum + r.perSecond, 0),
    p99ms: Math.max(...results.map((r) => r.p99ms)),
    requests: results.reduce((sum, r) => sum + r.requests, 0),
    failures: results.reduce((sum, r) => sum + r.failures, 0),
  };
}

function print(measures: Measure[]): void {
  console.log(
    `\nBookings through api processes (${SECONDS} s per measure, ${CONNECTIONS} connections in all, Node ${process.version})`,
  );
  console.log(
    'round',
    'api processes'.padStart(14),
    'bookings/s'.padStart(11),
    'p99 ms'.padStart(8),
    'requests'.padStart(9),
    'failed'.padStart(7),
  );
  for (const m of measures) {
    console.log(
      String(m.round).padStart(5),
      String(m.replicas).padStart(14),
      m.perSecond.toFixed(1).padStart(11),
      m.p99ms.toFixed(1).padStart(8),
      String(m.requests).padStart(9),
      String(m.failures).padStart(7),
    );
  }
  const median = (values: number[]) =>
    [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? Number.NaN;
  const rate = (replicas: 1 | 2) =>
    median(measures.filter((m) => m.replicas === replicas).map((m) => m.perSecond));
  const ratios = Array.from({ length: ROUNDS }, (_, i) => {
    const inRound = (replicas: 1 | 2) =>
      measures.find((m) => m.round === i + 1 && m.replicas === replicas)?.perSecond ?? Number.NaN;
    return inRound(2) / inRound(1);
  });
  const summary = {
    oneApiPerSecond: rate(1),
    twoApisPerSecond: rate(2),
    twoOverOne: median(ratios),
  };
  console.log(
    `  median: one api ${summary.oneApiPerSecond.toFixed(1)}/s, two ${summary.twoApisPerSecond.toFixed(1)}/s, two/one ${summary.twoOverOne.toFixed(2)} (median of the rounds' ratios)`,
  );
  console.log(JSON.stringify({ apiReplicas: { summary, measures } }));
}

runWhenMain(import.meta.url, main);
