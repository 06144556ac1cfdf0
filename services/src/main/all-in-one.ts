import { fileURLToPath } from 'node:url';
import { DataDirInUse } from '../db/data-dir-lock';
import { buildApp } from '../http/app';
import { EnvError, loadEnv } from '../env';
import { onShutdownSignals } from './graceful-shutdown';
import { createLogger } from './logger';
import { startRuntime } from './runtime';
import { guardDriverRejections } from '../db/driver-guard';
import { startRelayInProcess } from '../relay/in-process';

/**
 * `npm start`: one process with the API, the projector and the built client, on an embedded
 * PostgreSQL unless DATABASE_URL is set.
 */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const env = loadEnv();
  const logger = createLogger(env);
  guardDriverRejections(logger);
  const runtime = await startRuntime(env, logger, {
    runProjector: true,
    seed: true,
    holder: { purpose: 'npm start', ...(env.PORT > 0 ? { port: env.PORT } : {}) },
  });
  const clientDist = env.SERVE_CLIENT ? fileURLToPath(new URL('../../../client/dist', import.meta.url)) : null;
  const app = await buildApp(runtime.deps, { logger, clientDist, sandboxBank: runtime.sandboxBank, bankUrl: env.PAYMENT_GATEWAY_URL ?? null });
  try {
    await app.listen({ port: env.PORT, host: env.HOST });
    const address = app.server.address();
    if (typeof address === 'object' && address) runtime.listeningOn(address.port);
  } catch (error) {
    // A port in use, say: leave nothing running behind us (the embedded PostgreSQL included).
    await app.close().catch(() => undefined);
    await runtime.stop().catch(() => undefined);
    throw error;
  }
  const relay = await startRelayInProcess(env, runtime.deps, logger);
  logger.info(`Hotel site ready on ${env.PUBLIC_URL} in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);

  onShutdownSignals(logger, async () => {
    await app.close(); // stop accepting, let in-flight requests finish
    await relay?.stop(); // the Kafka relay (KAFKA_BROKERS): its batch in flight, then the producer
    await runtime.stop(); // poller, projector, pool, then PostgreSQL
  });
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirInUse) {
    console.error(error.message);
  } else {
    console.error('Start-up failed:', error);
  }
  process.exit(1);
});
