import type { FastifyBaseLogger } from 'fastify';

/**
 * On SIGINT/SIGTERM: run `stop` (which must stop accepting, let in-flight work finish, then close
 * the database) and exit. A terminal's Ctrl+C may reach us twice (directly and through a wrapper);
 * only a signal given deliberately later forces the exit.
 */
export function onShutdownSignals(logger: FastifyBaseLogger, stop: () => Promise<void>): void {
  let stoppingSince: number | null = null;
  const shutdown = async (signal: string) => {
    if (stoppingSince !== null) {
      if (performance.now() - stoppingSince < 1000) return;
      logger.warn('second signal: exiting now');
      process.exit(1);
    }
    stoppingSince = performance.now();
    logger.info(`${signal}: finishing in-flight requests, then stopping`);
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
