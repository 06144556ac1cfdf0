import { ledgerQuery } from '@hotel/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { hotelClockQuery } from '../../lib/hotel-clock';
import { LedgerScreen } from './-ledger/ledger-screen';
import { validSearch } from './-staff/valid-search';

/** The payments ledger (issue 10, item 9: /a/ledger); its period and "as of" live in the URL. */
export const Route = createFileRoute('/a/ledger')({
  validateSearch: (search) => validSearch(ledgerQuery.partial(), search),
  // The default period counts from the hotel's today: its clock is there before the screen.
  loader: ({ context }) => context.queryClient.ensureQueryData(hotelClockQuery(context.trpc)),
  component: LedgerScreen,
});
