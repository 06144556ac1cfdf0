import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useHydrated } from '../lib/use-hydrated';
import { authQuery } from './queries';

/**
 * 'unknown' until the first check answers (the login state), and in the
 * server's page and its hydration, which are for nobody in particular.
 */
export type AuthStatus = 'unknown' | 'in' | 'out';

export function useAuthStatus(): AuthStatus {
  const { trpc } = useRouteContext({ from: '__root__' });
  const { data, isError } = useQuery(authQuery(trpc));
  const hydrated = useHydrated();
  if (!hydrated) return 'unknown';
  // A failed check means logged out.
  if (isError) return 'out';
  if (!data) return 'unknown';
  return data.authenticated ? 'in' : 'out';
}
