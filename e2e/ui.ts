import { fileURLToPath } from 'node:url';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** How long a test waits for the page to reach a state before it fails. */
export const UI_TIMEOUT = 10_000;

/** Waits until the element is visible (playwright-core has no web-first assertions). */
export async function shown(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  return locator;
}

/** Waits until the element is gone or hidden. */
export async function hidden(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
}

/** Retries the read until the assertion that follows passes, e.g. `await eventually(() => x).toBe(1)`. */
export function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: UI_TIMEOUT, interval: 50 });
}

/**
 * A fresh browser context whose pages wait at most UI_TIMEOUT for any element, and whose `goto`
 * returns once the app has hydrated the page (or rendered it, on a browser-only route): the server's
 * page is on screen earlier, but a click before hydration does nothing, for a test as for a guest.
 */
export function withTimeouts(context: BrowserContext): BrowserContext {
  context.setDefaultTimeout(UI_TIMEOUT);
  context.setDefaultNavigationTimeout(UI_TIMEOUT);
  context.on('page', gotoWaitsForHydration);
  return context;
}

function gotoWaitsForHydration(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const app = await page
      .evaluate(
        () => document.querySelector('script[type="module"][src*="/assets/entry-client"]') !== null,
      )
      .catch(() => false);
    if (app) await hydrated(page);
    return response;
  };
}

/** `YYYY-MM-DD` of the calendar day `days` after today in the hotel's zone (Asia/Ashgabat). */
export function hotelDate(days: number, from = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ashgabat' }).format(from);
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export { dotted } from '../test/clock';

/** Where a failing test leaves a screenshot of its page (git ignores test-results). */
export const FAILURE_DIR = fileURLToPath(new URL('../test-results/e2e/', import.meta.url));

/** In an afterEach: keeps a full-page screenshot when the test failed, and names it on stderr. */
export async function screenshotIfFailed(
  task: { name: string; result?: { state?: string } },
  page: Page,
): Promise<void> {
  if (task.result?.state !== 'fail' || page.isClosed()) return;
  const path = `${FAILURE_DIR}${task.name.replace(/[^\w-]+/g, '-').slice(0, 100)}.png`;
  try {
    await page.screenshot({ path, fullPage: true, timeout: 5000 });
    console.error(`screenshot of the failed test: ${path}`);
  } catch {
    // A screenshot is a courtesy: never hide the test's own failure behind it.
  }
}

/** The value (<dd>) next to a term (<dt>) of a definition list; the term matched whole. */
export function definition(scope: Locator, term: string): Locator {
  const exact = new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return scope
    .getByRole('term')
    .filter({ hasText: exact })
    .locator('xpath=following-sibling::dd[1]');
}

/** Acknowledges the open alert of the dialog service; returns its message. */
export async function acknowledge(page: Page): Promise<string> {
  const alert = await shown(page.getByRole('alertdialog'));
  const message = (await alert.locator('p').textContent()) ?? '';
  await alert.getByRole('button', { name: 'OK' }).click();
  await hidden(alert);
  return message;
}

/**
 * Waits until React has hydrated the server's page (its fiber is on <main>): what a test types or
 * clicks before that meets the server's HTML, without the app's handlers.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      Object.keys(document.querySelector('main') ?? {}).some((key) =>
        key.startsWith('__reactFiber$'),
      ),
    undefined,
    { timeout: UI_TIMEOUT },
  );
}

/** An amount as the site writes it in English ("1,234.50 TMT"), in teňňe. */
export const shownTenge = (text: string | null): number =>
  Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);
