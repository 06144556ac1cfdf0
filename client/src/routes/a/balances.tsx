import { createFileRoute } from '@tanstack/react-router';
import { balancesQuery } from './-staff/queries';
import { prefetchScreen } from './-staff/prefetch-screen';
import { BalancesScreen } from './-ledger/balances-screen';

/** The accountants' balances due (/a/balances): every standing booking whose folio is not settled. */
export const Route = createFileRoute('/a/balances')({
  codeSplitGroupings: [['loader', 'component']],
  loader: prefetchScreen(balancesQuery),
  component: BalancesScreen,
});
