import type { BrowserContext, Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { BROWSER_LOCALE, startSite } from './browser';
import { TEXTS } from './staff-bookings-texts';
import { screenshotIfFailed, withTimeouts } from './ui';

/*
 * What the staff bookings specs share: the site (started once per spec file, as each file runs in
 * a module graph of its own), the staff member, the texts, and the one browser context each test
 * opens, closed after it. `page` and `context` are live bindings: the test's, once opened.
 */
export const { site, browser } = await startSite();

export const STAFF_EMAIL = 'front-desk@example.com';
// site.session creates the user with this password (services/test/test-app.ts).
const STAFF_PASSWORD = 'correct horse battery';
await site.session(2, STAFF_EMAIL);

export { TEXTS };
export type Language = keyof typeof TEXTS;

export let context: BrowserContext;
export let page: Page;

/** Opens the test's browser context and page, the site's language chosen as `language`. */
export async function openContext(language: Language | 'tm'): Promise<void> {
  context = withTimeouts(await browser.newContext({ locale: BROWSER_LOCALE }));
  await context.addInitScript((chosen) => {
    if (!localStorage.getItem('preferredLanguage'))
      localStorage.setItem('preferredLanguage', chosen);
  }, language);
  page = await context.newPage();
}

afterEach(async ({ task }) => {
  await screenshotIfFailed(task, page);
  await context.close();
});

/** Logs in on /login as the staff member, in the page's language, and lands on the bookings list. */
export async function logInAsStaff(texts: (typeof TEXTS)[Language]): Promise<void> {
  await page.goto(`${site.baseUrl}/login`);
  await page.getByRole('textbox', { name: texts.email }).fill(STAFF_EMAIL);
  await page.getByLabel(texts.password).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: texts.login, exact: true }).click();
  await page.waitForURL(`${site.baseUrl}/a/bookings`);
}
