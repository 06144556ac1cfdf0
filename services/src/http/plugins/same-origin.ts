import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../../application/deps';
import { AppError } from '../../application/errors';
import { sendTrpcRefusal } from '../trpc/refusal';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The documented GETs that change state (kept for the REST contract); a HEAD runs their handler too. */
const STATE_CHANGING_GETS = new Set([
  '/api/logout',
  '/api/bookings/:id/reverse',
  '/api/bookings/:id/refund',
]);

/** The bank's ways in: it redirects the guest back from its site, and its server posts callbacks. */
const BANK_ENTRANCES = new Set(['GET /api/payment/return', 'POST /api/payment/callback']);

/** Whether a request to this route pattern changes state: the ones that must come from our pages. */
export function changesState(method: string, route: string): boolean {
  if (!route.startsWith('/api/') && !route.startsWith('/trpc/')) return false;
  if (BANK_ENTRANCES.has(`${method} ${route}`)) return false;
  if (UNSAFE_METHODS.has(method)) return true;
  return (method === 'GET' || method === 'HEAD') && STATE_CHANGING_GETS.has(route);
}

/**
 * Whether a request to this route pattern only reads: a GET or HEAD that changes no state (the
 * bank's return settles a payment). Such a request may be run again.
 */
export function onlyReads(method: string, route: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    !BANK_ENTRANCES.has(`GET ${route}`) &&
    !STATE_CHANGING_GETS.has(route)
  );
}

const originOf = (url: string): string | null => (URL.canParse(url) ? new URL(url).origin : null);

/**
 * Whether a browser marks the request as coming from a page not of `ownOrigin`: by Origin when it
 * sends one, else by Fetch Metadata (only `same-origin` and `none`, a typed address or bookmark,
 * pass: `same-site` is a sibling host, not us), else by the Referer's origin. Browsers send at
 * least one of them on every cross-site request that could change state; a request with none is
 * not from a web page (curl, a server, a bearer-token client) and passes.
 */
export function comesFromAnotherSite(
  headers: FastifyRequest['headers'],
  ownOrigin: string,
): boolean {
  const site = headers['sec-fetch-site'];
  if (headers.origin !== undefined) return headers.origin !== ownOrigin;
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  if (headers.referer !== undefined) return originOf(headers.referer) !== ownOrigin;
  return false;
}

/**
 * One rule for REST and tRPC: every state-changing request comes from our own origin (PUBLIC_URL's),
 * or is refused with 403 before any body is read — a localized `{ error }` on /api, tRPC's
 * FORBIDDEN on /trpc. The sandbox bank (/sandbox-bank) is outside both and posts to itself.
 */
export const sameOrigin = fp(
  async (app, options: { deps: AppDeps }) => {
    app.addHook('onRequest', async (request, reply) => {
      const route = request.routeOptions.url;
      if (route === undefined || !changesState(request.method, route)) return;
      // Read per request: PUBLIC_URL is fixed in production, but tests learn their port after build.
      if (!comesFromAnotherSite(request.headers, originOf(options.deps.publicUrl) ?? '')) return;
      const refusal = new AppError('forbidden', 'error.crossSite');
      if (route.startsWith('/trpc/')) return sendTrpcRefusal(request, reply, refusal);
      throw refusal;
    });
  },
  { name: 'same-origin', dependencies: ['request-language', 'error-handling'] },
);
