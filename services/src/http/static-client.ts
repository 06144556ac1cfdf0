import { sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '@hotel/contracts';

/** Vite writes content-hashed names under assets/: a changed file gets a new name, so the old one never changes. */
const HASHED_ASSETS = `${sep}assets${sep}`;

/** Paths never rendered as a page when nothing is found there: the API, tRPC and the build's files. */
const NOT_PAGES = /^\/(api|trpc|assets)(\/|$)/;

type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Serves the built client's files (client/dist), and hands every other GET that wants HTML to
 * `page` (the server's render, pages.ts); anything else unknown is a JSON 404.
 *
 * The build writes a brotli and a gzip copy beside each text file (client/scripts/precompress.ts);
 * the one the browser's Accept-Encoding prefers is sent as it is (Vary: Accept-Encoding), the
 * file itself to a client that takes neither. Hashed assets are cached for a year and never
 * revalidated; the unhashed files (images, no-eval.js) are revalidated on every use (no-cache,
 * answered 304 while the ETag matches), so a deploy is seen at the next visit.
 */
export async function staticClient(
  app: FastifyInstance,
  distDir: string,
  page: PageHandler | null,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build's manifest (.vite/) is for the server alone.
    dotfiles: 'deny',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        path.includes(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A page for whoever may read one: browsers ask for HTML, link previews and crawlers often
    // accept anything or say nothing. The API, tRPC and the build's files answer JSON.
    const accept = request.headers.accept;
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !NOT_PAGES.test(path) &&
      (!accept || accept.includes('text/html') || accept.includes('*/*'));
    if (page && wantsPage) return page(request, reply);
    return reply
      .status(404)
      .send({ error: translate(request.lang, 'error.routeNotFound', { path }) });
  });
}
