import type { AuditQuery } from '@hotel/contracts';
import { AUDIT_SEARCH, validSearch } from '@hotel/contracts/plain';
import { createFileRoute } from '@tanstack/react-router';
import {
  auditTimelineQuery,
  staffBlocksQuery,
  staffRoomTypesQuery,
  staffRoomsQuery,
} from './-staff/queries';
import { AuditScreen } from './-audit/audit-screen';

/**
 * Every staff action in one timeline (/a/audit). The filters and the page live
 * in the URL: a filtered timeline can be linked, and the browser's back button undoes a filter.
 */
export const Route = createFileRoute('/a/audit')({
  validateSearch: (search) => validSearch<AuditQuery>(AUDIT_SEARCH, search),
  // The screen asks for the timeline of exactly the URL's filters and page; so does the loader.
  loaderDeps: ({ search }) => search,
  // The page of the timeline, and the rooms, types and buildings its entries are named by,
  // fetched before the screen shows (or on hover of its link). prefetchQuery, unlike
  // ensureQueryData, never throws: a refusal still shows inside the screen, as before.
  // The loader goes in the screen's chunk, so the staff queries stay out of the guests' bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context: { queryClient, trpc }, deps, cause }) => {
    const loading = Promise.all([
      queryClient.prefetchQuery(auditTimelineQuery(trpc, deps)),
      queryClient.prefetchQuery(staffRoomsQuery(trpc)),
      queryClient.prefetchQuery(staffRoomTypesQuery(trpc)),
      queryClient.prefetchQuery(staffBlocksQuery(trpc)),
    ]);
    // Only entering the screen waits. A changed filter or page is in the URL at once, the previous
    // page shown until the next arrives, as before: a filter chosen meanwhile keeps the first.
    if (cause !== 'stay') await loading;
  },
  component: AuditScreen,
});
