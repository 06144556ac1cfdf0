import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../application/deps';
import { StaffEventStreams } from '../staff-event-stream';
import { restRoute } from './rest-route';

/**
 * The event stream that keeps staff screens live (restRoute lets any staff role in first; each
 * role hears the topics of its own screens).
 * Every open stream is ended before the server closes, or closing would wait for it.
 */
export function staffEventsRoutes(app: FastifyInstance, deps: AppDeps): StaffEventStreams {
  const streams = new StaffEventStreams(deps);
  app.addHook('preClose', async () => streams.endAll());
  restRoute(app, 'GET /api/staff/events', (request, reply) => streams.serve(request, reply));
  return streams;
}
