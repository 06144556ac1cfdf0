import { createFileRoute } from '@tanstack/react-router';
import { prefetchScreen } from './-staff/prefetch-screen';
import { housekeepingQuery } from './-housekeeping/queries';
import { HousekeepingScreen } from './-housekeeping/housekeeping-screen';

/** The rooms' cleaning states (/a/housekeeping): where housekeeping staff land after login. */
export const Route = createFileRoute('/a/housekeeping')({
  codeSplitGroupings: [['loader', 'component']],
  loader: prefetchScreen(housekeepingQuery),
  component: HousekeepingScreen,
});
