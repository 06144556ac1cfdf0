import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/** Where the loader runs: the server writes the page's HTML, which search engines read. */
const onServer = () => typeof document === 'undefined';

/**
 * Data only a page's head needs (the hotel's JSON-LD), for a loader to return. Where the HTML is
 * written, on the server, the loader waits for it; in the browser it takes what is cached and
 * waits for nothing, so no screen starts later for what search engines read. Head data never
 * fails a page: without it the head falls back to the page's texts.
 */
export async function headData<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
  server: boolean = onServer(),
): Promise<TData | undefined> {
  if (!server) return queryClient.getQueryData<TData>(options.queryKey);
  return queryClient.ensureQueryData(options).catch(() => undefined);
}
