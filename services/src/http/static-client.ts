import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { translate } from '@hotel/contracts';

/**
 * Serves the built React app; any other GET that wants HTML gets index.html, so deep links such
 * as /rooms load the app (its router shows the 404 screen for unknown paths).
 */
export async function staticClient(app: FastifyInstance, distDir: string): Promise<void> {
  const hasClient = existsSync(join(distDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: 'index.html' });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && request.headers.accept?.includes('text/html');
    if (hasClient && wantsPage) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({ error: translate(request.lang, 'error.routeNotFound', { path: request.url.split('?')[0] ?? '' }) });
  });
}
