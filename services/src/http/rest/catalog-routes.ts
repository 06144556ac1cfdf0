import type { FastifyInstance } from 'fastify';
import { matchesEtag } from '../../catalog/published-catalog';
import type { AppDeps } from '../../application/deps';
import { restRoute } from './rest-route';

/**
 * The public catalog, sent as the body serialized once per catalog change; its entity tag lets a
 * browser revalidate (`no-cache`) and get a 304 without a body while nothing changed.
 */
export function catalogRoutes(app: FastifyInstance, deps: AppDeps): void {
  restRoute(app, 'GET /api/room-types', async (request, reply) => {
    const { body, etag } = await deps.memos.publishedRoomTypes();
    void reply.header('etag', etag).header('cache-control', 'no-cache');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
