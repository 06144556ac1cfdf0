import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../application/deps';
import { calendarFeed } from '../../calendar-feeds/feeds';
import { restRoute } from './rest-route';

/** The calendar feeds channel managers poll (public: the secret in the address is the key). */
export function calendarFeedRoutes(app: FastifyInstance, deps: AppDeps): void {
  restRoute(app, 'GET /api/calendar-feeds/rooms/{id}', async (request, reply) =>
    reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await calendarFeed(deps, 'room', request.params, request.query, request.lang)),
  );
  restRoute(app, 'GET /api/calendar-feeds/room-types/{id}', async (request, reply) =>
    reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await calendarFeed(deps, 'room_type', request.params, request.query, request.lang)),
  );
}
