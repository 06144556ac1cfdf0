import type { RoomTypeView } from '@hotel/contracts';
import { createRouter } from '@tanstack/react-router';
import type { BookingResume, GuestDraft, RoomSearchResult, StayDates } from './lib/stay';
import type { RouterContext } from './router-context';
import { routeTree } from './routeTree.gen';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // TanStack Query owns caching; the router should always ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  /**
   * Navigation state: a search result handed to /rooms, and the room type and stay dates a card
   * hands to the detail screen (its date fields start from them; `onRequest`: the search found
   * the type never open online, booked by phone), with the guests counted at the search; a booking interrupted by the login, carried to /login and back to the
   * room (`guestDrafts`, `reopen`: the booking form opens again as it was left).
   */
  interface HistoryState {
    search?: RoomSearchResult;
    roomType?: RoomTypeView;
    dates?: StayDates;
    guests?: number;
    resume?: BookingResume;
    guestDrafts?: GuestDraft[];
    reopen?: boolean;
    onRequest?: boolean;
  }
}
