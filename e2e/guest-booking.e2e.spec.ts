import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { cardExpiry } from '../test/clock';
import { APPROVED_CARD, confirmMailedAddress, DECLINED_CARD } from '../services/test/guest';
import { startSite } from './browser';
import { openBookingModal, pagePerTest } from './screens';
import { acknowledge, definition, dotted, eventually, hidden, hotelDate, shown } from './ui';

const { site, browser } = await startSite();

const ROOM = 'Standard double';
// Ten days ahead in the hotel's zone, two nights: inside the demo's 90-day online windows.
const CHECKIN = hotelDate(10);
const CHECKOUT = hotelDate(12);

// English texts (the server answers in the same language); set once, so a test may switch.
const tab = pagePerTest(browser, { language: 'en', locale: 'en-US' });
let context: BrowserContext;
let page: Page;
beforeEach(() => {
  context = tab.context();
  page = tab.page();
});

/** A guest registered and logged in through the API, its session cookie handed to the browser. */
async function loggedInGuest(): Promise<void> {
  const { token } = await site.session(1);
  await context.addCookies([{ name: 'hotel_session', value: token, url: site.baseUrl }]);
}

async function fillGuest(modal: Locator): Promise<void> {
  await modal.getByRole('textbox', { name: 'Full name' }).fill('Aýna Berdiýewa');
  await modal.getByRole('combobox', { name: 'Passport series' }).selectOption('BN');
  await modal.getByRole('textbox', { name: 'Passport number' }).pressSequentially('12a-34 56');
}

/** Sends the booking, passes the 'going to the bank' alert and lands on the sandbox bank's page. */
async function goToBank(modal: Locator): Promise<void> {
  await modal.getByRole('button', { name: 'Go to the bank page' }).click();
  expect(await acknowledge(page)).toBe('The room is reserved. Going to the bank payment page…');
  await page.waitForURL(/\/sandbox-bank\/payments\/merchants\/hotel\/payment\.html\?mdOrder=/);
}

async function payWith(card: string): Promise<void> {
  await page.locator('input[autocomplete="cc-name"]').fill('AYNA BERDIYEVA');
  await page.locator('input[autocomplete="cc-number"]').fill(card);
  await page.locator('input[autocomplete="cc-exp"]').fill(cardExpiry());
  await page.locator('input[autocomplete="cc-csc"]').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL((url) => url.origin === site.baseUrl && url.pathname === '/');
}

describe('a guest books a room in the browser', () => {
  it(
    'registers, books, pays with the approved card, sees the paid booking and gets a refund',
    { timeout: 90_000 },
    async () => {
      // Registration on /login, followed by the automatic login.
      await page.goto(`${site.baseUrl}/login`);
      await shown(page.getByRole('heading', { name: 'Log in' }));
      await page.getByRole('button', { name: 'Register' }).click();
      await shown(page.getByRole('heading', { name: 'Registration' }));
      await page.getByRole('textbox', { name: 'E-mail' }).fill('journey@example.com');
      await page.getByLabel('Password').fill('caspian-sea-2026');
      await page.getByRole('button', { name: 'Register' }).click();
      expect(await acknowledge(page)).toBe(
        'You are registered. We have sent you a link to confirm your e-mail address',
      );
      // The guest opens the link of the registration mail (in another tab): the account may book.
      await confirmMailedAddress(site, 'journey@example.com');
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await shown(nav.getByRole('link', { name: 'My account' }));
      await shown(nav.getByRole('button', { name: 'Log out' }));
      expect(await nav.getByRole('link', { name: 'Log in' }).count()).toBe(0);

      // Search, the result list, the room and its booking modal.
      await page.getByRole('button', { name: 'Find a room' }).click();
      const search = await shown(page.getByRole('dialog', { name: 'Find a room' }));
      await search.getByLabel('Check-in date').fill(CHECKIN);
      await search.getByLabel('Check-out date').fill(CHECKOUT);
      await search.getByRole('button', { name: 'Find' }).click();
      await page.waitForURL(`${site.baseUrl}/rooms`);
      const found = await shown(page.getByRole('status'));
      expect(await found.textContent()).toMatch(/^Free room types found: \d+$/);
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: ROOM, exact: true }) });
      await shown(card);
      expect(await card.textContent()).toMatch(/Rooms free: \d+/);
      await card.getByRole('link', { name: /View/ }).click();
      await shown(page.getByRole('heading', { level: 1, name: ROOM }));
      await page.getByRole('button', { name: 'Book', exact: true }).click();
      const modal = await shown(page.getByRole('dialog', { name: 'Room booking' }));
      expect(await definition(modal, 'Room').textContent()).toBe(ROOM);
      expect(await definition(modal, 'Check-in').textContent()).toBe(
        `${dotted(CHECKIN)} 14:00 (hotel time)`,
      );
      expect(await definition(modal, 'Check-out').textContent()).toBe(
        `${dotted(CHECKOUT)} 12:00 (hotel time)`,
      );

      // The guest: only digits reach the passport number.
      await fillGuest(modal);
      expect(await modal.getByRole('textbox', { name: 'Passport number' }).inputValue()).toBe(
        '123456',
      );

      // The sandbox bank's hosted page, with the card autocomplete tokens.
      await goToBank(modal);
      for (const token of ['cc-name', 'cc-number', 'cc-exp', 'cc-csc']) {
        await shown(page.locator(`input[autocomplete="${token}"]`));
      }
      await payWith(APPROVED_CARD);
      const paid = /^Payment succeeded\. Booking No\. (\d+) is confirmed\.$/.exec(
        await acknowledge(page),
      );
      expect(paid).not.toBeNull();
      const bookNumber = paid?.[1] ?? '';
      await eventually(() => page.url()).toBe(`${site.baseUrl}/`);

      // The personal account: the booking is paid and offers a refund.
      await page.getByRole('link', { name: 'My account' }).click();
      await page.waitForURL(`${site.baseUrl}/profile`);
      const booking = await shown(
        page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: ROOM }) }),
      );
      expect(await definition(booking, 'Booking number').textContent()).toBe(bookNumber);
      expect(await definition(booking, 'Payment state').textContent()).toBe('Paid');
      expect(await definition(booking, 'Check-in').textContent()).toBe(
        `${dotted(CHECKIN)} 14:00 (hotel time)`,
      );
      expect(await definition(booking, 'Check-out').textContent()).toBe(
        `${dotted(CHECKOUT)} 12:00 (hotel time)`,
      );

      await booking.getByRole('button', { name: 'Refund' }).click();
      const confirm = await shown(page.getByRole('dialog'));
      // The amount that comes back, as the site writes amounts, and the booking fee kept.
      expect(await confirm.textContent()).toMatch(
        /Cancel the booking and get \d{1,3}(,\d{3})* TMT back to your card\? The booking fee of \d{1,3}(,\d{3})* TMT is not refunded\./,
      );
      await confirm.getByRole('button', { name: 'OK' }).click();
      expect(await acknowledge(page)).toMatch(
        /^The booking was cancelled and \d{1,3}(,\d{3})* TMT refunded to your card$/,
      );
      // It leaves the current bookings for the cancelled ones.
      await shown(page.getByText('No current bookings.'));
      const refunded = await shown(
        page
          .getByRole('region', { name: 'Cancelled and past stays' })
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: ROOM }) }),
      );
      expect(await definition(refunded, 'Payment state').textContent()).toBe(
        'Cancelled, payment refunded',
      );
    },
  );

  it(
    'comes back to the main page with the declined message when the bank declines the card',
    { timeout: 60_000 },
    async () => {
      await loggedInGuest();
      await page.goto(`${site.baseUrl}/`);
      const modal = await openBookingModal(page);
      await fillGuest(modal);
      await goToBank(modal);

      await payWith(DECLINED_CARD);

      expect(await acknowledge(page)).toMatch(
        /^The bank declined the payment\. Booking No\. \d+ was cancelled\.$/,
      );
      await eventually(() => page.url()).toBe(`${site.baseUrl}/`);
    },
  );

  it(
    'shows the server asking to log in and keeps the typed guest when the session is gone',
    { timeout: 60_000 },
    async () => {
      await loggedInGuest();
      await page.goto(`${site.baseUrl}/`);
      const modal = await openBookingModal(page);
      await fillGuest(modal);

      // Logged out behind the page's back (e.g. in another tab).
      await context.clearCookies();
      await modal.getByRole('button', { name: 'Go to the bank page' }).click();

      const error = await shown(modal.getByRole('alert'));
      expect(await error.textContent()).toContain('Please log in');
      expect(await error.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
      expect(await modal.getByRole('textbox', { name: 'Full name' }).inputValue()).toBe(
        'Aýna Berdiýewa',
      );
      expect(await modal.getByRole('combobox', { name: 'Passport series' }).inputValue()).toBe(
        'BN',
      );
      expect(await modal.getByRole('textbox', { name: 'Passport number' }).inputValue()).toBe(
        '123456',
      );
      expect(page.url()).toMatch(/\/room\?type=\d+$/);
    },
  );

  it(
    'clears the booking modal’s message on closing but keeps the typed guest for reopening',
    { timeout: 60_000 },
    async () => {
      await loggedInGuest();
      await page.goto(`${site.baseUrl}/`);
      const modal = await openBookingModal(page);
      await fillGuest(modal);
      // Staff switch online payment off meanwhile: the server refuses with a message. (A lost
      // session would not do: Book then leads to the login screen.)
      await site.db.sql`update system_options set payment_system = false`;
      try {
        await modal.getByRole('button', { name: 'Go to the bank page' }).click();
        await shown(modal.getByRole('alert'));
      } finally {
        await site.db.sql`update system_options set payment_system = true`;
      }

      await modal.getByRole('button', { name: 'Close' }).click();
      await hidden(modal);
      await page.getByRole('button', { name: 'Book', exact: true }).click();

      const reopened = await shown(page.getByRole('dialog', { name: 'Room booking' }));
      expect(await reopened.getByRole('alert').count()).toBe(0);
      expect(await reopened.getByRole('textbox', { name: 'Full name' }).inputValue()).toBe(
        'Aýna Berdiýewa',
      );
      expect(await reopened.getByRole('combobox', { name: 'Passport series' }).inputValue()).toBe(
        'BN',
      );
      expect(await reopened.getByRole('textbox', { name: 'Passport number' }).inputValue()).toBe(
        '123456',
      );
    },
  );

  it('shows the server’s error in the search overlay when check-out is not after check-in', async () => {
    await loggedInGuest();
    await page.goto(`${site.baseUrl}/`);
    await page.getByRole('button', { name: 'Find a room' }).click();
    const search = await shown(page.getByRole('dialog', { name: 'Find a room' }));
    await search.getByLabel('Check-in date').fill(CHECKOUT);
    await search.getByLabel('Check-out date').fill(CHECKIN);

    await search.getByRole('button', { name: 'Find' }).click();

    const error = await shown(search.getByRole('alert'));
    expect(await error.textContent()).toBe('The check-out date must be after the check-in date');
    expect(await search.getByLabel('Check-in date').inputValue()).toBe(CHECKOUT);
    expect(page.url()).toBe(`${site.baseUrl}/`);
  });

  it('logs out from the header and goes home, where the header offers to log in again', async () => {
    await loggedInGuest();
    await page.goto(`${site.baseUrl}/rooms`);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });

    await (await shown(nav.getByRole('button', { name: 'Log out' }))).click();

    await shown(nav.getByRole('link', { name: 'Log in' }));
    await page.waitForURL(`${site.baseUrl}/`);
    expect(await nav.getByRole('link', { name: 'My account' }).count()).toBe(0);
    await page.goto(`${site.baseUrl}/profile`);
    await page.waitForURL(`${site.baseUrl}/login`);
  });

  it(
    'goes to the bank once on a double click, and back to that unpaid booking on booking the stay again',
    { timeout: 90_000 },
    async () => {
      await loggedInGuest();
      await page.goto(`${site.baseUrl}/`);
      const modal = await openBookingModal(page);
      await fillGuest(modal);

      const sent: string[] = [];
      page.on('request', (request) => {
        // A batched request names each call in its path.
        for (const call of new URL(request.url()).pathname.split(/[/,]/)) {
          if (call === 'booking.pay') sent.push(call);
        }
      });
      // Both clicks land before the page could redraw the button disabled.
      await modal
        .getByRole('button', { name: 'Go to the bank page' })
        .evaluate((button: HTMLButtonElement) => {
          button.click();
          button.click();
        });
      await shown(page.getByRole('alertdialog'));

      expect(await acknowledge(page)).toBe('The room is reserved. Going to the bank payment page…');
      await page.waitForURL(/\/sandbox-bank\/payments\/merchants\/hotel\/payment\.html\?mdOrder=/);
      const bankPage = page.url();
      // One click's worth: the second press sent nothing.
      expect(sent).toHaveLength(1);

      // The guest leaves the bank without paying, and books the same stay again.
      await page.getByRole('link', { name: "Back to the merchant's site without paying" }).click();
      await page.waitForURL(`${site.baseUrl}/`);
      const again = await openBookingModal(page);
      await fillGuest(again);
      await again.getByRole('button', { name: 'Go to the bank page' }).click();
      expect(await acknowledge(page)).toBe(
        'You already have an unpaid booking for this stay: continue paying for it at the bank',
      );
      await eventually(() => page.url()).toBe(bankPage);
    },
  );
});
