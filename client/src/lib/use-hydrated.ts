import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False in the server's render and in the browser's hydration of it, true from the render after:
 * what only the browser knows (who is logged in) shows then, so the hydrated page first matches
 * the server's HTML exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
