/**
 * What every benchmark stands on: a real PostgreSQL (embedded in a temporary directory, or
 * BENCH_DATABASE_URL), migrated, and the whole app with the demo hotel, the projector and the
 * sandbox bank listening on a local port.
 */
import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import pino from 'pino';
import { addDays, ROLE_CLIENT, type CalendarDate } from '@hotel/contracts';
import { allProjections, ProjectionRunner } from '@hotel/projections';
import { DEFAULT_LIMITS, type AppDeps } from '../src/application/deps';
import { readYourWrites } from '../src/application/read-your-writes';
import { hashPassword } from '../src/auth/passwords';
import { createBankGateway } from '../src/bank/gateway';
import { seedDemoData } from '../src/catalog/demo-data';
import { DEMO_CONTACTS } from '../src/site/contacts';
import { droppingOwnWrites, readMemos } from '../src/application/memos';
import { ChangeFeed } from '../src/db/change-feed';
import { DatabaseAvailability } from '../src/db/availability';
import { connect, type Sql } from '../src/db/connect';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { migrateAll } from '../src/db/migrations';
import { validateDomainEvent } from '../src/application/domain-events';
import { PostgresEventStore } from '../src/event-store/postgres/postgres-event-store';
import { buildApp } from '../src/http/app';
import { handleRoomCommand } from '../src/rooms/room-commands';
import type { CannonResult, CannonSpec } from './cannon';

export interface BenchApp {
  /** The app's base URL, `http://127.0.0.1:<port>`. */
  base: string;
  /** The database's URL, for a pool of the benchmark's own. */
  databaseUrl: string;
  /** The app's dependencies; `deps.sql` is its pool of 20. */
  deps: AppDeps;
  /** Stops the app, the projector and PostgreSQL, and removes the temporary directory. */
  close(): Promise<void>;
}

/** Seconds per measure and rounds of the HTTP benchmarks (BENCH_SECONDS, BENCH_ROUNDS). */
export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const BENCH_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/**
 * The booking load of run.ts and api-replicas.ts: the demo hotel grown to `rooms` rooms, booked
 * over `nights` nights by `guests` logged-in guests on `connections` connections in all. Bookings
 * stay unpaid and an account holds at most 20: 1,500 guests take 30,000, room for a warm-up and
 * three rounds of 10 s at up to 900 bookings/s (with 600, a third round past 12,000 was refused).
 */
export const BOOKING_LOAD = {
  connections: 16,
  rooms: 200,
  guests: 1_500,
  nights: 330,
  zone: 'Asia/Ashgabat',
} as const;

/** The merchant account of the bench app's sandbox bank (other processes reach it over loopback). */
export const credentials = { userName: 'bench', password: 'bench-password' };

export interface BenchDatabase {
  /** A pool of `max` connections on it. */
  sql: Sql;
  url: string;
  /** The benchmark's temporary directory (PostgreSQL's data under `pg/`). */
  dir: string;
  /** Ends the pool, stops PostgreSQL and removes the directory. */
  stop(): Promise<void>;
}

/** A migrated PostgreSQL for one benchmark: embedded in a temporary directory, or BENCH_DATABASE_URL. */
export async function startBenchDatabase(
  name: string,
  max: number,
  onQuery?: (statement: string) => void,
): Promise<BenchDatabase> {
  const dir = await mkdtemp(join(tmpdir(), `hotel-bench-${name}-`));
  await chmod(dir, 0o755);
  const pg = process.env.BENCH_DATABASE_URL
    ? null
    : await startEmbeddedPostgres({ dir: join(dir, 'pg') });
  const url = process.env.BENCH_DATABASE_URL ?? pg?.url ?? '';
  const sql = connect(url, { max, ...(onQuery ? { onQuery } : {}) });
  const stop = async () => {
    await sql.end({ timeout: 5 });
    await pg?.stop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await migrateAll(sql);
  } catch (error) {
    await stop();
    throw error;
  }
  return { sql, url, dir, stop };
}

/**
 * The CPU seconds the embedded PostgreSQL of `database` has used so far: its postmaster, the
 * processes it runs now (backends, WAL writer, checkpointer...) and those it has reaped; null for
 * BENCH_DATABASE_URL or where there is no /proc. On a machine shared with other work, wall time
 * moves with the load; the CPU a step takes, in node and in PostgreSQL, much less.
 */
export async function databaseCpuSeconds(database: BenchDatabase): Promise<number | null> {
  if (process.env.BENCH_DATABASE_URL) return null;
  const pid = Number(
    (await readFile(join(database.dir, 'pg', 'postmaster.pid'), 'utf8').catch(() => '')).split(
      '\n',
    )[0],
  );
  if (!pid) return null;
  // /proc/<pid>/stat after the command's closing parenthesis: state, ppid, ... utime stime cutime cstime
  // (fields 14-17 of the whole line), in clock ticks of 1/100 s.
  const stat = async (entry: string) => {
    const text = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => null);
    return text?.slice(text.lastIndexOf(')') + 2).split(' ') ?? null;
  };
  const own = await stat(String(pid));
  if (!own) return null;
  const ticks = (fields: string[], withReaped: boolean) =>
    Number(fields[11]) +
    Number(fields[12]) +
    (withReaped ? Number(fields[13]) + Number(fields[14]) : 0);
  let total = ticks(own, true);
  for (const entry of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(entry) || entry === String(pid)) continue;
    const fields = await stat(entry);
    if (fields && Number(fields[1]) === pid) total += ticks(fields, false);
  }
  return total / 100;
}

/** Runs a benchmark's `main` when its file is the script node was started with; exits 1 on error. */
export function runWhenMain(moduleUrl: string, main: () => Promise<void>): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/**
 * `onQuery` is told of every statement the app's pool sends (its projector's included);
 * `clientDist`: a built client to serve too (the Lighthouse step); default none, the API alone.
 */
export async function startBenchApp(
  options: { onQuery?: (statement: string) => void; clientDist?: string } = {},
): Promise<BenchApp> {
  const {
    sql,
    url: databaseUrl,
    dir,
    stop: stopDatabase,
  } = await startBenchDatabase('app', 20, options.onQuery);
  try {
    const store = new PostgresEventStore(sql, validateDomainEvent);
    const runner = new ProjectionRunner(sql, store, allProjections);
    const changes = new ChangeFeed(sql);
    const deps: AppDeps = {
      sql,
      store,
      hotelTimeZone: 'Asia/Ashgabat',
      now: () => new Date(),
      waitForProjections: droppingOwnWrites(readYourWrites(runner, 2000), changes),
      database: new DatabaseAvailability(() => connect(databaseUrl, { max: 1 })),
      changes,
      memos: readMemos(sql, changes, 'Asia/Ashgabat'),
      publicUrl: 'http://127.0.0.1',
      contacts: DEMO_CONTACTS,
      uploadsDir: join(dir, 'uploads'),
      limits: DEFAULT_LIMITS,
      bank: createBankGateway({ baseUrl: 'http://127.0.0.1:9/', ...credentials }),
      paymentCallbackKey: null,
    };
    runner.start();
    deps.changes.start();
    const { position } = await seedDemoData(deps);
    if (position) await runner.waitFor(position, 30_000);
    const app = await buildApp(deps, {
      logger: pino({ level: 'silent' }),
      clientDist: options.clientDist ?? null,
      sandboxBank: { credentials },
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    deps.publicUrl = base;
    deps.bank = createBankGateway({ baseUrl: `${base}/sandbox-bank/`, ...credentials });
    return {
      base,
      databaseUrl,
      deps,
      async close() {
        try {
          await app.close();
          await runner.stop();
          await store.close();
          await deps.changes.stop();
        } finally {
          await stopDatabase();
        }
      },
    };
  } catch (error) {
    await stopDatabase();
    throw error;
  }
}

/**
 * The demo hotel grown to `rooms` rooms, spread over the published types, each new room open online
 * for a year (the demo's own rooms keep their windows).
 */
export async function growHotel(deps: AppDeps, today: CalendarDate, rooms: number): Promise<void> {
  const types = await deps.sql<
    { id: number }[]
  >`select id from room_types where status = 1 order by id`;
  const [block] = await deps.sql<{ id: number }[]>`select id from blocks order by id limit 1`;
  const [{ n } = { n: 0 }] = await deps.sql<{ n: number }[]>`select count(*)::int as n from rooms`;
  const added = await deps.sql<{ id: number }[]>`
    insert into rooms (room_number, room_types_id, type_bed, status, block_id)
    select 'B' || g, (${deps.sql.array(types.map((t) => t.id))}::int[])[1 + g % ${types.length}], 'double', 1, ${block?.id ?? 0}
    from generate_series(1, ${rooms - n}) g returning id`;
  await deps.sql`update room_types t set rooms_count = (select count(*) from rooms r where r.room_types_id = t.id)`;
  const metadata = {
    actor: 'system' as const,
    at: new Date().toISOString(),
    correlationId: 'bench',
    causationId: null,
  };
  let last = null;
  for (const room of added) {
    const [id] = await deps.sql<{ id: string }[]>`select nextval('occupation_ids')::text as id`;
    last = await handleRoomCommand(
      deps.store,
      {
        type: 'OpenRoomForOnline',
        data: {
          roomId: room.id,
          blockId: Number(id?.id),
          checkin: today,
          checkout: addDays(today, 366),
        },
      },
      metadata,
    );
  }
  if (last) await deps.waitForProjections(last.position);
}

/** Runs cannon.ts as a process of its own (autocannon never shares a server's event loop). */
export async function cannon(spec: CannonSpec): Promise<CannonResult> {
  const script = fileURLToPath(new URL('./cannon.ts', import.meta.url));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', script, JSON.stringify(spec)],
    { maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as CannonResult;
}

/** `guests` logged-in guests (through `base`): one account holds at most 20 unpaid bookings. */
export async function guestSessions(sql: Sql, base: string, guests: number): Promise<string[]> {
  // The bench books stays from tomorrow: online booking stays open up to the day of arrival.
  await sql`update system_options set max_pending_bookings = 20, booking_closes_days = 0, max_pending_per_address = 0, max_same_stay_per_address = 0, expired_hold_wait_minutes = 0`;
  const hash = await hashPassword('bench-password');
  await sql`
    insert into users (email, password_hash, role_id)
    select 'bench-guest-' || g || '@example.com', ${hash}, ${ROLE_CLIENT} from generate_series(1, ${guests}) g
    on conflict do nothing`;
  const cookies: string[] = [];
  for (let g = 1; g <= guests; g += 8) {
    cookies.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(8, guests - g + 1) }, async (_, k) => {
          const res = await fetch(`${base}/api/authentication`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              isLogin: true,
              email: `bench-guest-${g + k}@example.com`,
              password: 'bench-password',
            }),
          });
          const cookie = res.headers.getSetCookie().find((c) => c.startsWith('hotel_session='));
          if (!cookie) throw new Error(`bench login failed: ${res.status}`);
          return cookie.split(';')[0] ?? '';
        }),
      )),
    );
  }
  return cookies;
}
