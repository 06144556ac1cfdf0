import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../application/deps';
import { dayReportCsv } from '../../staff-reports/day/day-csv';
import { dayReport } from '../../staff-reports/day/day-report';
import { policeListCsv } from '../../staff-reports/police/police-csv';
import { policeList } from '../../staff-reports/police/police-list';
import { restRoute } from './rest-route';

/**
 * The manager's daily report and the police registration list (restRoute checks the role from the
 * operation's access: accounts).
 */
export function dayReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  restRoute(app, 'GET /api/reports/day', async (request) => ({
    data: await dayReport(deps, request.query),
  }));
  restRoute(app, 'GET /api/reports/day/csv', async (request, reply) => {
    const { filename, csv } = await dayReportCsv(deps, request.query, request.lang);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(csv);
  });
  restRoute(app, 'GET /api/reports/police', async (request) => ({
    data: await policeList(deps, request.query),
  }));
  restRoute(app, 'GET /api/reports/police/csv', async (request, reply) => {
    const { filename, csv } = await policeListCsv(deps, request.query, request.lang);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(csv);
  });
}
