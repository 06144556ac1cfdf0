import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

/** A caller's request id is kept only as a short token: it becomes each event's correlation id. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request's id: the caller's `X-Request-Id` when it is a safe token, else a new one. */
export function requestId(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** The API's paths: their answers depend on who asks unless a route says how to cache it. */
const API_PATH = /^\/(?:api|trpc)(?:[/?]|$)/;

/**
 * Headers every answer gets: its request id (to quote to the front desk or find in the logs), and
 * `Cache-Control: no-store` on an API answer that sets no caching of its own (a person's bookings,
 * the clients, the ledger: nothing a shared cache or the browser's history may keep).
 */
export const answerHeaders = fp(async (app) => {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (API_PATH.test(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
});
