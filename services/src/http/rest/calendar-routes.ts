import type { FastifyInstance } from 'fastify';
import { calendarInRange, exposeRoomForOnline, removeOnlineBlock } from '../../rooms/calendar';
import { closeOnlineNights } from '../../rooms/close-online-nights';
import { bringRoomBackInService, takeRoomOutOfOrder } from '../../rooms/out-of-order';
import type { AppDeps } from '../../application/deps';
import { localizeOutcome, requestContext } from '../request-context';
import { restRoute } from './rest-route';

/** The availability calendar: cells in a range, exposing and removing for-online blocks, out-of-order periods (staff only: restRoute checks role 2 from the operation's access). */
export function calendarRoutes(app: FastifyInstance, deps: AppDeps): void {
  restRoute(app, 'POST /api/bookings', async (request) => ({
    data: await calendarInRange(deps, request.body),
  }));

  restRoute(app, 'POST /api/set-room-for-online', async (request) =>
    localizeOutcome(
      await exposeRoomForOnline(deps, requestContext(request), request.body),
      request.lang,
    ),
  );

  restRoute(app, 'DELETE /api/bookings/{id}/for-online', async (request) =>
    localizeOutcome(
      await removeOnlineBlock(deps, requestContext(request), request.params),
      request.lang,
    ),
  );

  restRoute(app, 'POST /api/rooms/{id}/online-nights/close', async (request) =>
    localizeOutcome(
      await closeOnlineNights(deps, requestContext(request), request.params, request.body),
      request.lang,
    ),
  );

  restRoute(app, 'POST /api/rooms/{id}/out-of-order', async (request) =>
    localizeOutcome(
      await takeRoomOutOfOrder(deps, requestContext(request), request.params, request.body),
      request.lang,
    ),
  );

  restRoute(app, 'DELETE /api/rooms/{id}/out-of-order/{period_id}', async (request) =>
    localizeOutcome(
      await bringRoomBackInService(deps, requestContext(request), request.params),
      request.lang,
    ),
  );
}
