import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { CREDENTIALS_FILE, sandboxCredentials } from '../bank/sandbox/credentials';
import { sandboxBank } from '../bank/sandbox/sandbox-bank';
import { connect } from '../db/connect';
import { DataDirInUse } from '../db/data-dir-lock';
import { migrateAll } from '../db/migrations';
import { EnvError, loadEnv } from '../env';
import { databaseHealthRoutes } from '../http/health';
import { onShutdownSignals } from './graceful-shutdown';
import { createLogger } from './logger';
import { processDatabase } from './process-database';
import { guardDriverRejections } from '../db/driver-guard';

/**
 * `npm run sandbox-bank`: the sandbox bank alone, for a staging deployment where the hotel talks
 * to it over the network (PAYMENT_GATEWAY_URL=<this PUBLIC_URL>/sandbox-bank/), so its merchant
 * API answers any address. It listens on PORT with the merchant account PAYMENT_GATEWAY_USER/
 * PASSWORD when both are set, else one generated for DATA_DIR (in its
 * sandbox-bank-credentials.json); on DATABASE_URL or else an embedded PostgreSQL of its own
 * (DATA_DIR/sandbox-bank-pg): a bank's data is not the hotel's. Production refuses it unless
 * SANDBOX_BANK=1 (see env.ts). /health/live and /health/ready (its database answers) for the
 * orchestrator.
 */
async function main(): Promise<void> {
  const env = loadEnv();
  const logger: FastifyBaseLogger = createLogger(env);
  guardDriverRejections(logger);
  const credentials =
    env.PAYMENT_GATEWAY_USER && env.PAYMENT_GATEWAY_PASSWORD
      ? { userName: env.PAYMENT_GATEWAY_USER, password: env.PAYMENT_GATEWAY_PASSWORD }
      : await sandboxCredentials(env.DATA_DIR);
  const { url, embedded } = await processDatabase(env.DATABASE_URL, logger, {
    dir: join(env.DATA_DIR, 'sandbox-bank-pg'),
    holder: { purpose: 'npm run sandbox-bank', ...(env.PORT > 0 ? { port: env.PORT } : {}) },
  });
  const sql = connect(url, { max: 5, application: 'sandbox-bank' });
  const applied = await migrateAll(sql);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');

  const app = Fastify({ loggerInstance: logger, return503OnClosing: true, bodyLimit: 64 * 1024 });
  databaseHealthRoutes(app, sql);
  await app.register(sandboxBank, {
    prefix: '/sandbox-bank',
    sql,
    credentials,
    merchantApi: 'network',
    // Guests' browsers get the payment page on PUBLIC_URL (behind the site's proxy, say), not on
    // the address the hotel's processes reach it by (a container's name).
    publicUrl: env.PUBLIC_URL,
  });
  await app.listen({ port: env.PORT, host: env.HOST });
  logger.info(
    `Sandbox bank ready: gateway ${env.PUBLIC_URL}/sandbox-bank/ (user ${credentials.userName}; ` +
      `password ${env.PAYMENT_GATEWAY_PASSWORD ? 'from PAYMENT_GATEWAY_PASSWORD' : `in ${env.DATA_DIR}/${CREDENTIALS_FILE}`})`,
  );

  onShutdownSignals(logger, async () => {
    await app.close();
    await sql.end({ timeout: 5 });
    await embedded?.stop();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError || error instanceof DataDirInUse ? error.message : error);
  process.exit(1);
});
