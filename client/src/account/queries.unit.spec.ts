import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApi } from '../api/client';
import type { RouterContext } from '../router-context';
import { authQuery, sessionChanged } from './queries';

const { trpc } = createApi({ getLanguage: () => 'en' });
const who = authQuery(trpc).queryKey;

/**
 * A tab showing who is logged in whose first check is still on its way (sent before the change)
 * when the session changes: `answerFirst` answers it then; every later check answers `now`.
 */
function tabCheckingWho(before: string, now: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
  let answerFirst = () => {};
  let checks = 0;
  const first = new Promise<string>((resolve) => (answerFirst = () => resolve(before)));
  const screen = new QueryObserver(queryClient, {
    queryKey: who,
    queryFn: () => (++checks === 1 ? first : Promise.resolve(now)),
  });
  const close = screen.subscribe(() => {});
  const context = { queryClient, trpc } as unknown as RouterContext;
  return { queryClient, context, answerFirst, checks: () => checks, close };
}

describe('asking who is logged in again after the session changed', () => {
  for (const sameUser of [true, false]) {
    it(`does not take the answer to a check sent before the change (same user: ${sameUser})`, async () => {
      const tab = tabCheckingWho('address unconfirmed', 'address confirmed');
      const changed = sessionChanged(tab.context, { sameUser });
      tab.answerFirst();
      await changed;
      expect(tab.checks()).toBe(2);
      expect(tab.queryClient.getQueryData(who)).toBe('address confirmed');
      tab.close();
    });
  }
});
