import { RebuildStopped } from '@hotel/projections';
import { DataDirInUse } from '../db/data-dir-lock';
import { NoDatabase, requireExistingDatabase } from '../db/existing-database';
import { EnvError, loadEnv } from '../env';
import { createLogger } from './logger';
import { startRuntime } from './runtime';
import { guardDriverRejections } from '../db/driver-guard';

/**
 * `npm run projections:rebuild -- <name>`: replays one read model from position zero (for the
 * ledger, this is the accountants' replay) into copies of its tables and swaps them in atomically
 * once they caught up. Safe beside a running server: its readers keep the complete old model until
 * the swap, and its runner waits only for the swap. An event the projector cannot apply stops the
 * rebuild with the live model untouched.
 */
async function main(): Promise<void> {
  const env = loadEnv();
  const logger = createLogger(env);
  guardDriverRejections(logger);
  const name = process.argv[2];
  requireExistingDatabase(env, 'rebuild');
  // Beside a running `npm start` it works on that server's PostgreSQL and leaves it running; alone,
  // it owns DATA_DIR for its run (starting and stopping PostgreSQL) like any other start.
  const runtime = await startRuntime(env, logger, {
    background: 'off',
    seed: false,
    holder: { purpose: 'npm run projections:rebuild' },
    whenInUse: 'join',
  });
  try {
    if (!name) {
      logger.error(
        `Usage: npm run projections:rebuild -- <name>   (one of: ${runtime.runner.names.join(', ')})`,
      );
      process.exitCode = 2;
      return;
    }
    const started = performance.now();
    const events = await runtime.runner.rebuild(name);
    logger.info(
      `Rebuilt ${name} from position 0: ${events} events in ${((performance.now() - started) / 1000).toFixed(2)} s`,
    );
  } finally {
    await runtime.stop();
  }
}

main().catch((error: unknown) => {
  const told = [EnvError, DataDirInUse, RebuildStopped, NoDatabase].some(
    (kind) => error instanceof kind,
  );
  console.error(told && error instanceof Error ? error.message : error);
  process.exit(1);
});
