import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../application/deps';
import { balancesDue } from '../../staff-reports/ledger/balances';
import { ledgerCsv } from '../../staff-reports/ledger/ledger-csv';
import { ledgerReport } from '../../staff-reports/ledger/ledger-report';
import { reconcileWithBank } from '../../staff-reports/ledger/reconciliation';
import { csvRoute, dataRoute } from './read-route';

/** The accountants' ledger (staff only: restRoute checks role 2 from the operation's access). */
export function ledgerRoutes(app: FastifyInstance, deps: AppDeps): void {
  dataRoute(app, 'GET /api/ledger', (request) => ledgerReport(deps, request.query));
  csvRoute(app, 'GET /api/ledger/csv', (request) => ledgerCsv(deps, request.query, request.lang));
  dataRoute(app, 'GET /api/ledger/balances', () => balancesDue(deps));
  dataRoute(app, 'GET /api/ledger/reconciliation', (request) =>
    reconcileWithBank(deps, request.query),
  );
}
