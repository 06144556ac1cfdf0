import type { LedgerQuery } from '@hotel/contracts';
import { LEDGER_SEARCH, validSearch } from '@hotel/contracts/plain';
import { createFileRoute } from '@tanstack/react-router';
import { hotelClockQuery } from '../../lib/hotel-clock';
import { LedgerScreen } from './-ledger/ledger-screen';

/** The payments ledger (/a/ledger); its period and "as of" live in the URL. */
export const Route = createFileRoute('/a/ledger')({
  validateSearch: (search) => validSearch<Partial<LedgerQuery>>(LEDGER_SEARCH, search),
  // The default period counts from the hotel's today: its clock is there before the screen.
  loader: ({ context }) => context.queryClient.ensureQueryData(hotelClockQuery(context.trpc)),
  component: LedgerScreen,
});
