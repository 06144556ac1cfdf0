import type { Language } from '@hotel/contracts';
import type { AppRouter } from '@hotel/services/router';
import { createTRPCClient, getUntypedClient, httpBatchLink } from '@trpc/client';
import { apiFetch } from './network';

/**
 * The tRPC client: `httpBatchLink` to `/trpc` through the API module's fetch. A chunk of its own,
 * imported on the first call (client.ts), so a page paints without waiting for it.
 */
export function createUntypedClient(
  getLanguage: () => Language,
  transport?: { url: string; fetch: typeof fetch },
) {
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: transport?.url ?? '/trpc',
        fetch: transport?.fetch ?? apiFetch,
        // The server localizes its messages by this header.
        headers: () => ({ 'x-lang': getLanguage() }),
      }),
    ],
  });
  return getUntypedClient(client);
}
