import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll } from 'vitest';
import { allProjections, ProjectionRunner } from '@hotel/projections';
import { at } from '../../test/clock';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import type { AppDeps } from '../src/application/deps';
import { DEMO_CONTACTS } from '../src/site/contacts';
import { droppingOwnWrites, readMemos } from '../src/application/memos';
import { ChangeFeed } from '../src/db/change-feed';
import { hashPassword } from '../src/auth/passwords';
import { readYourWrites } from '../src/application/read-your-writes';
import { createBankGateway } from '../src/bank/gateway';
import { DatabaseAvailability } from '../src/db/availability';
import { connect } from '../src/db/connect';
import { PaymentPoller } from '../src/booking/payment-poller';
import { seedDemoData } from '../src/catalog/demo-data';
import { validateDomainEvent } from '../src/application/domain-events';
import { PostgresEventStore } from '../src/event-store/postgres/postgres-event-store';
import { buildApp } from '../src/http/app';

/** Tests register many guests from one address; the limits themselves are tested on their own. */
const GENEROUS_LIMITS: AppDeps['limits'] = {
  loginFailuresPerIp: { max: 100_000, windowSeconds: 60 },
  loginFailuresPerIpAndEmail: { max: 1000, windowSeconds: 60 },
  loginSlowdownPerEmail: { windowSeconds: 60, firstMs: 0, maxMs: 0 },
  registerPerIp: { max: 100_000, windowSeconds: 60 },
  accountMailsPerEmail: { max: 1000, windowSeconds: 60 },
  passwordResetPerIp: { max: 100_000, windowSeconds: 60 },
};

/**
 * The booking terms (system options, migration 022) most specs run under, set as staff would set
 * them in Settings: a stay may start today, its room price is paid online in full, and a guest's
 * cancel before arrival refunds that room payment. The specs wrote their dates and amounts for
 * these terms; the terms' own specs keep the hotel's defaults (`bookingTerms: null`).
 */
export const OPEN_BOOKING_TERMS = {
  booking_closes_days: 0,
  online_share_percent: 100,
  guest_refund_percent: 100,
} as const;

/** Booking terms to set in the options; null keeps the hotel's defaults. */
export type BookingTermsSetting = Partial<Record<keyof typeof OPEN_BOOKING_TERMS, number>> | null;

/** Hoarding limits off, so no spec reaches them by chance (the hotel's defaults: 4, 2 and 10 minutes). */
export const GENEROUS_HOLD_LIMITS = {
  max_pending_per_address: 0,
  max_same_stay_per_address: 0,
  expired_hold_wait_minutes: 0,
} as const;

export const SANDBOX_CREDENTIALS = { userName: 'hotel-api', password: 'sandbox-password' };

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  db: TestDatabase;
  runner: ProjectionRunner;
  poller: PaymentPoller;
  /** http://127.0.0.1:<port>: the app listens for real, so the bank is spoken to over HTTP. */
  baseUrl: string;
  /** Moves the clock the application (and its sandbox bank, unless set apart) sees. */
  setNow(iso: string): void;
  /** Gives the sandbox bank a clock of its own (null: follow the application's). */
  setBankNow(iso: string | null): void;
  /** Creates a user with this role id (1 guest, 2 manager, 3 reception, 4 accountant) and logs in through the API; returns the cookie header. */
  session(role: number, email?: string): Promise<{ cookie: string; email: string; token: string }>;
  /** Whether a request with these headers (a session cookie, an Authorization) is logged in. */
  authenticated(headers: Record<string, string>): Promise<boolean>;
}

/**
 * The whole HTTP app over a fresh database with the demo hotel, a running projector, the sandbox
 * bank mounted and reached over real HTTP, and a clock the test controls (default: today, 10:00
 * in Ashgabat; see test/clock.ts).
 */
export async function createTestApp(
  options: {
    now?: string;
    seed?: boolean;
    /** The limits a spec tests; the others stay GENEROUS_LIMITS. */
    limits?: Partial<AppDeps['limits']>;
    clientDist?: string;
    /** A database of the test's own (a PostgreSQL it stops and restarts); default: a fresh one. */
    database?: TestDatabase;
    readYourWritesMs?: number;
    /**
     * The database watchdog's probe: every 200 ms, and down only after 5 s without an answer by
     * default (a loaded machine answers `select 1` on a fresh connection late, and a watchdog that
     * cried "down" then failed unrelated specs); the outage specs ask for a short deadline.
     */
    watchdog?: { everyMs: number; timeoutMs: number };
    /** TRUST_PROXY (default: none). */
    trustProxy?: number | string;
    /** The booking terms set in the options (default: OPEN_BOOKING_TERMS); null keeps the hotel's defaults. */
    bookingTerms?: BookingTermsSetting;
    /** 'hotel': the hoarding limits' defaults; default: GENEROUS_HOLD_LIMITS. */
    holdLimits?: 'hotel';
    /**
     * The change feed's heartbeat (default 200 ms: a cut channel shows at once). A spec that needs
     * the feed to stay alive through a stall of a loaded machine asks for a longer one.
     */
    changeFeedHeartbeatMs?: number;
  } = {},
): Promise<TestApp> {
  const db = options.database ?? (await createTestDatabase());
  let now = new Date(options.now ?? at(0, '10:00'));
  const watchdog = options.watchdog ?? { everyMs: 200, timeoutMs: 5000 };
  let bankNow: Date | null = null;
  const store = new PostgresEventStore(db.sql, validateDomainEvent);
  // A stalled projection retries every 200 ms here (30 s in production): tests fix causes quickly.
  const runner = new ProjectionRunner(db.sql, store, allProjections, {
    idleMs: 50,
    retryStalledMs: 200,
  });
  const changes = new ChangeFeed(db.sql, { heartbeatMs: options.changeFeedHeartbeatMs ?? 200 });
  // Uploaded images go to a directory of this file's own, removed with its database.
  const uploadsDir = await mkdtemp(join(tmpdir(), 'hotel-uploads-'));
  const deps: AppDeps = {
    sql: db.sql,
    store,
    hotelTimeZone: 'Asia/Ashgabat',
    now: () => now,
    waitForProjections: droppingOwnWrites(
      readYourWrites(runner, options.readYourWritesMs ?? 5000),
      changes,
    ),
    database: new DatabaseAvailability(
      () =>
        connect(db.url, { max: 1, connectTimeoutSeconds: Math.ceil(watchdog.timeoutMs / 1000) }),
      watchdog,
    ),
    changes,
    memos: readMemos(db.sql, changes, 'Asia/Ashgabat'),
    projector: runner,
    publicUrl: 'http://127.0.0.1',
    contacts: DEMO_CONTACTS,
    uploadsDir,
    limits: { ...GENEROUS_LIMITS, ...options.limits },
    bank: createBankGateway({ baseUrl: 'http://127.0.0.1:9/', ...SANDBOX_CREDENTIALS }),
    paymentCallbackKey: null,
    // No test sleeps for the login slowdown; a spec that tests it records what was asked.
    pause: () => Promise.resolve(),
  };
  const terms = options.bookingTerms === undefined ? OPEN_BOOKING_TERMS : options.bookingTerms;
  if (terms) await db.sql`update system_options set ${db.sql({ ...terms })}`;
  // Every spec books from 127.0.0.1: the address limits are tested on their own (hold-limits).
  if (options.holdLimits !== 'hotel')
    await db.sql`update system_options set ${db.sql(GENEROUS_HOLD_LIMITS)}`;
  runner.start();
  if (options.seed ?? true) {
    // Tests read the calendar read model at once (closedRoomId, singleFreeRoom): wait until it
    // holds the demo windows, or a test would take a room whose window is not projected yet.
    const { position } = await seedDemoData(deps);
    if (position && !(await runner.waitFor(position, 30_000)))
      throw new Error('the read models did not reach the demo data');
  }
  const app = await buildApp(deps, {
    logger: pino({ level: 'silent' }),
    clientDist: options.clientDist ?? null,
    sandboxBank: { credentials: SANDBOX_CREDENTIALS, now: () => bankNow ?? now },
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
  });
  deps.database.start();
  deps.changes.start();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  deps.publicUrl = baseUrl;
  deps.bank = createBankGateway({
    baseUrl: `${baseUrl}/sandbox-bank/`,
    ...SANDBOX_CREDENTIALS,
    timeoutMs: 10_000,
  });
  const poller = new PaymentPoller(deps, pino({ level: 'silent' }));
  afterAll(async () => {
    await app.close();
    await runner.stop();
    await store.close();
    await deps.changes.stop();
    await deps.database.stop();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  let users = 0;
  const session: TestApp['session'] = async (
    role,
    email = `user${++users}-${role}@example.com`,
  ) => {
    const password = 'correct horse battery';
    await db.sql`insert into users (email, password_hash, role_id) values (${email}, ${await hashPassword(password)}, ${role})
                 on conflict do nothing`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { isLogin: true, email, password },
    });
    const cookie = res.cookies.find((c) => c.name === 'hotel_session');
    if (!cookie) throw new Error(`login failed: ${res.body}`);
    return { cookie: `hotel_session=${cookie.value}`, email, token: cookie.value };
  };
  const authenticated: TestApp['authenticated'] = async (headers) =>
    (await app.inject({ method: 'GET', url: '/api/check-authorization', headers })).json<{
      authenticated: boolean;
    }>().authenticated;
  return {
    app,
    deps,
    db,
    runner,
    poller,
    baseUrl,
    session,
    authenticated,
    setNow: (iso) => (now = new Date(iso)),
    setBankNow: (iso) => (bankNow = iso === null ? null : new Date(iso)),
  };
}

/** A room of the demo hotel with no for-online block at all (every eighth room). */
export async function closedRoomId(deps: AppDeps): Promise<number> {
  const rows = await deps.sql<{ id: number }[]>`
    select r.id from rooms r where not exists (select 1 from calendar_entries c where c.room_id = r.id)
    order by r.id limit 1`;
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('the demo hotel has no closed room');
  return id;
}
