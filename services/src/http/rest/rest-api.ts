import type { FastifyInstance } from 'fastify';
import { translate } from '@hotel/contracts';
import type { AppDeps } from '../../application/deps';
import { authRoutes } from './auth-routes';
import { calendarRoutes } from './calendar-routes';
import { catalogRoutes } from './catalog-routes';

/** The REST adapter at `/api`: the documented endpoints of REST-CONTRACT.md. */
export async function restApi(app: FastifyInstance, deps: AppDeps): Promise<void> {
  catalogRoutes(app, deps);
  authRoutes(app, deps);
  // Staff routes live in their own encapsulated scope, so their role hook covers only them.
  await app.register(async (staff) => calendarRoutes(staff, deps));
  app.setNotFoundHandler(async (request, reply) =>
    reply.status(404).send({ error: translate(request.lang, 'error.routeNotFound', { path: request.url.split('?')[0] ?? '' }) }),
  );
}
