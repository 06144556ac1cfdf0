import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestApp } from '../services/test/test-app';
import { withTimeouts } from './ui';

/** The staff member the staff screens' specs log in as; site.session gives it this password. */
export const STAFF_PASSWORD = 'correct horse battery';

const LOGIN = {
  ru: { email: 'Эл. почта', password: 'Пароль', login: 'Войти' },
  en: { email: 'E-mail', password: 'Password', login: 'Log in' },
} as const;

export type StaffLanguage = keyof typeof LOGIN;

/**
 * A fresh browser context in `language` whose page has logged in through /login as a staff member
 * (created if new) and landed on the bookings list.
 */
export async function staffPage(
  site: TestApp,
  browser: Browser,
  language: StaffLanguage,
  email: string,
): Promise<{ context: BrowserContext; page: Page }> {
  await site.session(2, email);
  const context = withTimeouts(
    await browser.newContext({ locale: 'en-US', acceptDownloads: true }),
  );
  await context.addInitScript((chosen) => {
    if (!localStorage.getItem('preferredLanguage'))
      localStorage.setItem('preferredLanguage', chosen);
  }, language);
  const page = await context.newPage();
  const texts = LOGIN[language];
  await page.goto(`${site.baseUrl}/login`);
  await page.getByRole('textbox', { name: texts.email }).fill(email);
  await page.getByLabel(texts.password).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: texts.login, exact: true }).click();
  await page.waitForURL(`${site.baseUrl}/a/bookings`);
  return { context, page };
}
