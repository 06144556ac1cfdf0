/**
 * `npm run bench`: numbers, never pass/fail. On a real PostgreSQL (embedded in a temporary
 * directory, or BENCH_DATABASE_URL) with the whole app, the projector and the sandbox bank
 * (setup.ts), the demo hotel grown to 200 rooms with a year of for-online windows, it measures in
 * three rounds, each scenario beside its baseline in the same round:
 *   1. GET /api/room-types, beside a bare Fastify 5 returning the same JSON;
 *   2. POST /api/search-room on 200 rooms among the bookings of step 3, beside a bare Fastify
 *      returning the same answer;
 *   3. bookings placed per second on distinct rooms (POST /api/payment: price, room, append,
 *      the bank's register call over HTTP, read-your-writes);
 *   4. the JS heap after a full GC before the rounds (after a warm-up of every path), after each
 *      round and after them;
 * then, each on a database of its own, the database statements per booking (round-trips.ts: a
 * figure the machine's load does not move), the per-command cost on a room with 5,000 past events
 * against a fresh room (history.ts), the same with each of the room command path's caches left
 * out (room-layers.ts), and the rebuild speed of every read model on 100,000 events
 * (rebuild.ts), the staff search on 100,000 bookings (booking-search.ts), the Kafka relay's throughput and lag to a local broker (relay.ts), bookings per
 * second through one `api` process against two on one database (api-replicas.ts), the pages the
 * server renders, kept and not (pages.ts), and Lighthouse's mobile run on `/`, `/rooms` and
 * `/room?type=1`, `/room#1` (lighthouse.ts); BENCH_ONLY_HTTP=1 skips those nine, BENCH_ONLY=relay,
 * BENCH_ONLY=api-replicas, BENCH_ONLY=pages, BENCH_ONLY=booking-search or BENCH_ONLY=lighthouse runs that step alone. The sustained-load check (5 minutes) is
 * `npm run bench:sustained` (sustained.ts).
 *
 * Load comes from autocannon in a process of its own (cannon.ts), 50 connections for reads; the
 * machine's cores are shared by both sides, so compare within a run, never across machines.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { addDays, hotelDate } from '@hotel/contracts';
import type { CannonResult, CannonSpec } from './cannon';
import {
  BENCH_ROUNDS,
  BENCH_SECONDS,
  BOOKING_LOAD,
  cannon,
  growHotel,
  guestSessions,
  startBenchApp,
} from './setup';

const SECONDS = BENCH_SECONDS;
const ROUNDS = BENCH_ROUNDS;
const READ_CONNECTIONS = 50;
const {
  connections: BOOKING_CONNECTIONS,
  rooms: ROOMS,
  guests: GUESTS,
  nights: NIGHTS,
  zone: ZONE,
} = BOOKING_LOAD;
const run = promisify(execFile);

async function main(): Promise<void> {
  if (process.env.BENCH_ONLY === 'lighthouse') return runScript('lighthouse.ts');
  if (process.env.BENCH_ONLY === 'relay') return runScript('relay.ts');
  if (process.env.BENCH_ONLY === 'api-replicas') return runScript('api-replicas.ts');
  if (process.env.BENCH_ONLY === 'pages') return runScript('pages.ts');
  if (process.env.BENCH_ONLY === 'booking-search') return runScript('booking-search.ts');
  const gc = (globalThis as { gc?: () => void }).gc;
  const bench = await startBenchApp();
  const { deps, base } = bench;
  try {
    const today = hotelDate(new Date(), ZONE);
    await growHotel(deps, today, ROOMS);
    const cookies = await guestSessions(deps.sql, base, GUESTS);
    const types = (
      await deps.sql<{ id: number }[]>`select id from room_types where status = 1 order by id`
    ).map((t) => t.id);
    const stay = { checkin: addDays(today, 20), checkout: addDays(today, 23) };

    // The same JSON from a bare Fastify: what the framework alone gives on this machine.
    const roomTypes = (await (await fetch(`${base}/api/room-types`)).json()) as unknown;
    const bare = Fastify();
    bare.get('/api/room-types', async () => roomTypes);
    let searchAnswer: unknown = null;
    bare.post('/api/search-room', async () => searchAnswer);
    const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });

    const reads = (url: string, method: 'GET' | 'POST' = 'GET', body?: string): CannonSpec => ({
      url,
      method,
      connections: READ_CONNECTIONS,
      seconds: SECONDS,
      ...(body ? { body } : {}),
    });
    // Warm-up of every path measured (JIT, the pool's prepared statements, the rooms' states): the
    // heap is compared with where it stands once the server has served each kind of request, so
    // what the rounds add is what load leaves behind, not what a first request of a kind sets up.
    await cannon({
      url: `${base}/api/payment`,
      method: 'POST',
      connections: BOOKING_CONNECTIONS,
      seconds: 2,
      bookings: { cookies, types, today, firstIndex: 5_000_000, nights: NIGHTS },
    });
    await cannon({ ...reads(`${base}/api/room-types`), seconds: 2 });
    await cannon({ ...reads(`${base}/api/search-room`, 'POST', JSON.stringify(stay)), seconds: 2 });
    gc?.();
    const heapBefore = process.memoryUsage().heapUsed;

    const rows: Row[] = [];
    /** The heap after a full GC at the end of each round: a leak grows each round, a cache levels off. */
    const heapByRound: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const bookings = await cannon({
        url: `${base}/api/payment`,
        method: 'POST',
        connections: BOOKING_CONNECTIONS,
        seconds: SECONDS,
        bookings: { cookies, types, today, firstIndex: (round - 1) * 100_000, nights: NIGHTS },
      });
      const searchBody = JSON.stringify(stay);
      searchAnswer = await (
        await fetch(`${base}/api/search-room`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: searchBody,
        })
      ).json();
      rows.push(
        {
          round,
          scenario: 'GET /api/room-types (bare Fastify, same JSON)',
          result: await cannon(reads(`${bareBase}/api/room-types`)),
        },
        {
          round,
          scenario: 'GET /api/room-types',
          result: await cannon(reads(`${base}/api/room-types`)),
        },
        {
          round,
          scenario: 'POST /api/search-room (bare Fastify, same JSON)',
          result: await cannon(reads(`${bareBase}/api/search-room`, 'POST', searchBody)),
        },
        {
          round,
          scenario: 'POST /api/search-room (200 rooms)',
          result: await cannon(reads(`${base}/api/search-room`, 'POST', searchBody)),
        },
        { round, scenario: 'POST /api/payment (bookings, distinct rooms)', result: bookings },
      );
      gc?.();
      heapByRound.push(process.memoryUsage().heapUsed);
    }
    gc?.();
    const heapAfter = process.memoryUsage().heapUsed;
    await bare.close();

    printRounds(rows);
    const ratio = (app: string, baseline: string) =>
      spread(
        Array.from(
          { length: ROUNDS },
          (_, i) => perSecond(rows, i + 1, app) / perSecond(rows, i + 1, baseline),
        ),
      );
    const p99 = (scenario: string) =>
      spread(rows.filter((r) => r.scenario === scenario).map((r) => r.result.p99ms));
    const summary = {
      'room-types / bare Fastify': ratio(
        'GET /api/room-types',
        'GET /api/room-types (bare Fastify, same JSON)',
      ),
      'room-types p99 ms': p99('GET /api/room-types'),
      'search-room / bare Fastify': ratio(
        'POST /api/search-room (200 rooms)',
        'POST /api/search-room (bare Fastify, same JSON)',
      ),
      // Placed: answers of a refusal (a full account, no room) are no bookings.
      'bookings placed per second': spread(
        rows
          .filter((r) => r.scenario.startsWith('POST /api/payment'))
          .map(
            ({ result }) =>
              (result.perSecond * (result.requests - result.failures)) / result.requests,
          ),
      ),
      'heap after GC, after/before the rounds': gc
        ? heapAfter / heapBefore
        : 'run with --expose-gc',
    };
    console.log('\nSummary (min / median / max over the rounds)');
    for (const [name, value] of Object.entries(summary))
      console.log(`  ${name.padEnd(40)} ${format(value)}`);
    console.log(
      `  heap after GC: ${mb(heapBefore)} before, ${mb(heapAfter)} after; after each round: ${heapByRound.map(mb).join(', ')}`,
    );

    console.log(JSON.stringify({ bench: { summary, rounds: rows } }));
  } finally {
    await bench.close();
  }
  // Each on a database of its own, so neither's data weighs on the other's numbers.
  if (process.env.BENCH_ONLY_HTTP) return;
  for (const script of [
    'round-trips.ts',
    'history.ts',
    'room-layers.ts',
    'rebuild.ts',
    'booking-search.ts',
    'relay.ts',
    'api-replicas.ts',
    'pages.ts',
    'lighthouse.ts',
  ])
    await runScript(script);
}

async function runScript(script: string): Promise<void> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL(script, import.meta.url))],
    { maxBuffer: 16 << 20 },
  );
  process.stdout.write(stdout);
}

interface Row {
  round: number;
  scenario: string;
  result: CannonResult;
}
type Spread = { min: number; median: number; max: number };

const perSecond = (rows: Row[], round: number, scenario: string) =>
  rows.find((r) => r.round === round && r.scenario === scenario)?.result.perSecond ?? Number.NaN;

function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    min: sorted[0] ?? Number.NaN,
    median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
    max: sorted.at(-1) ?? Number.NaN,
  };
}

const format = (value: Spread | number | string) =>
  typeof value === 'object'
    ? `${value.min.toFixed(3)} / ${value.median.toFixed(3)} / ${value.max.toFixed(3)}`
    : typeof value === 'number'
      ? value.toFixed(3)
      : value;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

function printRounds(rows: Row[]): void {
  console.log(
    `\nBenchmarks (${new Date().toISOString()}, ${SECONDS} s per scenario, Node ${process.version})`,
  );
  console.log(
    'round',
    'scenario'.padEnd(48),
    'req/s'.padStart(9),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'requests'.padStart(9),
    'failed'.padStart(7),
  );
  for (const { round, scenario, result: r } of rows) {
    console.log(
      String(round).padStart(5),
      scenario.padEnd(48),
      r.perSecond.toFixed(0).padStart(9),
      r.p50ms.toFixed(1).padStart(8),
      r.p99ms.toFixed(1).padStart(8),
      String(r.requests).padStart(9),
      String(r.failures).padStart(7),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
