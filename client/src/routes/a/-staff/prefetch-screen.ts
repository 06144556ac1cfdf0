import type { FetchQueryOptions } from '@tanstack/react-query';
import type { Trpc } from '../../../api';
import type { RouterContext } from '../../../router-context';

/**
 * One of a screen's queries, as its `queries.ts` makes it. Typed by its key only: options of
 * different data cannot share one list's type, and prefetching does not read the data.
 */
type ScreenQuery = (trpc: Trpc) => Pick<FetchQueryOptions, 'queryKey'>;

/**
 * A staff route's loader: the screen's own queries, fetched before it shows (or on hover of its
 * link). prefetchQuery, unlike ensureQueryData, never throws: a refusal still shows inside the
 * screen. Each route puts the loader in the screen's chunk (codeSplitGroupings), so the staff
 * queries stay out of the guests' bundle.
 */
export function prefetchScreen(...queries: ScreenQuery[]) {
  return async ({ context: { queryClient, trpc } }: { context: RouterContext }) => {
    await Promise.all(queries.map((query) => queryClient.prefetchQuery(query(trpc))));
  };
}
