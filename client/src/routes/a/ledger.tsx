import type { LedgerQuery } from '@hotel/contracts';
import { LEDGER_SEARCH, validSearch } from '@hotel/contracts/plain';
import { createFileRoute } from '@tanstack/react-router';
import { hotelClockQuery, makeHotelClock } from '../../lib/hotel-clock';
import { ledgerReportQuery } from './-staff/queries';
import { shownLedger } from './-ledger/ledger-period';
import { LedgerScreen } from './-ledger/ledger-screen';

/** The payments ledger (/a/ledger); its period and "as of" live in the URL. */
export const Route = createFileRoute('/a/ledger')({
  validateSearch: (search) => validSearch<Partial<LedgerQuery>>(LEDGER_SEARCH, search),
  // The loader asks for the ledger of the URL's period, as the screen does.
  loaderDeps: ({ search }) => search,
  // The default period counts from the hotel's today: its clock is there before the screen, and
  // so is the period's ledger. prefetchQuery, unlike ensureQueryData, never throws: a refused
  // report still shows inside the screen, as before. The loader goes in the screen's chunk, so
  // the staff queries stay out of the guests' bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context: { queryClient, trpc }, deps, cause }) => {
    const clockQuery = hotelClockQuery(trpc);
    const answer = await queryClient.ensureQueryData(clockQuery);
    // The screen's clock measures its skew from when the answer arrived; so does this one.
    const receivedAt = queryClient.getQueryState(clockQuery.queryKey)?.dataUpdatedAt ?? Date.now();
    const today = makeHotelClock(answer, receivedAt).today();
    const loading = queryClient.prefetchQuery(ledgerReportQuery(trpc, shownLedger(deps, today)));
    // Only entering the screen waits: another period is in the URL at once, the previous report
    // shown until the next arrives, as before.
    if (cause !== 'stay') await loading;
  },
  component: LedgerScreen,
});
