import type { FastifyInstance } from 'fastify';
import { calendarInRange, exposeRoomForOnline, removeOnlineBlock } from '../../rooms/calendar';
import type { AppDeps } from '../../application/deps';
import { localizeOutcome, requestContext } from '../request-context';

/** The availability calendar: cells in a range, exposing and removing for-online blocks (staff scope). */
export function calendarRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/bookings', async (request) => ({ data: await calendarInRange(deps, request.body) }));

  app.post('/set-room-for-online', async (request) =>
    localizeOutcome(await exposeRoomForOnline(deps, requestContext(request), request.body), request.lang),
  );

  app.delete('/bookings/:id/for-online', async (request) =>
    localizeOutcome(await removeOnlineBlock(deps, requestContext(request), request.params), request.lang),
  );
}
