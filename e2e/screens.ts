import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PUBLIC_PAGES } from '@hotel/contracts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, beforeEach } from 'vitest';
import type { TestApp } from '../services/test/test-app';
import { hidden, hotelDate, screenshotIfFailed, shown, withTimeouts } from './ui';

/**
 * The screens reached by their address: the public pages, the login, the account and a page not
 * found; /room is reached from /rooms (navigation state).
 */
export const ADDRESSED_SCREENS = [...PUBLIC_PAGES, '/login', '/profile', '/no-such-page'] as const;

/** Logs a new guest in through the API and hands the session cookie to the browser context. */
export async function logIn(site: TestApp, context: BrowserContext): Promise<void> {
  const { token } = await site.session(1);
  await context.addCookies([{ name: 'hotel_session', value: token, url: site.baseUrl }]);
}

/** Every page of the context starts in this language. */
export async function startIn(
  context: BrowserContext,
  language: 'tm' | 'ru' | 'en',
): Promise<void> {
  await context.addInitScript((chosen) => {
    if (!localStorage.getItem('preferredLanguage'))
      localStorage.setItem('preferredLanguage', chosen);
  }, language);
}

/**
 * A fresh desktop-wide (1366 px) context and page for each test of the file, starting in
 * `language` (and logged in as a new guest when asked); a failed test leaves a screenshot.
 */
/** A browser locale that asks for each of the site's languages (Turkmen is `tk`). */
const BROWSER_LANGUAGE = { tm: 'tk-TM', ru: 'ru-RU', en: 'en-US' } as const;

export function pagePerTest(
  browser: Browser,
  options: {
    language: 'tm' | 'ru' | 'en';
    site?: TestApp;
    /** the browser's own locale (date inputs) */ locale?: string;
  },
): { context: () => BrowserContext; page: () => Page } {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  beforeEach(async () => {
    context = withTimeouts(
      await browser.newContext({
        viewport: { width: 1366, height: 900 },
        // The browser asks for its language, so the server's page comes in it too.
        locale: options.locale ?? BROWSER_LANGUAGE[options.language],
      }),
    );
    await startIn(context, options.language);
    if (options.site) await logIn(options.site, context);
    page = await context.newPage();
  });
  afterEach(async ({ task }) => {
    if (page) await screenshotIfFailed(task, page);
    await context?.close();
  });
  const present = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('only inside a test');
    return value;
  };
  return { context: () => present(context), page: () => present(page) };
}

/** From /rooms, the detail screen of the first room type (its heading is the page's <h1>). */
export async function openFirstRoom(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/rooms`);
  await page.locator('.room-card a').first().click();
  await page.waitForURL(/\/room\?type=\d+$/);
  await shown(page.locator('main h1'));
}

/** Ten to twelve days ahead: inside the demo's online windows. */
export const STAY = { checkin: hotelDate(10), checkout: hotelDate(12) };

/**
 * Logged in, in English, at a desktop width: searches the stay through the header's overlay,
 * views the room type (one for two guests: its modal can add a guest) and opens its booking
 * modal. Returns the modal.
 */
export async function openBookingModal(page: Page, room = 'Standard double'): Promise<Locator> {
  await page.getByRole('button', { name: 'Find a room' }).click();
  const search = await shown(page.getByRole('dialog', { name: 'Find a room' }));
  await search.getByLabel('Check-in date').fill(STAY.checkin);
  await search.getByLabel('Check-out date').fill(STAY.checkout);
  await search.getByRole('button', { name: 'Find' }).click();
  await hidden(search);
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: room, exact: true }) })
    .getByRole('link')
    .click();
  await shown(page.getByRole('heading', { level: 1, name: room }));
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  return shown(page.getByRole('dialog', { name: 'Room booking' }));
}

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeResults {
  violations: { id: string; help: string; nodes: { target: unknown[] }[] }[];
}

/**
 * axe-core's WCAG 2.2 A/AA and best-practice rules on the page as it is; one line per violation
 * (rule, what it wants, the first elements). The context must bypass the CSP (inline script).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(options: object): Promise<AxeResults> } }).axe;
    return axe.run({
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    });
  });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => JSON.stringify(node.target))
        .join(', ')})`,
  );
}

/** Tabs from where the focus is until `target` has it (a keyboard user's way there). */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  const focused = () => target.evaluate((element) => element === document.activeElement);
  for (let press = 0; press < 60; press += 1) {
    if (await focused()) return;
    await page.keyboard.press('Tab');
  }
  const name = await page.evaluate(() => {
    const active = document.activeElement;
    return active
      ? `${active.tagName.toLowerCase()} ${active.textContent?.trim() ?? ''}`.trim()
      : 'none';
  });
  throw new Error(`Tab never reached the target; the focus is on ${name}`);
}

/** True while the focus is inside the open dialog (a screen's modal or the dialog service). */
export function focusInDialog(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.activeElement?.closest('[role="dialog"], [role="alertdialog"]') != null,
  );
}
