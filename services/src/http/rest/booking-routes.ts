import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, ROLE_ADMIN } from '@hotel/contracts';
import type { AppDeps } from '../../application/deps';
import { profileBookings, refundBooking, reverseBooking } from '../../booking/guest-account';
import { addressKey } from '../../auth/login-throttle';
import { placeBooking } from '../../booking/place-booking';
import { searchRooms } from '../../booking/search';
import { reverseAsStaff } from '../../booking/staff-cancel';
import { requireUser } from '../plugins/authentication';
import { localizeOutcome, requestContext } from '../request-context';
import { dataRoute } from './read-route';
import { restRoute } from './rest-route';

/** The guest's side: search, book and pay, the personal account. */
export function bookingRoutes(app: FastifyInstance, deps: AppDeps): void {
  restRoute(app, 'POST /api/search-room', async (request) => {
    const result = await searchRooms(deps, request.body, request.lang);
    return {
      ...localizeOutcome(result, request.lang),
      dates: result.dates,
      on_request: result.onRequest,
    };
  });

  restRoute(app, 'POST /api/payment', async (request) => {
    const user = requireUser(request);
    const guest = { user, address: addressKey(request.ip) };
    const placed = await placeBooking(
      deps,
      requestContext(request),
      guest,
      request.body,
      request.lang,
      // One booking attempt's key: a retry with it answers the same booking (see placeBooking).
      request.headers[IDEMPOTENCY_KEY_HEADER],
    );
    return localizeOutcome(placed, request.lang);
  });

  dataRoute(app, 'GET /api/profile/bookings', (request) =>
    profileBookings(deps, requireUser(request)),
  );

  // GETs that change state (kept for the documented contract): the same-origin plugin refuses them from another site.
  restRoute(app, 'GET /api/bookings/{id}/reverse', async (request) => {
    const user = requireUser(request);
    // Staff cancel any booking through it (the spec's admin calls it too); a guest only their own.
    const outcome =
      user.role === ROLE_ADMIN
        ? await reverseAsStaff(deps, requestContext(request), request.params)
        : await reverseBooking(deps, requestContext(request), user, request.params);
    return localizeOutcome(outcome, request.lang);
  });

  restRoute(app, 'GET /api/bookings/{id}/refund', async (request) => {
    const user = requireUser(request);
    return localizeOutcome(
      await refundBooking(deps, requestContext(request), user, request.params),
      request.lang,
    );
  });
}
