import { STAFF_EVENT_TOPICS } from '@hotel/contracts/plain';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApi } from '../../../api';
import { housekeepingQuery } from '../-housekeeping/queries';
import { anyOfFilters, everyLiveFilter, liveTopicFilters } from './live-topics';
import {
  balancesQuery,
  bookingHistoryQuery,
  calendarRangeQuery,
  calendarRoomsQuery,
  frontDeskDayQuery,
  occupancyQuery,
  reconciliationQuery,
  staffBookingsQuery,
  staffClientsQuery,
  staffMailsQuery,
  staffOptionsQuery,
  staffReviewsQuery,
  staffRoomTypesQuery,
  staffRoomsQuery,
} from './queries';

const { trpc } = createApi({ getLanguage: () => 'en' });

/** A cache holding one entry per staff query, and which of them a topic marks stale. */
function staleAfter(filters: ReturnType<typeof everyLiveFilter>): string[] {
  const client = new QueryClient();
  const queries = {
    active: staffBookingsQuery(trpc, 'active'),
    day: frontDeskDayQuery(trpc, undefined),
    housekeeping: housekeepingQuery(trpc),
    history: bookingHistoryQuery(trpc, 7),
    range: calendarRangeQuery(trpc, { start_date: 'a', end_date: 'b' }),
    roomRows: calendarRoomsQuery(trpc),
    occupancy: occupancyQuery(trpc),
    balances: balancesQuery(trpc),
    reconciliation: reconciliationQuery(trpc, { from: 'a', to: 'b' } as never),
    clients: staffClientsQuery(trpc),
    mails: staffMailsQuery(trpc),
    options: staffOptionsQuery(trpc),
    reviews: staffReviewsQuery(trpc, 'new' as never),
    roomTypes: staffRoomTypesQuery(trpc),
    rooms: staffRoomsQuery(trpc),
  };
  for (const { queryKey } of Object.values(queries))
    client.setQueryData(queryKey as readonly unknown[], 'shown' as never);
  for (const filter of filters) void client.invalidateQueries({ ...filter, refetchType: 'none' });
  return Object.entries(queries)
    .filter(([, { queryKey }]) => client.getQueryState(queryKey)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

describe('the staff queries each live topic feeds', () => {
  it('maps every topic the server streams to at least one query', () => {
    for (const topic of STAFF_EVENT_TOPICS)
      expect(liveTopicFilters(trpc, topic).length, topic).toBeGreaterThan(0);
  });

  it.each([
    ['bookings', ['active', 'clients', 'day', 'history']],
    ['calendar_entries', ['occupancy', 'range']],
    ['rooms', ['roomRows', 'rooms']],
    ['room_types', ['roomRows', 'roomTypes']],
    ['ledger', ['active', 'balances', 'day', 'history', 'occupancy']],
    ['room_housekeeping', ['housekeeping', 'roomRows', 'rooms']],
    ['reviews', ['reviews']],
    ['mail_outbox', ['mails']],
    ['users', ['clients']],
    ['system_options', ['options']],
    ['booking_history', ['history']],
  ] as const)('%s marks stale %j', (topic, stale) => {
    expect(staleAfter(liveTopicFilters(trpc, topic))).toEqual([...stale].sort());
  });

  it('resync marks every staff list stale, but never asks the bank again by itself', () => {
    const stale = staleAfter(everyLiveFilter(trpc));
    expect(stale).not.toContain('reconciliation');
    expect(stale).toHaveLength(14);
  });

  it('marks stale at once what several topics feed, so each shown query is fetched once', async () => {
    const burst = [
      ...liveTopicFilters(trpc, 'calendar_entries'),
      ...liveTopicFilters(trpc, 'ledger'),
      ...liveTopicFilters(trpc, 'room_housekeeping'),
    ];
    const fetchesAfter = async (invalidate: (client: QueryClient) => Promise<unknown>) => {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const fetches: string[] = [];
      const shown = { occupancy: occupancyQuery(trpc), roomRows: calendarRoomsQuery(trpc) };
      const observers = Object.entries(shown).map(([name, { queryKey }]) => {
        const observer = new QueryObserver(client, {
          queryKey: queryKey as readonly unknown[],
          queryFn: () => (fetches.push(name), name),
        });
        return observer.subscribe(() => undefined);
      });
      await new Promise((resolve) => setTimeout(resolve));
      fetches.length = 0;
      await invalidate(client);
      for (const unsubscribe of observers) unsubscribe();
      return fetches.sort();
    };
    // Topic by topic, the occupancy (fed by the calendar and the ledger) went out twice.
    expect(
      await fetchesAfter((client) =>
        Promise.all(burst.map((filter) => client.invalidateQueries(filter))),
      ),
    ).toEqual(['occupancy', 'occupancy', 'roomRows']);
    expect(await fetchesAfter((client) => client.invalidateQueries(anyOfFilters(burst)))).toEqual([
      'occupancy',
      'roomRows',
    ]);
  });
});
