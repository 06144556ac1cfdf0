import type { Language } from '@hotel/contracts';
import type { AppRouter } from '@hotel/services/router';
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { createUntypedClient } from './trpc-client';

/** Typed query/mutation options for every procedure; lives in the router context. */
export type Trpc = TRPCOptionsProxy<AppRouter>;

export interface ApiOptions {
  /** Read on every call, so a language switch applies to the very next request. */
  getLanguage: () => Language;
  /**
   * Where the calls go, on the server's render: the API's address and the fetch that reaches it
   * (services answers them in-process). The browser leaves both out: `/trpc` through apiFetch.
   */
  transport?: { url: string; fetch: typeof fetch };
}

type UntypedClient = ReturnType<typeof createUntypedClient>;

/**
 * The options of one procedure, keyed as @trpc/tanstack-react-query keys them (`[path, { input,
 * type }]`, a router's path alone matching all below it), so filters and caches behave as with
 * that library. Its own proxy is not used: at run time it brings tRPC's server core and its
 * client into the first load; these few functions need neither until a call is made.
 */
function procedure(path: string[], client: () => Promise<UntypedClient>) {
  const name = path.join('.');
  const keyOf = (input: unknown, type: 'query' | 'any') => {
    const details = {
      ...(input !== undefined && input !== skipToken && { input }),
      ...(type !== 'any' && { type }),
    };
    return input === undefined && type === 'any' ? [path] : [path, details];
  };
  return {
    pathKey: () => [path],
    pathFilter: (filters?: object) => ({ ...filters, queryKey: [path] }),
    queryKey: (input?: unknown) => keyOf(input, 'query'),
    queryFilter: (input?: unknown, filters?: object) => ({
      ...filters,
      queryKey: keyOf(input, 'query'),
    }),
    queryOptions: (input?: unknown, options?: object) =>
      queryOptions({
        ...options,
        queryKey: keyOf(input, 'query'),
        queryFn: input === skipToken ? skipToken : async () => (await client()).query(name, input),
      }),
    mutationKey: () => [path],
    mutationOptions: (options?: object) => ({
      ...options,
      mutationKey: [path],
      mutationFn: async (input: unknown) => (await client()).mutation(name, input),
    }),
  };
}

type Procedure = ReturnType<typeof procedure>;

/**
 * The tRPC options proxy the screens use (`trpc.catalog.roomTypes.queryOptions()`), created once
 * in entry-client.tsx (and per page on the server, entry-server.tsx). The tRPC client itself (./trpc-client.ts) is imported on the first call.
 */
export function createApi({ getLanguage, transport }: ApiOptions) {
  let untyped: Promise<UntypedClient> | undefined;
  const client = () =>
    (untyped ??= import('./trpc-client').then((module) =>
      module.createUntypedClient(getLanguage, transport),
    ));
  const at = (path: string[]): unknown =>
    new Proxy(() => undefined, {
      get: (_target, key) => (typeof key === 'string' ? at([...path, key]) : undefined),
      apply: (_target, _this, args: unknown[]) => {
        const method = path.at(-1) as keyof Procedure;
        const made = procedure(path.slice(0, -1), client);
        if (!(method in made))
          throw new TypeError(`trpc.${path.join('.')}() is not offered by the API module`);
        return (made[method] as (...values: unknown[]) => unknown)(...args);
      },
    });
  return { trpc: at([]) as Trpc };
}
