import { createFileRoute } from '@tanstack/react-router';
import { staffClientsQuery } from './-staff/queries';
import { prefetchScreen } from './-staff/prefetch-screen';
import { ClientsScreen } from './-clients/clients-screen';

/** The clients (/a/clients). */
export const Route = createFileRoute('/a/clients')({
  codeSplitGroupings: [['loader', 'component']],
  loader: prefetchScreen(staffClientsQuery),
  component: ClientsScreen,
});
