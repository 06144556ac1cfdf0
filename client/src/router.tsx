import type { RoomTypeView } from '@hotel/contracts';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DialogProvider } from './dialog';
import type { BookingResume, GuestDraft, RoomSearchResult, StayDates } from './lib/stay';
import type { RouterContext } from './router-context';
import { routeTree } from './routeTree.gen';

/**
 * The one router factory of the server's render (entry-server.tsx) and the browser's hydration
 * (entry-client.tsx): both must build the same tree. TanStack Query's answers the server's
 * loaders fetched travel in the page and fill the browser's cache before it hydrates; the
 * integration also puts the QueryClientProvider around the app.
 */
export function createAppRouter(context: RouterContext) {
  const router = createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // TanStack Query owns caching; the router should always ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    Wrap: ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={context.i18n}>
        <DialogProvider>{children}</DialogProvider>
      </I18nextProvider>
    ),
  });
  setupRouterSsrQueryIntegration({ router, queryClient: context.queryClient });
  return router;
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
