import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../application/deps';
import { postCharge, staffFolio, takeDeskPayment } from '../../booking/folio';
import { changeBookingDates, listStaffBookings, toggleReception } from '../../booking/staff-bookings';
import { localizeOutcome, requestContext } from '../request-context';
import { restRoute } from './rest-route';

/** Staff booking lists and edits (staff only: restRoute checks role 2 from the operation's access). */
export function staffBookingRoutes(app: FastifyInstance, deps: AppDeps): void {
  restRoute(app, 'GET /api/bookings', async () => ({ data: await listStaffBookings(deps, 'active') }));
  restRoute(app, 'GET /api/bookings/reception', async () => ({ data: await listStaffBookings(deps, 'reception') }));
  restRoute(app, 'GET /api/bookings/canceled', async () => ({ data: await listStaffBookings(deps, 'canceled') }));
  restRoute(app, 'GET /api/bookings/archive', async () => ({ data: await listStaffBookings(deps, 'archive') }));

  restRoute(app, 'PUT /api/bookings/{id}', async (request) =>
    localizeOutcome(await changeBookingDates(deps, requestContext(request), request.params, request.body), request.lang),
  );

  restRoute(app, 'GET /api/bookings/{id}/folio', async (request) => ({ data: await staffFolio(deps, request.params) }));
  restRoute(app, 'POST /api/bookings/{id}/charges', async (request) =>
    localizeOutcome(await postCharge(deps, requestContext(request), request.params, request.body), request.lang),
  );
  restRoute(app, 'POST /api/bookings/{id}/payments', async (request) =>
    localizeOutcome(await takeDeskPayment(deps, requestContext(request), request.params, request.body), request.lang),
  );

  restRoute(app, 'PUT /api/bookings/{id}/for-online/recep-status', async (request) =>
    localizeOutcome(await toggleReception(deps, requestContext(request), request.params), request.lang),
  );
}
