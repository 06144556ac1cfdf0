// @vitest-environment jsdom
import type { GuestRecognitionView } from '@hotel/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { day } from '../../../../../test/clock';
import type { Trpc } from '../../../api';
import { createI18n } from '../../../i18n';
import { formatHotelDate } from '../../../lib/format';
import { en } from '../-staff/i18n';
import { ReturningGuest } from './returning-guest';

/** What the server answers for each passport looked up; any other is a first stay. */
const known = new Map<string, GuestRecognitionView>();
const asked: string[] = [];

/** The staff API as far as the recognition uses it: the server's answer from `known`. */
const trpc = {
  staffGuests: {
    recognise: {
      queryOptions: ({ passport }: { passport: string }) => ({
        queryKey: ['recognise', passport],
        queryFn: () => {
          asked.push(passport);
          return known.get(passport) ?? null;
        },
      }),
    },
  },
} as unknown as Trpc;

const i18n = await createI18n();
beforeAll(async () => {
  i18n.addResourceBundle('en', 'staff', en);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  asked.length = 0;
});

/**
 * The note as a booking dialog on a staff screen shows it: under a real router whose `/a` route
 * carries the staff API (no module mock: unit specs share their modules between files).
 */
async function renderFor(serial: string, number: string) {
  const root = createRootRouteWithContext<{ trpc: Trpc }>()();
  const staff = createRoute({
    getParentRoute: () => root,
    path: 'a',
    component: () => (
      <>
        <p>Booking dialog</p>
        <ReturningGuest serial={serial} number={number} />
      </>
    ),
  });
  const router = createRouter({
    routeTree: root.addChildren([staff]),
    context: { trpc },
    history: createMemoryHistory({ initialEntries: ['/a'] }),
  });
  await router.load();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  await screen.findAllByText('Booking dialog');
}

describe('the returning guest note of a booking dialog', () => {
  it('says a returning guest’s stays, last check-in and notes, linking the profile', async () => {
    known.set('AS204060', {
      passport: 'AS204060',
      name: 'Aýna Ňurjahanowa',
      stays: 2,
      last_checkin: day(-30),
      notes: ['Prefers a sea view'],
    });
    await renderFor('AS', '204060');
    const note = (await screen.findByText(/Returning guest/)).closest('.returning-guest');
    if (!note) throw new Error('no returning guest note');
    expect(note.textContent).toContain('Returning guest: Aýna Ňurjahanowa');
    expect(note.textContent).toContain(`stays: 2, last from ${formatHotelDate(day(-30))}`);
    expect(note.textContent).toContain('Notes: Prefers a sea view');
    expect(screen.getByRole('link', { name: 'Guest profile' }).getAttribute('href')).toBe(
      '/a/guests/AS204060',
    );
  });

  it('says nothing of a first stay, nor asks before the passport is whole', async () => {
    await renderFor('MR', '123123');
    await vi.waitFor(() => expect(asked).toEqual(['MR123123']));
    expect(document.querySelector('.returning-guest')).toBeNull();
    cleanup();
    await renderFor('', '204060');
    await renderFor('AS', '2040');
    expect(asked).toEqual(['MR123123']);
    expect(document.querySelector('.returning-guest')).toBeNull();
  });
});
