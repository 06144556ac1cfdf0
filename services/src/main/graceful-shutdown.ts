import type { FastifyBaseLogger } from 'fastify';

/** How long a graceful stop may take before the process exits anyway (non-zero). */
const STOP_DEADLINE_MS = 15_000;

/**
 * On SIGINT/SIGTERM: run `stop` (which must stop accepting, let in-flight work finish, then close
 * the database) and exit. A terminal's Ctrl+C may reach us twice (directly and through a wrapper);
 * only a signal given deliberately later forces the exit. A stop that hangs (a database that does
 * not answer) ends after `deadlineMs` with exit code 1.
 */
export function onShutdownSignals(
  logger: FastifyBaseLogger,
  stop: () => Promise<void>,
  deadlineMs = STOP_DEADLINE_MS,
): void {
  let stoppingSince: number | null = null;
  const shutdown = async (signal: string) => {
    if (stoppingSince !== null) {
      if (performance.now() - stoppingSince < 1000) return;
      logger.warn('second signal: exiting now');
      process.exit(1);
    }
    stoppingSince = performance.now();
    logger.info(`${signal}: finishing in-flight requests, then stopping`);
    const deadline = setTimeout(() => {
      logger.error(`shutdown did not finish within ${deadlineMs / 1000} s: exiting now`);
      process.exit(1);
    }, deadlineMs);
    deadline.unref();
    try {
      await stop();
      logger.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
