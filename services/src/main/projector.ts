import Fastify, { type FastifyBaseLogger } from 'fastify';
import { guardDriverRejections } from '../db/driver-guard';
import { EnvError, loadEnv } from '../env';
import { healthRoutes } from '../http/health';
import { onShutdownSignals } from './graceful-shutdown';
import { createLogger } from './logger';
import { startRuntime } from './runtime';
import { exitOnStartFailure } from './serve-api';

/**
 * `npm run start:projector`: the background work of the hotel, one active process at a time
 * across every process on the database (a PostgreSQL advisory lock, db/leadership.ts); more of
 * them wait as standby and one takes over within a second or two when the active one dies.
 *
 * It runs the projection runner (the read models) and the payment poller. The poller belongs
 * here, not in the `api` replicas: it is background work that wants one runner, not one per
 * replica (it has its own per-pass lock, so N replicas would only take turns asking the bank
 * the same questions); it reads the read models this process keeps; and `api` replicas stay
 * pure request servers, scaled by load alone. So this process talks to the bank too: it needs
 * PAYMENT_GATEWAY_URL (a real bank, or `npm run sandbox-bank` for staging), because a sandbox
 * mounted in an `api` replica answers its merchant API on loopback only.
 *
 * It serves no API: only /health/live and /health/ready (active or standby, and the read models'
 * lag) on PORT, for the orchestrator.
 */
async function main(): Promise<void> {
  const env = loadEnv();
  const refusals = [
    ...(env.DATABASE_URL
      ? []
      : [
          "DATABASE_URL: required by the projector process (it shares the api replicas' PostgreSQL)",
        ]),
    ...(env.PAYMENT_GATEWAY
      ? []
      : [
          'PAYMENT_GATEWAY_URL: required by the projector process, whose payment poller asks the bank (a real one, or `npm run sandbox-bank`)',
        ]),
  ];
  if (refusals.length > 0)
    throw new EnvError(`Invalid configuration:\n${refusals.map((line) => `  ${line}`).join('\n')}`);
  const logger: FastifyBaseLogger = createLogger(env);
  guardDriverRejections(logger);
  const runtime = await startRuntime(env, logger, {
    background: 'lead',
    seed: false,
    holder: { purpose: 'projector' },
  });
  const health = Fastify({
    loggerInstance: logger,
    return503OnClosing: true,
    disableRequestLogging: true,
  });
  healthRoutes(health, runtime.deps);
  try {
    await health.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    await runtime.stop().catch(() => undefined);
    throw error;
  }
  logger.info(`Projector ${runtime.leadership?.state ?? 'standby'}; health on port ${env.PORT}`);

  onShutdownSignals(logger, async () => {
    await health.close();
    await runtime.stop(); // the work stops, the lock goes to a standby, then the pool closes
  });
}

main().catch(exitOnStartFailure);
