import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { allProjections, ProjectionRunner } from '@hotel/projections';
import { DEFAULT_LIMITS, type AppDeps } from '../application/deps';
import { droppingOwnWrites, readMemos } from '../application/memos';
import { ChangeFeed } from '../db/change-feed';
import { ensureAdminAccount } from '../auth/admin-account';
import { createBankGateway } from '../bank/gateway';
import { PaymentPoller } from '../booking/payment-poller';
import { StayMoveResumer } from '../booking/stay-move-runs';
import { seedDemoData } from '../catalog/demo-data';
import { readYourWrites } from '../application/read-your-writes';
import { DatabaseAvailability } from '../db/availability';
import { connect, type Sql } from '../db/connect';
import { Leadership } from '../db/leadership';
import { mailWork } from '../mail';
import type { WhenInUse } from '../db/embedded-postgres';
import { migrateAll } from '../db/migrations';
import type { Env } from '../env';
import { openEventStore } from './open-event-store';
import { bankSetup } from './bank-setup';
import { processDatabase } from './process-database';

/** Read-your-writes: how long a command waits for the read models before answering anyway. */
const READ_YOUR_WRITES_MS = 2000;

/**
 * Where the background work (the projection runner, the payment poller, the guests' e-mails and
 * the stay moves a crash left half-done) runs: `run` here and
 * now (the all-in-one process, alone on its database); `lead` here while this process holds the
 * projector's leadership lock (the projector process: one active, the others standby); `off`
 * never (an `api` replica, a rebuild).
 */
export type BackgroundWork = 'run' | 'lead' | 'off';

export interface Runtime {
  deps: AppDeps;
  runner: ProjectionRunner;
  poller: PaymentPoller;
  /** The projector's leadership when `background` is `lead`: active or standby. */
  leadership: Leadership | null;
  /** The sandbox bank to mount when it serves as the bank (no PAYMENT_GATEWAY_URL). */
  sandboxBank: { credentials: { userName: string; password: string }; publicUrl: string } | null;
  /** Tells the runtime the port the server bound, which the sandbox's gateway client must use. */
  listeningOn(port: number): void;
  /** Stops the projector, then the pool, then the embedded PostgreSQL (in that order). */
  stop(): Promise<void>;
}

/**
 * The composition root of a process: database (embedded unless DATABASE_URL), migrations, event
 * store, projection runner, admin account and demo data.
 */
export async function startRuntime(
  env: Env,
  log: FastifyBaseLogger,
  options: {
    background: BackgroundWork;
    seed: boolean;
    /** What this process is (and the port it serves), named to another start refused on DATA_DIR. */
    holder: { purpose: string; port?: number };
    /** 'join': beside a live owner of DATA_DIR, use its embedded PostgreSQL (a rebuild). */
    whenInUse?: WhenInUse;
  },
): Promise<Runtime> {
  // Before the database starts: a bank configuration that cannot work stops start-up first.
  const bank = await bankSetup(env);
  const { url, embedded } = await processDatabase(env.DATABASE_URL, log, {
    dir: join(env.DATA_DIR, 'pg'),
    holder: options.holder,
    whenInUse: options.whenInUse ?? 'refuse',
  });
  const sql: Sql = connect(url, { max: 20 });
  const applied = await migrateAll(sql);
  if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');

  const store = openEventStore(env, sql);
  const runner = new ProjectionRunner(sql, store, allProjections, { log });
  // The watchdog has its own connection, so a saturated pool never hides whether the database answers.
  const databaseUrl = url;
  const database = new DatabaseAvailability(
    () => connect(databaseUrl, { max: 1, connectTimeoutSeconds: 1, application: 'hotel-watchdog' }),
    { log },
  );
  database.start();
  const changes = new ChangeFeed(sql);
  changes.start();
  let leadership: Leadership | null = null;
  const deps: AppDeps = {
    sql,
    store,
    hotelTimeZone: env.HOTEL_TIME_ZONE,
    now: () => new Date(),
    waitForProjections: droppingOwnWrites(
      readYourWrites(runner, READ_YOUR_WRITES_MS, log),
      changes,
    ),
    database,
    changes,
    memos: readMemos(sql, changes, env.HOTEL_TIME_ZONE),
    staffEvents: { lifetimeMs: env.STAFF_EVENTS_LIFETIME_SECONDS * 1000 },
    ...(options.background === 'run' ? { projector: runner } : {}),
    // Standby is this process's proper state until the active projector dies: /health/ready says so.
    ...(options.background === 'lead'
      ? {
          projector: { state: () => ({ ...runner.state(), role: leadership?.state ?? 'standby' }) },
        }
      : {}),
    publicUrl: env.PUBLIC_URL,
    contacts: env.CONTACTS,
    uploadsDir: join(env.DATA_DIR, 'uploads'),
    limits: DEFAULT_LIMITS,
    // The gateway client is the same for a real bank and the sandbox: only the settings differ.
    bank: createBankGateway(bank.gateway),
    paymentCallbackKey: env.PAYMENT_CALLBACK_KEY ?? null,
    ...(embedded ? { embeddedDatabase: embedded } : {}),
  };
  const poller = new PaymentPoller(deps, log);
  // The guests' e-mails go with the rest of the background work: one active writer and sender.
  const mail = mailWork(sql, store, log, {
    smtpUrl: env.SMTP_URL ?? null,
    from: env.MAIL_FROM ?? null,
    dataDir: env.DATA_DIR,
    publicUrl: env.PUBLIC_URL,
    hotelTimeZone: env.HOTEL_TIME_ZONE,
    contacts: env.CONTACTS,
    now: () => deps.now(),
  });
  deps.mail = mail.outbox;
  // Moves of stays a crash left half-done are finished by the active background, not by every replica.
  const moves = new StayMoveResumer(deps, log);
  const background = {
    start() {
      runner.start();
      poller.start();
      mail.start();
      moves.start();
    },
    async stop() {
      await moves.stop();
      await mail.stop();
      await poller.stop();
      await runner.stop();
    },
  };
  if (options.background === 'run') background.start();
  if (options.background === 'lead') {
    leadership = new Leadership(url, 'projector', background, log);
    await leadership.start();
  }

  // Replicas starting together seed one at a time: the second finds the admin and the demo hotel.
  if (options.seed)
    await withSeedLock(sql, async () => {
      const admin = await ensureAdminAccount(sql, {
        email: env.ADMIN_EMAIL,
        password: env.ADMIN_PASSWORD,
      });
      if (admin?.generatedPassword) {
        // Printed once: the next start finds the admin and prints nothing.
        log.warn(
          `Admin account created: ${admin.email} / ${admin.generatedPassword} (set ADMIN_EMAIL/ADMIN_PASSWORD to choose)`,
        );
      } else if (admin) {
        log.info(`Admin account ready: ${admin.email}`);
      }
      if (env.DEMO_DATA) {
        const { catalog, windows } = await seedDemoData(deps);
        if (catalog || windows > 0) log.info({ catalog, windows }, 'demo data created');
      }
    });

  return {
    deps,
    runner,
    poller,
    leadership,
    sandboxBank: bank.sandbox,
    listeningOn(port) {
      if (bank.sandbox && port !== env.PORT) deps.bank = createBankGateway(bank.gatewayOn(port));
    },
    async stop() {
      // Leadership stops the work it started and gives the lock to a standby.
      await (leadership ? leadership.stop() : background.stop());
      await store.close();
      await changes.stop();
      await database.stop();
      await sql.end({ timeout: 5 });
      await embedded?.stop();
    },
  };
}

/** Runs `seed` under a session advisory lock (its own reserved connection holds it). */
async function withSeedLock(sql: Sql, seed: () => Promise<void>): Promise<void> {
  const session = await sql.reserve();
  try {
    await session`select pg_advisory_lock(hashtext('hotel-seed'))`;
    try {
      await seed();
    } finally {
      await session`select pg_advisory_unlock(hashtext('hotel-seed'))`;
    }
  } finally {
    session.release();
  }
}
