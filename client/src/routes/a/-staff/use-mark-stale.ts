import { useQueryClient, type InvalidateQueryFilters } from '@tanstack/react-query';

/**
 * Marks stale what a change touched (its feature's filters, the audit timeline among them) and
 * resolves once the shown queries are fetched again.
 */
export function useMarkStale() {
  const queryClient = useQueryClient();
  return (filters: readonly InvalidateQueryFilters[]) =>
    Promise.all(filters.map((filter) => queryClient.invalidateQueries(filter)));
}
