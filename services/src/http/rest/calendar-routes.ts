import type { FastifyInstance } from 'fastify';
import { calendarInRange, exposeRoomForOnline, removeOnlineBlock } from '../../rooms/calendar';
import { closeOnlineNights } from '../../rooms/close-online-nights';
import { bringRoomBackInService, takeRoomOutOfOrder } from '../../rooms/out-of-order';
import type { AppDeps } from '../../application/deps';
import { outcomeRoute } from './outcome-route';
import { dataRoute } from './read-route';

/** The availability calendar: cells in a range, exposing and removing for-online blocks, out-of-order periods (staff only: restRoute checks role 2 from the operation's access). */
export function calendarRoutes(app: FastifyInstance, deps: AppDeps): void {
  dataRoute(app, 'POST /api/bookings', (request) => calendarInRange(deps, request.body));

  outcomeRoute(app, 'POST /api/set-room-for-online', (request, context) =>
    exposeRoomForOnline(deps, context, request.body),
  );

  outcomeRoute(app, 'DELETE /api/bookings/{id}/for-online', (request, context) =>
    removeOnlineBlock(deps, context, request.params),
  );

  outcomeRoute(app, 'POST /api/rooms/{id}/online-nights/close', (request, context) =>
    closeOnlineNights(deps, context, request.params, request.body),
  );

  outcomeRoute(app, 'POST /api/rooms/{id}/out-of-order', (request, context) =>
    takeRoomOutOfOrder(deps, context, request.params, request.body),
  );

  outcomeRoute(app, 'DELETE /api/rooms/{id}/out-of-order/{period_id}', (request, context) =>
    bringRoomBackInService(deps, context, request.params),
  );
}
