import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../application/deps';
import { occupancy } from '../../staff-reports/occupancy/occupancy';
import { dataRoute } from './read-route';

/** The occupancy dashboard's data (staff only: restRoute checks role 2 from the operation's access). */
export function occupancyRoutes(app: FastifyInstance, deps: AppDeps): void {
  dataRoute(app, 'GET /api/occupancy', () => occupancy(deps));
}
