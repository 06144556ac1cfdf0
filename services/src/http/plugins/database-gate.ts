import fp from 'fastify-plugin';
import { translate } from '@hotel/contracts';
import type { AppDeps } from '../../application/deps';
import { AppError } from '../../application/errors';
import {
  currentRequestScope,
  runInRequestScope,
  type RequestScope,
} from '../../application/request-scope';
import type { DatabaseAvailability } from '../../db/availability';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the database answers (the watchdog): routes ask it before running a failed read again. */
    database: Pick<DatabaseAvailability, 'down' | 'probe'>;
  }
}

/**
 * The request's scope (its client still waiting, read models caught up) and the database gate:
 * while the watchdog says the database does not answer, /api and /trpc answer 503 at once in the
 * caller's language instead of queueing for the pool and running minutes later. A database
 * failure met by a request has the watchdog probe at once (a failed probe, not the request's
 * error, marks it down). An answer whose read models did not catch
 * up within the wait carries a notice (and an `x-read-models: lagging` header).
 */
export const databaseGate = fp<{ deps: AppDeps }>(
  async (app, { deps }) => {
    app.decorate('database', deps.database);
    app.addHook('onRequest', (request, reply, done) => {
      const controller = new AbortController();
      // The connection closing before an answer was sent: the client went away. Work a route
      // deliberately goes on with after answering (the bank's callback) is not the client's.
      reply.raw.once('close', () => {
        if (!reply.sent && !reply.raw.writableFinished) controller.abort();
      });
      const scope: RequestScope = { signal: controller.signal, readModelsLagging: false };
      runInRequestScope(scope, () => {
        const path = request.url;
        if (deps.database.down && (path.startsWith('/api/') || path.startsWith('/trpc/'))) {
          done(new AppError('unavailable', 'error.databaseUnavailable'));
          return;
        }
        done();
      });
    });

    app.addHook('onError', async (_request, _reply, error) => {
      deps.database.report(error);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (!currentRequestScope()?.readModelsLagging) return payload;
      void reply.header('x-read-models', 'lagging');
      const json =
        typeof payload === 'string' &&
        String(reply.getHeader('content-type') ?? '').startsWith('application/json');
      if (!json || reply.statusCode >= 300 || !request.url.startsWith('/api/')) return payload;
      try {
        const body = JSON.parse(payload) as Record<string, unknown>;
        return JSON.stringify({ ...body, notice: translate(request.lang, 'readModels.lagging') });
      } catch {
        return payload;
      }
    });
  },
  { name: 'database-gate', dependencies: ['request-language'] },
);
