// @vitest-environment jsdom
import type { GuestRecognitionView } from '@hotel/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { day } from '../../../../../test/clock';
import { createI18n } from '../../../i18n';
import { formatHotelDate } from '../../../lib/format';
import { en } from '../-staff/i18n';
import { ReturningGuest } from './returning-guest';

/** What the server answers for each passport looked up; any other is a first stay. */
const known = new Map<string, GuestRecognitionView>();
const asked: string[] = [];

// The route's tRPC client and the router's link, as far as the recognition uses them.
vi.mock('@tanstack/react-router', () => ({
  useRouteContext: () => ({
    trpc: {
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
    },
  }),
  Link: ({ children, params }: { children: ReactNode; params: { passport: string } }) => (
    <a href={`/a/guests/${params.passport}`}>{children}</a>
  ),
}));

const i18n = await createI18n();
beforeAll(async () => {
  i18n.addResourceBundle('en', 'staff', en);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  asked.length = 0;
});

function renderFor(serial: string, number: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <ReturningGuest serial={serial} number={number} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
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
    renderFor('AS', '204060');
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
    renderFor('MR', '123123');
    await vi.waitFor(() => expect(asked).toEqual(['MR123123']));
    expect(document.querySelector('.returning-guest')).toBeNull();
    cleanup();
    renderFor('', '204060');
    renderFor('AS', '2040');
    expect(asked).toEqual(['MR123123']);
    expect(document.querySelector('.returning-guest')).toBeNull();
  });
});
