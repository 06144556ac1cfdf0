import { dayReportQuery, policeReportQuery } from '@hotel/contracts';
import { dayReportCsv } from '../../staff-reports/day/day-csv';
import { dayReport } from '../../staff-reports/day/day-report';
import { policeListCsv } from '../../staff-reports/police/police-csv';
import { policeList } from '../../staff-reports/police/police-list';
import { readResolver, router, staffProcedure } from './trpc';

/**
 * The manager's daily report and the police registration list, the same application services as
 * GET /api/reports/day, /reports/police and their /csv.
 */
export const staffDayReportRouter = router({
  /** A hotel day's rooms, occupancy, room revenue, ADR, RevPAR, movements and money taken. */
  day: staffProcedure('accounts').input(dayReportQuery).query(readResolver(dayReport)),
  /** The same figures as a CSV file, and its name. */
  csv: staffProcedure('accounts').input(dayReportQuery).query(readResolver(dayReportCsv)),
  /** The foreign guests staying a night, for the police registration (REST: GET /reports/police). */
  police: staffProcedure('accounts').input(policeReportQuery).query(readResolver(policeList)),
  /** The same list as a CSV file, and its name. */
  policeCsv: staffProcedure('accounts').input(policeReportQuery).query(readResolver(policeListCsv)),
});
