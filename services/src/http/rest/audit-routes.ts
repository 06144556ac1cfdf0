import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../application/deps';
import { auditTimeline } from '../../staff-reports/audit/audit-timeline';
import { restRoute } from './rest-route';

/** The staff timeline (staff only: restRoute checks role 2 from the operation's access). */
export function auditRoutes(app: FastifyInstance, deps: AppDeps): void {
  restRoute(app, 'GET /api/audit', async (request) => ({
    data: await auditTimeline(deps, request.query),
  }));
}
