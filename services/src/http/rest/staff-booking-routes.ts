import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps, RequestContext } from '../../application/deps';
import type { Outcome } from '../../application/outcome';
import { bookingSearch } from '../../booking/booking-search';
import { postCharge, staffFolio, takeDeskPayment } from '../../booking/folio';
import { frontDeskDay } from '../../booking/front-desk-day';
import { frontDeskDayCsv } from '../../booking/front-desk-day-csv';
import { postLateCheckOut } from '../../booking/late-check-out';
import {
  changeBookingDates,
  listStaffBookings,
  receptionByRest,
  staffBookingDetail,
} from '../../booking/staff-bookings';
import { cancelByStaff, markNoShow } from '../../booking/staff-cancel';
import { changeBookingGuests } from '../../booking/staff-guests';
import { moveStay } from '../../booking/stay-moves';
import { localizeOutcome, requestContext } from '../request-context';
import { versionTag } from './entity-tags';
import { outcomeRoute } from './outcome-route';
import { csvRoute, dataRoute } from './read-route';
import type { OperationKey } from './operations';
import { restRoute, type OperationRequest } from './rest-route';

/** The answer's entity tag: the version of the booking it shows, when it has one. */
function tagged(reply: FastifyReply, version: string | null | undefined): void {
  if (version) void reply.header('etag', versionTag(version));
}

/**
 * Registers a change of one booking as outcomeRoute does, its answer tagged with the version of
 * the booking the change left (the next If-Match).
 */
function versionedRoute<K extends OperationKey>(
  app: FastifyInstance,
  key: K,
  change: (
    request: OperationRequest<K>,
    context: RequestContext,
  ) => Promise<Outcome<{ version: string | null } | null>>,
): void {
  restRoute(app, key, async (request, reply) => {
    const outcome = await change(request, requestContext(request));
    tagged(reply, outcome.data?.version);
    return localizeOutcome(outcome, request.lang);
  });
}

/** Staff booking lists and edits (staff only: restRoute checks role 2 from the operation's access). */
export function staffBookingRoutes(app: FastifyInstance, deps: AppDeps): void {
  dataRoute(app, 'GET /api/search', (request) => bookingSearch(deps, request.query));
  dataRoute(app, 'GET /api/bookings', () => listStaffBookings(deps, 'active'));
  dataRoute(app, 'GET /api/day', (request) => frontDeskDay(deps, request.query));
  csvRoute(app, 'GET /api/day/csv', (request) =>
    frontDeskDayCsv(deps, request.query, request.lang),
  );
  dataRoute(app, 'GET /api/bookings/reception', () => listStaffBookings(deps, 'reception'));
  dataRoute(app, 'GET /api/bookings/canceled', () => listStaffBookings(deps, 'canceled'));
  dataRoute(app, 'GET /api/bookings/archive', () => listStaffBookings(deps, 'archive'));

  restRoute(app, 'GET /api/bookings/{id}', async (request, reply) => {
    const detail = await staffBookingDetail(deps, request.params);
    tagged(reply, detail.version);
    return { data: detail };
  });

  // Without If-Match the spec's client saves as before; with it, a booking changed since gets 412.
  versionedRoute(app, 'PUT /api/bookings/{id}', (request, context) =>
    changeBookingDates(deps, context, request.params, request.body, request.headers['if-match']),
  );
  versionedRoute(app, 'PUT /api/bookings/{id}/guests', (request, context) =>
    changeBookingGuests(deps, context, request.params, request.body, request.headers['if-match']),
  );

  restRoute(app, 'PUT /api/bookings/{id}/for-online/recep-status', async (request, reply) => {
    const outcome: Outcome<{ status: number; version: string | null }> = await receptionByRest(
      deps,
      requestContext(request),
      request.params,
      request.body,
      request.headers['if-match'],
    );
    tagged(reply, outcome.data?.version);
    // The spec's answer holds the status alone.
    return localizeOutcome(
      { ...outcome, data: { status: outcome.data?.status ?? 0 } },
      request.lang,
    );
  });

  outcomeRoute(app, 'POST /api/bookings/{id}/cancel', (request, context) =>
    cancelByStaff(deps, context, request.params, request.body),
  );

  outcomeRoute(app, 'POST /api/bookings/{id}/no-show', (request, context) =>
    markNoShow(deps, context, request.params),
  );

  dataRoute(app, 'GET /api/bookings/{id}/folio', (request) => staffFolio(deps, request.params));
  outcomeRoute(app, 'POST /api/bookings/{id}/charges', (request, context) =>
    postCharge(deps, context, request.params, request.body),
  );
  outcomeRoute(app, 'POST /api/bookings/{id}/late-check-out', (request, context) =>
    postLateCheckOut(deps, context, request.params, request.headers['if-match']),
  );
  outcomeRoute(app, 'POST /api/bookings/{id}/payments', (request, context) =>
    takeDeskPayment(deps, context, request.params, request.body),
  );

  outcomeRoute(app, 'POST /api/bookings/{id}/move', (request, context) => {
    const { id } = request.params;
    const { room_id: roomId, reason } = request.body;
    return moveStay(deps, context, { id, roomId, ...(reason === undefined ? {} : { reason }) });
  });
}
