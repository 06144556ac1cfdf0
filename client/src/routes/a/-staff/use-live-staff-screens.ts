import { isStaffEventTopic } from '@hotel/contracts/plain';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect } from 'react';
import { anyOfFilters, everyLiveFilter, liveTopicFilters } from './live-topics';

/** The server's stream of changes (docs/rest-contract.md, GET /api/staff/events). */
const STAFF_EVENTS_URL = '/api/staff/events';
/** After a refusal (a 401 or 503 ends an EventSource for good) the stream is opened again. */
const REOPEN_AFTER_MS = 30_000;

/**
 * Keeps the open staff screens live: one EventSource for the staff area marks stale the queries
 * each change feeds. The screens' polling (`refetchInterval`) stays as the fallback for while the
 * stream is down. Closed when the staff area unmounts (logout leaves it).
 */
export function useLiveStaffScreens(): void {
  const { trpc } = useRouteContext({ from: '/a' });
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    // The events of one flush of the stream are dispatched one after another in the same task:
    // what they make stale is gathered and marked once, after the last (anyOfFilters says why).
    let burst: ReturnType<typeof everyLiveFilter> = [];
    let burstEnd: ReturnType<typeof setTimeout> | null = null;
    const refetch = (filters: ReturnType<typeof everyLiveFilter>) => {
      burst.push(...filters);
      burstEnd ??= setTimeout(() => {
        const stale = anyOfFilters(burst);
        burst = [];
        burstEnd = null;
        void queryClient.invalidateQueries(stale);
      });
    };
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | null = null;
    let opened = false;
    const open = () => {
      source = new EventSource(STAFF_EVENTS_URL);
      source.addEventListener('open', () => {
        // A reconnection: what changed while the stream was down is unknown.
        if (opened) refetch(everyLiveFilter(trpc));
        opened = true;
      });
      source.addEventListener('change', (event) => {
        const topic = parseTopic((event as MessageEvent<string>).data);
        if (topic) refetch(liveTopicFilters(trpc, topic));
      });
      source.addEventListener('resync', () => refetch(everyLiveFilter(trpc)));
      source.addEventListener('error', () => {
        // The browser reconnects by itself unless the server refused; then try again later.
        if (source?.readyState === EventSource.CLOSED)
          reopen ??= setTimeout(reopenNow, REOPEN_AFTER_MS);
      });
    };
    const reopenNow = () => {
      reopen = null;
      open();
    };
    open();
    return () => {
      if (reopen) clearTimeout(reopen);
      if (burstEnd) clearTimeout(burstEnd);
      source?.close();
    };
  }, [trpc, queryClient]);
}

function parseTopic(data: string) {
  try {
    const topic: unknown = (JSON.parse(data) as { topic?: unknown }).topic;
    return typeof topic === 'string' && isStaffEventTopic(topic) ? topic : null;
  } catch {
    return null;
  }
}
