import { createFileRoute } from '@tanstack/react-router';
import { BalancesScreen } from './-ledger/balances-screen';

/** The accountants' balances due (/a/balances): every standing booking whose folio is not settled. */
export const Route = createFileRoute('/a/balances')({
  component: BalancesScreen,
});
