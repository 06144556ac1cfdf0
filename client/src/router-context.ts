import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from './api';

/** What every route's loader and component get from the router instead of module singletons. */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}
