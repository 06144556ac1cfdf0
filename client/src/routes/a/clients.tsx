import { createFileRoute } from '@tanstack/react-router';
import { staffClientsQuery } from './-staff/queries';
import { ClientsScreen } from './-clients/clients-screen';

/** The clients (/a/clients). */
export const Route = createFileRoute('/a/clients')({
  // The screen's own query, fetched before it shows (or on hover of its link). prefetchQuery,
  // unlike ensureQueryData, never throws: a refusal still shows inside the screen, as before.
  // The loader goes in the screen's chunk, so the staff queries stay out of the guests' bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => context.queryClient.prefetchQuery(staffClientsQuery(context.trpc)),
  component: ClientsScreen,
});
