import fp from 'fastify-plugin';
import type { AppDeps } from '../../application/deps';
import { AppError } from '../../application/errors';
import type { DatabaseAvailability } from '../../db/availability';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the database answers (the watchdog): routes ask it before running a failed read again. */
    database: Pick<DatabaseAvailability, 'down' | 'probe'>;
  }
}

/**
 * While the watchdog says the database does not answer, /api and /trpc answer 503 at once in the
 * caller's language instead of queueing for the pool and running minutes later. A database
 * failure met by a request has the watchdog probe at once (a failed probe, not the request's
 * error, marks it down).
 */
export const unavailableDatabase = fp<{ database: AppDeps['database'] }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.addHook('onRequest', (request, _reply, done) => {
      const path = request.url;
      if (database.down && (path.startsWith('/api/') || path.startsWith('/trpc/'))) {
        done(new AppError('unavailable', 'error.databaseUnavailable'));
        return;
      }
      done();
    });

    app.addHook('onError', async (_request, _reply, error) => {
      database.report(error);
    });
  },
  { name: 'unavailable-database' },
);
