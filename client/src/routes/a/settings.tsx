import { createFileRoute } from '@tanstack/react-router';
import { staffOptionsQuery } from './-staff/queries';
import { prefetchScreen } from './-staff/prefetch-screen';
import { SettingsScreen } from './-settings/settings-screen';

/** The system options (/a/settings). */
export const Route = createFileRoute('/a/settings')({
  codeSplitGroupings: [['loader', 'component']],
  loader: prefetchScreen(staffOptionsQuery),
  component: SettingsScreen,
});
