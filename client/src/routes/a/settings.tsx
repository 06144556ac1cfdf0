import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from './-settings/settings-screen';

/** The system options (specification, point 2: /a/settings). */
export const Route = createFileRoute('/a/settings')({
  component: SettingsScreen,
});
