import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../application/deps';
import { addGuestNote, guestProfile } from '../../guests/guest-profiles';
import { outcomeRoute } from './outcome-route';
import { dataRoute } from './read-route';

/** Guest profiles and their notes (the staffGuests tRPC router calls the same use cases). */
export function staffGuestRoutes(app: FastifyInstance, deps: AppDeps): void {
  dataRoute(app, 'GET /api/guests/{passport}', (request) => guestProfile(deps, request.params));

  outcomeRoute(app, 'POST /api/guests/{passport}/notes', (request, context) =>
    addGuestNote(deps, context, { ...request.params, ...request.body }),
  );
}
