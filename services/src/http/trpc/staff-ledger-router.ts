import { ledgerQuery, reconciliationQuery } from '@hotel/contracts';
import { balancesDue } from '../../staff-reports/ledger/balances';
import { ledgerCsv } from '../../staff-reports/ledger/ledger-csv';
import { ledgerReport } from '../../staff-reports/ledger/ledger-report';
import { reconcileWithBank } from '../../staff-reports/ledger/reconciliation';
import { readResolver, router, staffProcedure } from './trpc';

/** The accountants' ledger, the same application services as GET /api/ledger, /csv, /balances and /reconciliation. */
export const staffLedgerRouter = router({
  /** Payments, refunds and cancellations of a period with totals per day by kind, way and person; `as_of` replays the events. */
  report: staffProcedure('accounts').input(ledgerQuery).query(readResolver(ledgerReport)),
  /** The same lines as a CSV file (UTF-8 with a byte order mark, amounts in manat), and its name. */
  csv: staffProcedure('accounts').input(ledgerQuery).query(readResolver(ledgerCsv)),
  /** Every standing booking whose folio is not settled, by arrival, with the sum of the balances. */
  balances: staffProcedure('accounts').query(({ ctx }) => balancesDue(ctx.deps)),
  /** Every order of the period asked of the bank and set beside the ledger, mismatches first. */
  reconcile: staffProcedure('accounts')
    .input(reconciliationQuery)
    .query(readResolver(reconcileWithBank)),
});
