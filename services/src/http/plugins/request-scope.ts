import fp from 'fastify-plugin';
import { runInRequestScope, type RequestScope } from '../../application/request-scope';

/**
 * Runs each request in its scope (application/request-scope.ts): the rest of its hooks, its
 * handler and the application code under it know whether its client still waits.
 */
export const requestScope = fp(
  async (app) => {
    app.addHook('onRequest', (_request, reply, done) => {
      const controller = new AbortController();
      // The connection closing before an answer was sent: the client went away. Work a route
      // deliberately goes on with after answering (the bank's callback) is not the client's.
      reply.raw.once('close', () => {
        if (!reply.sent && !reply.raw.writableFinished) controller.abort();
      });
      const scope: RequestScope = { signal: controller.signal, readModelsLagging: false };
      runInRequestScope(scope, () => done());
    });
  },
  { name: 'request-scope' },
);
