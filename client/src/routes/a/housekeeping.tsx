import { createFileRoute } from '@tanstack/react-router';
import { housekeepingQuery } from './-housekeeping/queries';
import { HousekeepingScreen } from './-housekeeping/housekeeping-screen';

/** The rooms' cleaning states (/a/housekeeping): where housekeeping staff land after login. */
export const Route = createFileRoute('/a/housekeeping')({
  // The screen's own query, fetched before it shows (or on hover of its link). prefetchQuery,
  // unlike ensureQueryData, never throws: a refusal still shows inside the screen. The loader
  // goes in the screen's chunk, so the staff queries stay out of the guests' bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => context.queryClient.prefetchQuery(housekeepingQuery(context.trpc)),
  component: HousekeepingScreen,
});
