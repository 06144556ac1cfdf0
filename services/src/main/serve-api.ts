import { fileURLToPath } from 'node:url';
import { DataDirInUse } from '../db/data-dir-lock';
import { guardDriverRejections } from '../db/driver-guard';
import { buildApp } from '../http/app';
import { EnvError, loadEnv, type Env } from '../env';
import { onShutdownSignals } from './graceful-shutdown';
import { createLogger } from './logger';
import { startRuntime, type BackgroundWork } from './runtime';
import { startRelayInProcess } from '../relay/in-process';

/**
 * Runs a process that serves the HTTP API (and the built client when SERVE_CLIENT): `npm start`
 * with the background work in it, or an `api` replica without. Stops gracefully on SIGTERM/SIGINT.
 */
export async function serveApi(options: {
  /** Named in the log and to another start refused on DATA_DIR. */
  purpose: string;
  background: BackgroundWork;
  /** A configuration this kind of process cannot run with, as an EnvError's lines. */
  refuse?: (env: Env) => string[];
}): Promise<void> {
  const startedAt = performance.now();
  const env = loadEnv();
  const refusals = options.refuse?.(env) ?? [];
  if (refusals.length > 0)
    throw new EnvError(`Invalid configuration:\n${refusals.map((line) => `  ${line}`).join('\n')}`);
  const logger = createLogger(env);
  guardDriverRejections(logger);
  const runtime = await startRuntime(env, logger, {
    background: options.background,
    seed: true,
    holder: { purpose: options.purpose, ...(env.PORT > 0 ? { port: env.PORT } : {}) },
  });
  const clientDist = env.SERVE_CLIENT
    ? fileURLToPath(new URL('../../../client/dist', import.meta.url))
    : null;
  const app = await buildApp(runtime.deps, {
    logger,
    clientDist,
    sandboxBank: runtime.sandboxBank,
    bankUrl: env.PAYMENT_GATEWAY_URL ?? null,
    ...(env.TRUST_PROXY === undefined ? {} : { trustProxy: env.TRUST_PROXY }),
  });
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
  // `npm start` relays to Kafka itself when KAFKA_BROKERS is set; a deployment runs `relay` processes.
  const relay =
    options.background === 'run' ? await startRelayInProcess(env, runtime.deps, logger) : null;
  logger.info(
    `Hotel site ready on ${env.PUBLIC_URL} in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
  );

  onShutdownSignals(logger, async () => {
    await app.close(); // stop accepting, let in-flight requests finish
    await relay?.stop(); // the Kafka relay: its batch in flight, then the producer
    await runtime.stop(); // background work, pool, then PostgreSQL
  });
}

/** A start-up failure: a configuration message alone, anything else with its stack; exit 1. */
export function exitOnStartFailure(error: unknown): never {
  if (error instanceof EnvError || error instanceof DataDirInUse) {
    console.error(error.message);
  } else {
    console.error('Start-up failed:', error);
  }
  process.exit(1);
}
