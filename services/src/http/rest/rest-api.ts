import type { FastifyInstance } from 'fastify';
import { hotelDate, translate } from '@hotel/contracts';
import type { AppDeps } from '../../application/deps';
import { authRoutes } from './auth-routes';
import { bookingRoutes } from './booking-routes';
import { paymentRoutes } from './payment-routes';
import { staffBookingRoutes } from './staff-booking-routes';
import { staffGuestRoutes } from './staff-guest-routes';
import { calendarRoutes } from './calendar-routes';
import { catalogRoutes } from './catalog-routes';
import { openApiDocument } from './openapi';
import { staffAccountRoutes } from './staff-account-routes';
import { staffCatalogRoutes } from './staff-catalog-routes';
import { roomTypeImageRoutes } from './room-type-image-routes';
import { ledgerRoutes } from './ledger-routes';
import { calendarFeedRoutes } from './calendar-feed-routes';
import { auditRoutes } from './audit-routes';
import { occupancyRoutes } from './occupancy-routes';
import { dayReportRoutes } from './day-report-routes';
import { staffEventsRoutes } from './staff-events-routes';
import { promoCodeRoutes } from './promo-code-routes';
import { rateRoutes } from './rate-routes';
import { restRoute } from './rest-route';

/** The REST adapter at `/api`: the endpoints docs/rest-contract.md describes. */
export async function restApi(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // What is mounted now; the document is built once a day, its examples dated from the hotel's today.
  const mounted = { paymentCallback: Boolean(deps.paymentCallbackKey) };
  let document: { day: string; body: object } | null = null;
  restRoute(app, 'GET /api/openapi.json', async () => {
    const today = hotelDate(deps.now(), deps.hotelTimeZone);
    if (document?.day !== today) document = { day: today, body: openApiDocument(mounted, today) };
    return document.body;
  });
  catalogRoutes(app, deps);
  authRoutes(app, deps);
  bookingRoutes(app, deps);
  paymentRoutes(app, deps, deps.paymentCallbackKey);
  // Staff routes: each checks the caller's role on the server before its handler, against its
  // operation's access (restRoute derives the guard from the one list).
  calendarRoutes(app, deps);
  staffBookingRoutes(app, deps);
  staffGuestRoutes(app, deps);
  staffCatalogRoutes(app, deps);
  rateRoutes(app, deps);
  promoCodeRoutes(app, deps);
  staffAccountRoutes(app, deps);
  await roomTypeImageRoutes(app, deps);
  ledgerRoutes(app, deps);
  calendarFeedRoutes(app, deps);
  auditRoutes(app, deps);
  occupancyRoutes(app, deps);
  dayReportRoutes(app, deps);
  staffEventsRoutes(app, deps);
  app.setNotFoundHandler(async (request, reply) =>
    reply.status(404).send({
      error: translate(request.lang, 'error.routeNotFound', {
        path: request.url.split('?')[0] ?? '',
      }),
    }),
  );
}
