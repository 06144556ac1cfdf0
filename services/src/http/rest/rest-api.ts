import type { FastifyInstance } from 'fastify';
import { hotelDate, translate } from '@hotel/contracts';
import type { AppDeps } from '../../application/deps';
import { requireAdmin } from '../plugins/authentication';
import { authRoutes } from './auth-routes';
import { bookingRoutes } from './booking-routes';
import { paymentRoutes } from './payment-routes';
import { staffBookingRoutes } from './staff-booking-routes';
import { calendarRoutes } from './calendar-routes';
import { catalogRoutes } from './catalog-routes';
import { openApiDocument } from './openapi';
import { staffCatalogRoutes } from './staff-catalog-routes';

/** The REST adapter at `/api`: the documented endpoints of REST-CONTRACT.md. */
export async function restApi(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // What is mounted now; the document is built once a day, its examples dated from the hotel's today.
  const mounted = { paymentCallback: Boolean(deps.paymentCallbackKey) };
  let document: { day: string; body: object } | null = null;
  app.get('/openapi.json', async () => {
    const today = hotelDate(deps.now(), deps.hotelTimeZone);
    if (document?.day !== today) document = { day: today, body: openApiDocument(mounted, today) };
    return document.body;
  });
  catalogRoutes(app, deps);
  authRoutes(app, deps);
  bookingRoutes(app, deps);
  paymentRoutes(app, deps, deps.paymentCallbackKey);
  // Staff routes live in their own encapsulated scope, so their role hook covers only them.
  await app.register(async (staff) => {
    // Every route of this scope is staff-only, checked on the server before its handler.
    staff.addHook('preHandler', async (request) => {
      requireAdmin(request);
    });
    calendarRoutes(staff, deps);
    staffBookingRoutes(staff, deps);
    staffCatalogRoutes(staff, deps);
  });
  app.setNotFoundHandler(async (request, reply) =>
    reply.status(404).send({ error: translate(request.lang, 'error.routeNotFound', { path: request.url.split('?')[0] ?? '' }) }),
  );
}
