import type { LedgerQuery } from '@hotel/contracts';
import type { AppRouter } from '@hotel/services/router';
import { QueryClient, skipToken } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from './client';

// The library's own proxy, which the API module's stands in for: their keys must be the same,
// so that filters, invalidations and removals written against either behave alike.
const library = createTRPCOptionsProxy<AppRouter>({
  client: createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: 'http://hotel.test/trpc' })],
  }),
  queryClient: new QueryClient(),
});
const { trpc } = createApi({ getLanguage: () => 'en' });

afterEach(() => vi.unstubAllGlobals());

describe('the API module’s tRPC options', () => {
  it('keys queries, paths and mutations as @trpc/tanstack-react-query does', () => {
    expect(trpc.auth.me.queryOptions().queryKey).toEqual(library.auth.me.queryOptions().queryKey);
    expect(trpc.site.contacts.queryOptions(undefined, { staleTime: Infinity }).queryKey).toEqual(
      library.site.contacts.queryOptions(undefined, { staleTime: Infinity }).queryKey,
    );
    expect(trpc.booking.search.mutationOptions().mutationKey).toEqual(
      library.booking.search.mutationOptions().mutationKey,
    );
    expect(trpc.staff.pathKey()).toEqual(library.staff.pathKey());
    expect(trpc.staffBookings.pathFilter()).toEqual(library.staffBookings.pathFilter());
    expect(trpc.catalog.roomTypes.queryKey()).toEqual(library.catalog.roomTypes.queryKey());
    // Only the key's shape matters here, not whether the server would take this input.
    const period = { from: 'a', to: 'b' } as unknown as LedgerQuery;
    expect(trpc.staffLedger.report.queryOptions(period).queryKey).toEqual(
      library.staffLedger.report.queryOptions(period).queryKey,
    );
    expect(trpc.staffLedger.reconcile.queryOptions(skipToken).queryKey).toEqual(
      library.staffLedger.reconcile.queryOptions(skipToken).queryKey,
    );
    expect(trpc.staffLedger.reconcile.queryOptions(skipToken).queryFn).toBe(skipToken);
  });

  it('keeps the options a screen passes', () => {
    expect(trpc.site.contacts.queryOptions(undefined, { staleTime: Infinity }).staleTime).toBe(
      Infinity,
    );
  });

  it('calls the server through the tRPC client with the reader’s language', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValue(Response.json([{ result: { data: { authenticated: false } } }]));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('navigator', { onLine: true });
    // A page's relative URL, resolved as the browser resolves it against the site.
    vi.stubGlobal(
      'Request',
      class extends Request {
        constructor(input: RequestInfo | URL, init?: RequestInit) {
          super(typeof input === 'string' ? new URL(input, 'http://hotel.test') : input, init);
        }
      },
    );
    const queryFn = trpc.auth.me.queryOptions().queryFn;
    if (typeof queryFn !== 'function') throw new Error('auth.me has no query function');

    await expect(queryFn({} as Parameters<typeof queryFn>[0])).resolves.toEqual({
      authenticated: false,
    });
    const request = fetch.mock.calls[0]?.[0] as Request;
    expect(new URL(request.url).pathname).toBe('/trpc/auth.me');
    expect(request.headers.get('x-lang')).toBe('en');
  });

  it('refuses what it does not offer instead of pretending', () => {
    const untyped = trpc.auth.me as unknown as { subscriptionOptions: () => unknown };
    expect(() => untyped.subscriptionOptions()).toThrow(/not offered/);
  });
});
