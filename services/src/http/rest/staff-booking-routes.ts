import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../application/deps';
import { changeBookingDates, listStaffBookings, toggleReception } from '../../booking/staff-bookings';
import { localizeOutcome, requestContext } from '../request-context';

/** Staff booking lists and edits (registered inside the staff scope: role 2 checked there). */
export function staffBookingRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/bookings', async () => ({ data: await listStaffBookings(deps, 'active') }));
  app.get('/bookings/reception', async () => ({ data: await listStaffBookings(deps, 'reception') }));
  app.get('/bookings/canceled', async () => ({ data: await listStaffBookings(deps, 'canceled') }));
  app.get('/bookings/archive', async () => ({ data: await listStaffBookings(deps, 'archive') }));

  app.put('/bookings/:id', async (request) =>
    localizeOutcome(await changeBookingDates(deps, requestContext(request), request.params, request.body), request.lang),
  );

  app.put('/bookings/:id/for-online/recep-status', async (request) =>
    localizeOutcome(await toggleReception(deps, requestContext(request), request.params), request.lang),
  );
}
