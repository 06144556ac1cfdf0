import type { FastifyInstance } from 'fastify';
import { publishedRoomTypes } from '../../catalog/catalog';
import type { AppDeps } from '../../application/deps';
import { restRoute } from './rest-route';

/** The public catalog. */
export function catalogRoutes(app: FastifyInstance, deps: AppDeps): void {
  restRoute(app, 'GET /api/room-types', async () => ({ data: await publishedRoomTypes(deps) }));
}
