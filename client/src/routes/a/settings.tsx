import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from './-settings/settings-screen';

/** The system options (/a/settings). */
export const Route = createFileRoute('/a/settings')({
  component: SettingsScreen,
});
