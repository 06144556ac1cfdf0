import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { authQuery } from './queries';

/** 'unknown' until the first check answers (specification, point 4: login state). */
export type AuthStatus = 'unknown' | 'in' | 'out';

export function useAuthStatus(): AuthStatus {
  const { trpc } = useRouteContext({ from: '__root__' });
  const { data, isError } = useQuery(authQuery(trpc));
  // A failed check means logged out (specification, point 8).
  if (isError) return 'out';
  if (!data) return 'unknown';
  return data.authenticated ? 'in' : 'out';
}
