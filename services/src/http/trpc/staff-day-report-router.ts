import { dayReportQuery } from '@hotel/contracts';
import { dayReportCsv } from '../../staff-reports/day/day-csv';
import { dayReport } from '../../staff-reports/day/day-report';
import { router, staffProcedure } from './trpc';

/** The manager's daily report, the same application services as GET /api/reports/day and /csv. */
export const staffDayReportRouter = router({
  /** A hotel day's rooms, occupancy, room revenue, ADR, RevPAR, movements and money taken. */
  day: staffProcedure('accounts')
    .input(dayReportQuery)
    .query(({ ctx, input }) => dayReport(ctx.deps, input)),
  /** The same figures as a CSV file, and its name. */
  csv: staffProcedure('accounts')
    .input(dayReportQuery)
    .query(({ ctx, input }) => dayReportCsv(ctx.deps, input, ctx.lang)),
});
