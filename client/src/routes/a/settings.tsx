import { createFileRoute } from '@tanstack/react-router';
import { staffOptionsQuery } from './-staff/queries';
import { SettingsScreen } from './-settings/settings-screen';

/** The system options (/a/settings). */
export const Route = createFileRoute('/a/settings')({
  // The screen's own query, fetched before it shows (or on hover of its link). prefetchQuery,
  // unlike ensureQueryData, never throws: a refusal still shows inside the screen, as before.
  // The loader goes in the screen's chunk, so the staff queries stay out of the guests' bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => context.queryClient.prefetchQuery(staffOptionsQuery(context.trpc)),
  component: SettingsScreen,
});
