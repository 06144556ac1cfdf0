import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../application/deps';
import { dayReportCsv } from '../../staff-reports/day/day-csv';
import { dayReport } from '../../staff-reports/day/day-report';
import { policeListCsv } from '../../staff-reports/police/police-csv';
import { policeList } from '../../staff-reports/police/police-list';
import { csvRoute, dataRoute } from './read-route';

/**
 * The manager's daily report and the police registration list (restRoute checks the role from the
 * operation's access: accounts).
 */
export function dayReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  dataRoute(app, 'GET /api/reports/day', (request) => dayReport(deps, request.query));
  csvRoute(app, 'GET /api/reports/day/csv', (request) =>
    dayReportCsv(deps, request.query, request.lang),
  );
  dataRoute(app, 'GET /api/reports/police', (request) => policeList(deps, request.query));
  csvRoute(app, 'GET /api/reports/police/csv', (request) =>
    policeListCsv(deps, request.query, request.lang),
  );
}
