import type { DayReportQuery } from '@hotel/contracts';
import { DAY_SEARCH, validSearch } from '@hotel/contracts/plain';
import { createFileRoute } from '@tanstack/react-router';
import { dayReportQuery } from './-staff/queries';
import { ReportScreen } from './-report/report-screen';

/** The manager's daily report (/a/report, /a/report?date=): the figures of one hotel day. */
export const Route = createFileRoute('/a/report')({
  // `?date=` as `dayReportQuery` takes it: the same one parameter as the front desk's day.
  validateSearch: (search) => validSearch<DayReportQuery>(DAY_SEARCH, search),
  loaderDeps: ({ search }) => search,
  // prefetchQuery, unlike ensureQueryData, never throws: a refusal still shows inside the
  // screen. The loader goes in the screen's chunk, so the staff queries stay out of the guests'
  // bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) =>
    context.queryClient.prefetchQuery(dayReportQuery(context.trpc, deps.date)),
  component: ReportScreen,
});
