import type { FastifyInstance } from 'fastify';
import { calendarInRange, exposeRoomForOnline, removeOnlineBlock } from '../../application/calendar';
import type { AppDeps } from '../../application/deps';
import { requireAdmin } from '../plugins/authentication';
import { localizeOutcome, requestContext } from '../request-context';

/** The availability calendar (staff): cells in a range, exposing and removing for-online blocks. */
export function calendarRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Every route here is staff-only, checked on the server.
  app.addHook('preHandler', async (request) => {
    requireAdmin(request);
  });

  app.post('/bookings', async (request) => ({ data: await calendarInRange(deps, request.body) }));

  app.post('/set-room-for-online', async (request) =>
    localizeOutcome(await exposeRoomForOnline(deps, requestContext(request), request.body), request.lang),
  );

  app.delete('/bookings/:id/for-online', async (request) =>
    localizeOutcome(await removeOnlineBlock(deps, requestContext(request), request.params), request.lang),
  );
}
