import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectGuestKept } from './guest-steps';
import { focusInDialog } from './screens';
import { eventually, hidden, shown } from './ui';
import {
  site,
  CHECKIN,
  CHECKOUT,
  context,
  page,
  loggedInGuest,
  guestFillsBooking,
} from './guest-booking-setup';

/** Logged in, the header's search overlay with check-out before check-in typed; returns it. */
async function reversedSearch(): Promise<Locator> {
  await loggedInGuest();
  await page.goto(`${site.baseUrl}/`);
  await page.getByRole('button', { name: 'Find a room' }).click();
  const search = await shown(page.getByRole('dialog', { name: 'Find a room' }));
  await search.getByLabel('Check-in date').fill(CHECKOUT);
  await search.getByLabel('Check-out date').fill(CHECKIN);
  return search;
}

/** Sends the modal's booking by `press` while staff have online payment off: the server refuses. */
async function payRefused(modal: Locator, press: (pay: Locator) => Promise<void>): Promise<void> {
  await site.db.sql`update system_options set payment_system = false`;
  try {
    await press(modal.getByRole('button', { name: 'Go to the bank page' }));
    await shown(modal.getByRole('alert'));
  } finally {
    await site.db.sql`update system_options set payment_system = true`;
  }
}

describe('a guest books a room in the browser', () => {
  it(
    'shows the server asking to log in and keeps the typed guest when the session is gone',
    { timeout: 60_000 },
    async () => {
      const modal = await guestFillsBooking();

      // Logged out behind the page's back (e.g. in another tab).
      await context.clearCookies();
      await modal.getByRole('button', { name: 'Go to the bank page' }).click();

      const error = await shown(modal.getByRole('alert'));
      expect(await error.textContent()).toContain('Please log in');
      expect(await error.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
      await expectGuestKept(modal, { series: 'BN', number: '123456' });
      expect(page.url()).toMatch(/\/room\?type=\d+$/);
    },
  );

  it(
    'clears the booking modal’s message on closing but keeps the typed guest for reopening',
    { timeout: 60_000 },
    async () => {
      const modal = await guestFillsBooking();
      // Staff switch online payment off meanwhile: the server refuses with a message. (A lost
      // session would not do: Book then leads to the login screen.)
      await payRefused(modal, (pay) => pay.click());

      await modal.getByRole('button', { name: 'Close' }).click();
      await hidden(modal);
      await page.getByRole('button', { name: 'Book', exact: true }).click();

      const reopened = await shown(page.getByRole('dialog', { name: 'Room booking' }));
      expect(await reopened.getByRole('alert').count()).toBe(0);
      await expectGuestKept(reopened, { series: 'BN', number: '123456' });
    },
  );

  it(
    'keeps the focus in the booking modal, on the server’s refusal, when Pay was pressed by keyboard',
    { timeout: 60_000 },
    async () => {
      const modal = await guestFillsBooking();
      await payRefused(modal, async (pay) => {
        await pay.focus();
        await page.keyboard.press('Enter');
      });

      // On the refusal, or still on Pay when the answer came before Pay was redrawn disabled.
      await eventually(() => focusInDialog(page)).toBe(true);
    },
  );

  it(
    'says next to the fields, in the site’s words, what was typed wrong, and keeps it',
    { timeout: 60_000 },
    async () => {
      const modal = await guestFillsBooking();
      const name = modal.getByRole('textbox', { name: 'Full name' });
      const number = modal.getByRole('textbox', { name: 'Passport number' });
      await name.fill('');
      await number.fill('12345');
      await modal.getByRole('button', { name: 'Go to the bank page' }).click();

      // The site's own texts, not the browser's bubbles (which Chromium has in no Turkmen).
      await shown(modal.getByText('Write the guest’s full name.'));
      await shown(modal.getByText('A Turkmen passport’s number is 6 digits.'));
      expect(await name.evaluate((field) => field === document.activeElement)).toBe(true);
      expect(await modal.getByRole('alert').count()).toBe(0);
      expect(await number.inputValue()).toBe('12345');
      expect(page.url()).toMatch(/\/room\?type=\d+$/);
    },
  );

  it('shows the server’s error in the search overlay when check-out is not after check-in', async () => {
    const search = await reversedSearch();

    await search.getByRole('button', { name: 'Find' }).click();

    const error = await shown(search.getByRole('alert'));
    expect(await error.textContent()).toBe('The check-out date must be after the check-in date');
    expect(await search.getByLabel('Check-in date').inputValue()).toBe(CHECKOUT);
    expect(page.url()).toBe(`${site.baseUrl}/`);
  });

  it('keeps the focus in the search overlay on its error when Find was pressed by keyboard', async () => {
    const search = await reversedSearch();

    await search.getByRole('button', { name: 'Find' }).focus();
    await page.keyboard.press('Enter');

    await shown(search.getByRole('alert'));
    await eventually(() => focusInDialog(page)).toBe(true);
  });

  it('keeps the focus in the login form on its error when Log in was pressed by keyboard', async () => {
    await page.goto(`${site.baseUrl}/login`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');

    await page.locator('form').getByRole('button', { name: 'Log in' }).focus();
    await page.keyboard.press('Enter');

    await shown(page.locator('main').getByRole('alert'));
    await eventually(() =>
      page.evaluate(() => document.activeElement?.closest('form') != null),
    ).toBe(true);
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
});
