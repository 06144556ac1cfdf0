import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { translate } from '@hotel/contracts';

/** Vite writes content-hashed names under assets/: a changed file gets a new name, so the old one never changes. */
const HASHED_ASSETS = `${sep}assets${sep}`;

/** The page for every path but `/` and `/rooms` (client/scripts/home-preload.ts): index.html without the home page's image hint. */
const APP_HTML = 'app.html';

/** The page of `/rooms`: app.html that also asks for the room types and their first picture before the app runs. */
const ROOMS_HTML = 'rooms.html';

/**
 * Serves the built React app; any other GET that wants HTML gets the app's page, so deep links
 * such as /rooms load the app (its router shows the 404 screen for unknown paths).
 *
 * The build writes a brotli and a gzip copy beside each text file (client/scripts/precompress.ts);
 * the one the browser's Accept-Encoding prefers is sent as it is (Vary: Accept-Encoding), the
 * file itself to a client that takes neither. Hashed assets are cached for a year and never
 * revalidated; the pages and the unhashed files (images, no-eval.js) are revalidated on every
 * use (no-cache, answered 304 while the ETag matches), so a deploy is seen at the next visit.
 */
export async function staticClient(app: FastifyInstance, distDir: string): Promise<void> {
  const hasClient = existsSync(join(distDir, 'index.html'));
  const page = existsSync(join(distDir, APP_HTML)) ? APP_HTML : 'index.html';
  const pages = new Map([['/', 'index.html'], ...(existsSync(join(distDir, ROOMS_HTML)) ? [['/rooms', ROOMS_HTML] as const] : [])]);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: 'index.html',
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && request.headers.accept?.includes('text/html');
    if (hasClient && wantsPage) return reply.type('text/html').sendFile(pages.get(path) ?? page);
    return reply.status(404).send({ error: translate(request.lang, 'error.routeNotFound', { path }) });
  });
}
