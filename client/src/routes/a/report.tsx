import { REPORT_SEARCH, validSearch, type ReportSearch } from '@hotel/contracts/plain';
import { createFileRoute } from '@tanstack/react-router';
import { dayReportQuery, policeListQuery } from './-staff/queries';
import { ReportScreen } from './-report/report-screen';

/**
 * The manager's daily report (/a/report, /a/report?date=): the figures of one hotel day; with
 * `list=police`, the police registration list of the foreign guests staying that night.
 */
export const Route = createFileRoute('/a/report')({
  // `?date=` as `dayReportQuery` and `policeListQuery` take it, and which list shows.
  validateSearch: (search) => validSearch<ReportSearch>(REPORT_SEARCH, search),
  loaderDeps: ({ search }) => search,
  // prefetchQuery, unlike ensureQueryData, never throws: a refusal still shows inside the
  // screen. The loader goes in the screen's chunk, so the staff queries stay out of the guests'
  // bundle.
  codeSplitGroupings: [['loader', 'component']],
  // The police list without a date opens on the hotel's today, which the screen's clock knows.
  loader: async ({ context, deps }) => {
    if (deps.list !== 'police')
      await context.queryClient.prefetchQuery(dayReportQuery(context.trpc, deps.date));
    else if (deps.date !== undefined)
      await context.queryClient.prefetchQuery(policeListQuery(context.trpc, deps.date));
  },
  component: ReportScreen,
});
