import type { FastifyInstance } from 'fastify';
import { publishedRoomTypes } from '../../catalog/catalog';
import type { AppDeps } from '../../application/deps';

/** The public catalog. */
export function catalogRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/room-types', async () => ({ data: await publishedRoomTypes(deps) }));
}
