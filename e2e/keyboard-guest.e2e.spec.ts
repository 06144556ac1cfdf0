import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { translate } from '../contracts/src/messages/translate';
import { startSite } from './browser';
import { STAY, focusInDialog, pagePerTest, startIn } from './screens';
import { acknowledge, eventually, hidden, hydrated, shown, withTimeouts } from './ui';

// What a keyboard guest missed: a way past the header, Escape on the phone's menu, the focus in
// the booking form that comes back after the login, and server messages that keep the language.
const { site, browser } = await startSite();

const session = pagePerTest(browser, { language: 'en' });
let page: Page;
beforeEach(() => {
  page = session.page();
});

const SKIP = { tm: 'Esasy mazmuna geç', ru: 'Перейти к содержимому', en: 'Skip to content' };

const focusedInMain = (on: Page) =>
  on.evaluate(() => document.activeElement?.closest('main') != null);

describe('the skip link', () => {
  it.each(['tm', 'ru', 'en'] as const)(
    'is the first Tab stop in %s and takes the focus to the screen’s content',
    async (language) => {
      const context = withTimeouts(
        await browser.newContext({ viewport: { width: 1366, height: 900 } }),
      );
      await startIn(context, language);
      const own = await context.newPage();
      try {
        await own.goto(`${site.baseUrl}/rooms`);
        // The server's page, hydrated (goto waits for it): the footer is in.
        await shown(own.locator('.site-footer'));
        await own.waitForLoadState('networkidle');
        await own.keyboard.press('Tab');
        const first = await own.evaluate(() => {
          const active = document.activeElement;
          return active
            ? `${active.tagName.toLowerCase()} ${active.textContent?.trim() ?? ''}`
            : '';
        });
        expect(first).toBe(`a ${SKIP[language]}`);

        await own.keyboard.press('Enter');

        await eventually(() => focusedInMain(own)).toBe(true);
        // The address stays: on /room its fragment names the room type.
        expect(own.url()).toBe(`${site.baseUrl}/rooms`);
        // The next Tab goes on from the content, not back to the header.
        await own.keyboard.press('Tab');
        expect(await focusedInMain(own)).toBe(true);
      } finally {
        await context.close();
      }
    },
  );
});

describe('the phone’s menu', () => {
  it('closes on Escape and gives the focus back to its toggle', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.baseUrl}/`);
    const toggle = await shown(page.getByRole('button', { name: 'Menu' }));
    await toggle.focus();
    await page.keyboard.press('Enter');
    const rooms = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Rooms' });
    await shown(rooms);
    await rooms.focus();

    await page.keyboard.press('Escape');

    await hidden(rooms);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

/** As a visitor: searches the stay on the main page, views the first room and presses Book. */
async function bookAsVisitor(): Promise<void> {
  await page.goto(`${site.baseUrl}/`);
  await hydrated(page);
  const widget = await shown(page.getByRole('region', { name: 'Book your stay' }));
  await widget.getByLabel('Check-in date').fill(STAY.checkin);
  await widget.getByLabel('Check-out date').fill(STAY.checkout);
  await widget.getByRole('button', { name: 'Find' }).click();
  await page.waitForURL(`${site.baseUrl}/rooms`);
  await page.locator('.room-card a').first().click();
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await page.waitForURL(`${site.baseUrl}/login`);
}

/** On the login screen: logs the guest of `site.session` in, pressing Enter in the password. */
async function logInWithEnter(email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByLabel('Password').press('Enter');
}

/** The booking form opens again and has the focus; returns the form. */
async function bookingFormFocused(): Promise<Locator> {
  const modal = await shown(page.getByRole('dialog', { name: 'Room booking' }));
  // Past the frame in which a new screen takes the focus to its heading.
  await page.waitForTimeout(300);
  expect(await focusInDialog(page)).toBe(true);
  return modal;
}

describe('the booking form after the login', () => {
  it('has the focus when it opens again after a login with the keyboard, and gives it to Book', async () => {
    const { email } = await site.session(1);
    await bookAsVisitor();
    await logInWithEnter(email);

    const modal = await bookingFormFocused();
    // Its opener was on the login screen: the focus must not fall to <body> on close.
    await page.keyboard.press('Escape');
    await hidden(modal);
    const book = page.getByRole('button', { name: 'Book', exact: true });
    await eventually(() => book.evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
  });

  it('has the focus when it opens again after a registration', async () => {
    await bookAsVisitor();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('textbox', { name: 'E-mail' }).fill('keyboard-guest@example.com');
    await page.getByLabel('Password').fill('caspian-sea-2026');
    await page.getByRole('button', { name: 'Register' }).click();
    await acknowledge(page);

    await bookingFormFocused();
  });
});

describe('the booking form after a session that ended', () => {
  it('has the focus when it opens again after the login from its error', async () => {
    const { email } = await site.session(1);
    await bookAsVisitor();
    await logInWithEnter(email);
    const modal = await shown(page.getByRole('dialog', { name: 'Room booking' }));
    await modal.getByRole('textbox', { name: 'Full name' }).fill('Aýna Berdiýewa');
    await modal.getByRole('combobox', { name: 'Passport series' }).selectOption('AS');
    await modal.getByRole('textbox', { name: /^Passport number/ }).fill('654321');
    await session.context().clearCookies();
    await modal.getByRole('button', { name: 'Go to the bank page' }).click();
    await (await shown(modal.getByRole('alert'))).getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(`${site.baseUrl}/login`);
    await logInWithEnter(email);

    await bookingFormFocused();
  });
});

describe('a message from the server', () => {
  it('follows a switch of the language', async () => {
    await page.goto(`${site.baseUrl}/login`);
    await hydrated(page);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('nobody@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
    const alert = await shown(page.getByRole('alert'));
    expect(await alert.textContent()).toBe(translate('en', 'auth.wrongCredentials'));

    await page.getByRole('button', { name: 'Ru', exact: true }).click();
    await eventually(() => alert.textContent()).toBe(translate('ru', 'auth.wrongCredentials'));
    await page.getByRole('button', { name: 'Tm', exact: true }).click();
    await eventually(() => alert.textContent()).toBe(translate('tm', 'auth.wrongCredentials'));
  });
});
