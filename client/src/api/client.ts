import type { Language } from '@hotel/contracts';
import type { AppRouter } from '@hotel/services/router';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { apiFetch } from './network';

/** Typed query/mutation options for every procedure; lives in the router context. */
export type Trpc = TRPCOptionsProxy<AppRouter>;

export interface ApiOptions {
  queryClient: QueryClient;
  /** Read on every call, so a language switch applies to the very next request. */
  getLanguage: () => Language;
}

/** The tRPC client and its TanStack Query options proxy, created once in main.tsx. */
export function createApi({ queryClient, getLanguage }: ApiOptions) {
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: '/trpc',
        fetch: apiFetch,
        // The server localizes its messages by this header.
        headers: () => ({ 'x-lang': getLanguage() }),
      }),
    ],
  });
  const trpc: Trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
  return { client, trpc };
}
