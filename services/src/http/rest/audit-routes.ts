import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../application/deps';
import { auditTimeline } from '../../staff-reports/audit/audit-timeline';
import { dataRoute } from './read-route';

/** The staff timeline (staff only: restRoute checks role 2 from the operation's access). */
export function auditRoutes(app: FastifyInstance, deps: AppDeps): void {
  dataRoute(app, 'GET /api/audit', (request) => auditTimeline(deps, request.query));
}
