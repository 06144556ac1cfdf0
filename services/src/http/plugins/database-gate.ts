import fp from 'fastify-plugin';
import type { AppDeps } from '../../application/deps';
import { readModelsNotice } from './read-models-notice';
import { requestScope } from './request-scope';
import { unavailableDatabase } from './unavailable-database';

/**
 * The request's scope (its client still waiting, read models caught up), the database gate (503
 * at once while the database does not answer) and the notice of read models that lag, in this
 * order: the gate's refusal and everything after it run in the request's scope.
 */
export const databaseGate = fp<{ deps: AppDeps }>(
  async (app, { deps }) => {
    await app.register(requestScope);
    await app.register(unavailableDatabase, { database: deps.database });
    await app.register(readModelsNotice);
  },
  { name: 'database-gate', dependencies: ['request-language'] },
);
