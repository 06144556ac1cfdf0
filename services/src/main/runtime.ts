import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { allProjections, ProjectionRunner } from '@hotel/projections';
import { DEFAULT_LIMITS, type AppDeps } from '../application/deps';
import { droppingOwnWrites, readMemos } from '../application/memos';
import { ChangeFeed } from '../db/change-feed';
import { ensureAdminAccount } from '../auth/admin-account';
import { createBankGateway } from '../bank/gateway';
import { PaymentPoller } from '../booking/payment-poller';
import { seedDemoData } from '../catalog/demo-data';
import { readYourWrites } from '../application/read-your-writes';
import { DatabaseAvailability } from '../db/availability';
import { connect, type Sql } from '../db/connect';
import { startEmbeddedPostgres, type EmbeddedPostgres, type WhenInUse } from '../db/embedded-postgres';
import { migrateAll } from '../db/migrations';
import type { Env } from '../env';
import { validateDomainEvent } from '../event-store/domain-events';
import { createEventStore } from '../event-store/select';
import { bankSetup } from './bank-setup';

/** Read-your-writes: how long a command waits for the read models before answering anyway. */
const READ_YOUR_WRITES_MS = 2000;

export interface Runtime {
  deps: AppDeps;
  runner: ProjectionRunner;
  poller: PaymentPoller;
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
    runProjector: boolean;
    seed: boolean;
    /** What this process is (and the port it serves), named to another start refused on DATA_DIR. */
    holder: { purpose: string; port?: number };
    /** 'join': beside a live owner of DATA_DIR, use its embedded PostgreSQL (a rebuild). */
    whenInUse?: WhenInUse;
  },
): Promise<Runtime> {
  // Before the database starts: a bank configuration that cannot work stops start-up first.
  const bank = await bankSetup(env);
  let embedded: EmbeddedPostgres | null = null;
  let url = env.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dir: join(env.DATA_DIR, 'pg'),
      log: (line) => log.info(line),
      holder: options.holder,
      whenInUse: options.whenInUse ?? 'refuse',
    });
    url = embedded.url;
  }
  const sql: Sql = connect(url, { max: 20 });
  const applied = await migrateAll(sql);
  if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');

  const store = createEventStore(env, sql, validateDomainEvent);
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
  const deps: AppDeps = {
    sql,
    store,
    hotelTimeZone: env.HOTEL_TIME_ZONE,
    now: () => new Date(),
    waitForProjections: droppingOwnWrites(readYourWrites(runner, READ_YOUR_WRITES_MS, log), changes),
    database,
    changes,
    memos: readMemos(sql, changes, env.HOTEL_TIME_ZONE),
    ...(options.runProjector ? { projector: runner } : {}),
    publicUrl: env.PUBLIC_URL,
    contacts: env.CONTACTS,
    uploadsDir: join(env.DATA_DIR, 'uploads'),
    limits: DEFAULT_LIMITS,
    // The gateway client is the same for a real bank and the sandbox: only the settings differ.
    bank: createBankGateway(bank.gateway),
    paymentCallbackKey: env.PAYMENT_CALLBACK_KEY ?? null,
  };
  const poller = new PaymentPoller(deps, log);
  if (options.runProjector) {
    runner.start();
    poller.start();
  }

  if (options.seed) {
    const admin = await ensureAdminAccount(sql, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    if (admin?.generatedPassword) {
      // Printed once: the next start finds the admin and prints nothing.
      log.warn(`Admin account created: ${admin.email} / ${admin.generatedPassword} (set ADMIN_EMAIL/ADMIN_PASSWORD to choose)`);
    } else if (admin) {
      log.info(`Admin account ready: ${admin.email}`);
    }
    if (env.DEMO_DATA) {
      const { catalog, windows } = await seedDemoData(deps);
      if (catalog || windows > 0) log.info({ catalog, windows }, 'demo data created');
    }
  }

  return {
    deps,
    runner,
    poller,
    sandboxBank: bank.sandbox,
    listeningOn(port) {
      if (bank.sandbox && port !== env.PORT) deps.bank = createBankGateway(bank.gatewayOn(port));
    },
    async stop() {
      await poller.stop();
      await runner.stop();
      await store.close();
      await changes.stop();
      await database.stop();
      await sql.end({ timeout: 5 });
      await embedded?.stop();
    },
  };
}
