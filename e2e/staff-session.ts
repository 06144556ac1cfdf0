import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach } from 'vitest';
import type { TestApp } from '../services/test/test-app';
import { screenshotIfFailed, withTimeouts } from './ui';

/** The password site.session gives the staff members it creates. */
export const STAFF_PASSWORD = 'correct horse battery';

const LOGIN = {
  ru: { email: 'Эл. почта', password: 'Пароль', login: 'Войти' },
  en: { email: 'E-mail', password: 'Password', login: 'Log in' },
} as const;

export type StaffLanguage = keyof typeof LOGIN;

/**
 * Pages of staff members for a spec's tests: `open` gives a fresh browser context in `language`
 * whose page has logged in through /login (the staff member created if new) and landed on the
 * bookings list. After each test its context is closed, with a screenshot if the test failed.
 */
export function staffPages(site: TestApp, browser: Browser) {
  let context: BrowserContext | null = null;
  let page: Page | null = null;

  afterEach(async ({ task }) => {
    if (page) await screenshotIfFailed(task, page);
    await context?.close();
    context = null;
    page = null;
  });

  return async function open(language: StaffLanguage, email: string): Promise<Page> {
    await site.session(2, email);
    context = withTimeouts(await browser.newContext({ locale: 'en-US', acceptDownloads: true }));
    await context.addInitScript((chosen) => {
      if (!localStorage.getItem('preferredLanguage'))
        localStorage.setItem('preferredLanguage', chosen);
    }, language);
    page = await context.newPage();
    const texts = LOGIN[language];
    await page.goto(`${site.baseUrl}/login`);
    await page.getByRole('textbox', { name: texts.email }).fill(email);
    await page.getByLabel(texts.password).fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: texts.login, exact: true }).click();
    await page.waitForURL(`${site.baseUrl}/a/bookings`);
    return page;
  };
}
