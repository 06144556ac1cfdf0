import { createFileRoute } from '@tanstack/react-router';
import { balancesQuery } from './-staff/queries';
import { BalancesScreen } from './-ledger/balances-screen';

/** The accountants' balances due (/a/balances): every standing booking whose folio is not settled. */
export const Route = createFileRoute('/a/balances')({
  // The screen's own query, fetched before it shows (or on hover of its link). prefetchQuery,
  // unlike ensureQueryData, never throws: a refusal still shows inside the screen, as before.
  // The loader goes in the screen's chunk, so the staff queries stay out of the guests' bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => context.queryClient.prefetchQuery(balancesQuery(context.trpc)),
  component: BalancesScreen,
});
