import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../application/deps';
import { balancesDue } from '../../staff-reports/ledger/balances';
import { ledgerCsv } from '../../staff-reports/ledger/ledger-csv';
import { ledgerReport } from '../../staff-reports/ledger/ledger-report';
import { reconcileWithBank } from '../../staff-reports/ledger/reconciliation';
import { restRoute } from './rest-route';

/** The accountants' ledger (staff only: restRoute checks role 2 from the operation's access). */
export function ledgerRoutes(app: FastifyInstance, deps: AppDeps): void {
  restRoute(app, 'GET /api/ledger', async (request) => ({
    data: await ledgerReport(deps, request.query),
  }));
  restRoute(app, 'GET /api/ledger/csv', async (request, reply) => {
    const { filename, csv } = await ledgerCsv(deps, request.query, request.lang);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(csv);
  });
  restRoute(app, 'GET /api/ledger/balances', async () => ({ data: await balancesDue(deps) }));
  restRoute(app, 'GET /api/ledger/reconciliation', async (request) => ({
    data: await reconcileWithBank(deps, request.query),
  }));
}
