import { QueryClient } from '@tanstack/react-query';
import { isTrpcError, NetworkFailure } from './api';

const MAX_RETRIES = 2;

/** Retries only what may heal by itself: not an answered error, not being offline. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (isTrpcError(error) && error.shape !== undefined) return false;
  const cause = error instanceof Error ? error.cause : undefined;
  return !(cause instanceof NetworkFailure && cause.kind === 'offline');
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // 'always': TanStack Query would otherwise pause silently while offline; the API module
      // has to run and answer with the specification's 'No internet connection' instead.
      queries: { staleTime: 30_000, retry: shouldRetry, networkMode: 'always' },
      mutations: { networkMode: 'always' },
    },
  });
}
