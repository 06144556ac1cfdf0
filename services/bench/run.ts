/**
 * `npm run bench`: numbers, never pass/fail. Starts a real PostgreSQL (embedded in a temporary
 * directory, or BENCH_DATABASE_URL), the whole app with the demo hotel and the sandbox bank on a
 * local port, and measures:
 *   1. GET /api/room-types requests per second, beside a bare Fastify hello-world in the same run;
 *   2. bookings placed per second on distinct rooms (POST /api/payment, including the bank's
 *      register call over HTTP and read-your-writes).
 * The load generator shares the machine (2 cores) with the server: compare numbers within a run.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import pino from 'pino';
import { addDays, hotelDate, ROLE_CLIENT } from '@hotel/contracts';
import { allProjections, ProjectionRunner } from '@hotel/projections';
import { DEFAULT_LIMITS, type AppDeps } from '../src/application/deps';
import { readYourWrites } from '../src/application/read-your-writes';
import { hashPassword } from '../src/auth/passwords';
import { createBankGateway } from '../src/bank/gateway';
import { seedDemoData } from '../src/catalog/demo-data';
import { PublishedCatalog } from '../src/catalog/published-catalog';
import { DatabaseAvailability } from '../src/db/availability';
import { connect } from '../src/db/connect';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { migrateAll } from '../src/db/migrations';
import { validateDomainEvent } from '../src/event-store/domain-events';
import { PostgresEventStore } from '../src/event-store/postgres/postgres-event-store';
import { buildApp } from '../src/http/app';
import { load, type LoadResult } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const credentials = { userName: 'bench', password: 'bench-password' };

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'hotel-bench-'));
  await chmod(dir, 0o755);
  const pg = process.env.BENCH_DATABASE_URL ? null : await startEmbeddedPostgres({ dir: join(dir, 'pg') });
  const url = process.env.BENCH_DATABASE_URL ?? pg?.url ?? '';
  const sql = connect(url, { max: 20 });
  try {
    await migrateAll(sql);
    const store = new PostgresEventStore(sql, validateDomainEvent);
    const runner = new ProjectionRunner(sql, store, allProjections);
    const deps: AppDeps = {
      sql, store, hotelTimeZone: 'Asia/Ashgabat', now: () => new Date(),
      waitForProjections: readYourWrites(runner, 2000),
      database: new DatabaseAvailability(() => connect(url, { max: 1 })),
      catalog: new PublishedCatalog(sql, 'Asia/Ashgabat'),
      publicUrl: 'http://127.0.0.1', limits: DEFAULT_LIMITS,
      bank: createBankGateway({ baseUrl: 'http://127.0.0.1:9/', ...credentials }), paymentCallbackKey: null,
    };
    runner.start();
    deps.catalog.start();
    const { position } = await seedDemoData(deps);
    if (position) await runner.waitFor(position, 30_000);
    const app = await buildApp(deps, { logger: pino({ level: 'silent' }), clientDist: null, sandboxBank: { credentials } });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    deps.publicUrl = base;
    deps.bank = createBankGateway({ baseUrl: `${base}/sandbox-bank/`, ...credentials });

    const hello = Fastify();
    hello.get('/', async () => ({ hello: 'world' }));
    const helloBase = await hello.listen({ port: 0, host: '127.0.0.1' });

    const get = (url: string) => async () => (await fetch(url).then(async (r) => (await r.arrayBuffer(), r.ok)));
    await load(get(`${base}/api/room-types`), { concurrency: 16, seconds: 1 }); // warm-up
    const helloWorld = await load(get(`${helloBase}/`), { concurrency: 16, seconds: SECONDS });
    const roomTypes = await load(get(`${base}/api/room-types`), { concurrency: 16, seconds: SECONDS });

    // One account holds at most max_pending_bookings unpaid bookings (at most 20): spread the
    // 360 unpaid bookings over 20 guests at that limit.
    await sql`update system_options set max_pending_bookings = 20`;
    const cookies = await Promise.all(Array.from({ length: 20 }, (_, g) => guestSession(deps, base, `bench-guest-${g}@example.com`)));
    const today = hotelDate(new Date(), 'Asia/Ashgabat');
    const types = [1, 2, 3, 4, 5, 6];
    // Request i books night (i / types) of type (i % types): every booking takes a different
    // room-night, so no two requests contend for a room (distinct rooms, no conflicts).
    const bookings = await load(
      async (i) => {
        const night = 1 + Math.floor(i / types.length);
        const res = await fetch(`${base}/api/payment`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: cookies[i % cookies.length] ?? '' },
          body: JSON.stringify({
            id: types[i % types.length],
            checkin: addDays(today, night),
            checkout: addDays(today, night + 1),
            guests: [{ full_name: 'Bench Guest', passport_serial: 'BN', passport_number: '123456' }],
          }),
        });
        await res.arrayBuffer();
        return res.ok;
      },
      { concurrency: 8, total: 6 * 60 },
    );

    report({ 'GET / (bare Fastify hello-world)': helloWorld, 'GET /api/room-types': roomTypes, 'POST /api/payment (distinct rooms)': bookings });
    await app.close();
    await hello.close();
    await runner.stop();
    await store.close();
  } finally {
    await sql.end({ timeout: 5 });
    await pg?.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

async function guestSession(deps: AppDeps, base: string, email: string): Promise<string> {
  await deps.sql`insert into users (email, password_hash, role_id) values (${email}, ${await hashPassword('bench-password')}, ${ROLE_CLIENT})
                 on conflict do nothing`;
  const res = await fetch(`${base}/api/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ isLogin: true, email, password: 'bench-password' }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('hotel_session='));
  if (!cookie) throw new Error('bench login failed');
  return cookie.split(';')[0] ?? '';
}

function report(results: Record<string, LoadResult>): void {
  console.log(`\nBenchmarks (${new Date().toISOString()}, ${SECONDS}s per read test, Node ${process.version})`);
  console.log('scenario'.padEnd(40), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'requests'.padStart(9), 'failed'.padStart(7));
  for (const [name, r] of Object.entries(results)) {
    console.log(
      name.padEnd(40), r.perSecond.toFixed(0).padStart(9), r.p50ms.toFixed(1).padStart(8), r.p99ms.toFixed(1).padStart(8),
      String(r.requests).padStart(9), String(r.failures).padStart(7),
    );
  }
  console.log(JSON.stringify({ bench: Object.fromEntries(Object.entries(results).map(([k, r]) => [k, { perSecond: Math.round(r.perSecond), p50ms: r.p50ms, p99ms: r.p99ms, failures: r.failures }])) }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
