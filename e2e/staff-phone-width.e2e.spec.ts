import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en, ru, tm } from '../client/src/routes/a/-staff/i18n';
import { axeViolations } from './screens';
import { STAFF_SCREENS } from './staff-screens';
import { SEEN, browser, site } from './staff-screens-setup';
import { hidden, shown, withTimeouts } from './ui';

// The staff screens of a hotel's day on a narrow phone (360 px), in each language: the page never
// scrolls sideways. A wide table scrolls inside its own box, so none of its controls is out of
// reach; the page around it fits the screen. And every screen holds to axe, on the phone and on a
// desktop.

const WIDTH = 360;

/** What a part of a staff screen says while its query is pending (QueryState), per language. */
const LOADING = { tm: tm.loading, ru: ru.loading, en: en.loading } as const;

/**
 * Waits until the part of the page at `root` (the screen's <main>, an open dialog) shows its
 * data, never its loading state: a part that fetches on its own says so while it does
 * ("Loading…", or aria-busy), and its images load after it.
 */
async function partLoaded(page: Page, root: string, language: keyof typeof LOADING) {
  await page.waitForFunction(
    ({ root, loading }) => {
      const part = document.querySelector(root);
      return (
        part !== null &&
        part.querySelector('[aria-busy="true"]') === null &&
        Array.from(part.querySelectorAll('img')).every((image) => image.complete) &&
        !Array.from(part.querySelectorAll('p')).some((p) => p.textContent?.trim() === loading)
      );
    },
    { root, loading: LOADING[language] },
  );
}

/**
 * Waits until the screen shows its data: its heading shows once its route's loader has fetched
 * the screen's queries, and then no part of it may still be loading.
 */
async function screenLoaded(page: Page, language: keyof typeof LOADING): Promise<void> {
  await shown(page.locator('main h1').first());
  await partLoaded(page, 'main', language);
}

/** Where the scan also opens a booking's dialog: the guest in house, with a folio and a history. */
const DIALOG_SCREEN = '/a/bookings/r';
const DIALOG = '[role="dialog"]';

/**
 * The controls of the screen that end past the right edge with no box to scroll them into view
 * (a card that hides what overflows it): on a phone they could not be reached.
 */
function controlsCutOff({ width, root }: { width: number; root: string }): string[] {
  const scrolls = (element: Element) =>
    ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
  return Array.from(document.querySelectorAll(`${root} :is(a, button, input, select, textarea)`))
    .filter((control) => {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.right <= width) return false;
      for (let up = control.parentElement; up; up = up.parentElement) if (scrolls(up)) return false;
      return true;
    })
    .map(
      (control) =>
        `"${(control.textContent || control.getAttribute('aria-label') || control.tagName).trim()}"`,
    );
}

/**
 * Every staff screen opened in turn by a manager, in a fresh browser `width` px wide, with what
 * `check` finds wrong on each (the screen's path first).
 */
async function faultsOnEveryScreen(
  email: string,
  {
    width,
    language,
    bypassCSP = false,
  }: { width: number; language: keyof typeof LOADING; bypassCSP?: boolean },
  check: (page: Page, root: string) => Promise<string[]>,
): Promise<string[]> {
  const { token } = await site.session(2, email);
  const context = withTimeouts(
    await browser.newContext({ viewport: { width, height: 800 }, bypassCSP }),
  );
  await context.addCookies([{ name: 'hotel_session', value: token, url: site.baseUrl }]);
  await context.addInitScript(
    (chosen) => localStorage.setItem('preferredLanguage', chosen),
    language,
  );
  const page = await context.newPage();
  const faults: string[] = [];
  try {
    for (const path of STAFF_SCREENS) {
      await page.goto(`${site.baseUrl}${path}`);
      await screenLoaded(page, language);
      const seen = SEEN[path];
      if (seen && !(await page.locator('main').innerText()).includes(seen))
        faults.push(`${path}: the seeded day is not on the screen ("${seen}" is missing)`);
      for (const fault of await check(page, 'main')) faults.push(`${path}: ${fault}`);
      if (path !== DIALOG_SCREEN) continue;
      await page
        .locator('main')
        .getByRole('button', { name: new RegExp(`\\b${seen ?? ''}\\b`) })
        .click();
      await shown(page.locator(DIALOG));
      await partLoaded(page, DIALOG, language);
      for (const fault of await check(page, DIALOG)) faults.push(`${path} (dialog): ${fault}`);
    }
  } finally {
    await context.close();
  }
  return faults;
}

/**
 * The tables under `root` whose box scrolls sideways with no tab stop (the keyboard could not
 * scroll it), or is a tab stop with nothing to scroll (a needless stop), or scrolls its rows'
 * controls at the end of the row (Edit) out of sight; with `count`, only whether none is.
 */
function tableStopsAmiss({ root, count }: { root: string; count: boolean }): string[] | boolean {
  const amiss = Array.from(document.querySelectorAll(`${root} .data-table__scroll`)).flatMap(
    (box) => {
      const table = `table "${box.querySelector('caption')?.textContent ?? ''}"`;
      const scrolls = box.scrollWidth > box.clientWidth;
      const stop = box.getAttribute('tabindex') === '0' && box.getAttribute('role') === 'region';
      if (scrolls && !stop) return [`${table} scrolls but is no tab stop`];
      if (!scrolls && box.hasAttribute('tabindex')) return [`${table} fits yet is a tab stop`];
      const edge = box.getBoundingClientRect().right + 1;
      const hidden = Array.from(box.querySelectorAll('tbody td:last-child button')).filter(
        (button) => button.getBoundingClientRect().right > edge,
      );
      if (hidden.length > 0) return [`${table} scrolls its rows' last buttons out of sight`];
      return [];
    },
  );
  return count ? amiss.length === 0 : amiss;
}

/** The tables' boxes are measured once drawn: wait for them to agree, then tell what still does not. */
async function tableStops(page: Page, root: string): Promise<string[]> {
  await page
    .waitForFunction(tableStopsAmiss, { root, count: true }, { timeout: 5_000 })
    .catch(() => undefined);
  return (await page.evaluate(tableStopsAmiss, { root, count: false })) as string[];
}

/** What the scan holds every screen to at any width: axe, and the tables' tab stops. */
async function accessible(page: Page, root: string): Promise<string[]> {
  return [...(await axeViolations(page)), ...(await tableStops(page, root))];
}

/**
 * The folio's amounts that end past the right edge: money the desk must read at a glance, never
 * only after scrolling the dialog sideways.
 */
function amountsCutOff({ width, root }: { width: number; root: string }): string[] {
  return Array.from(document.querySelectorAll(`${root} .folio__amount`))
    .filter((cell) => cell.getBoundingClientRect().right > width)
    .map((cell) => `the folio's "${cell.textContent?.trim() ?? ''}"`);
}

/** What makes a screen too wide for the phone: the page's own width, controls or amounts cut off. */
async function tooWide(page: Page, root: string): Promise<string[]> {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  const cut = [
    ...(await page.evaluate(controlsCutOff, { width: WIDTH, root })),
    ...(await page.evaluate(amountsCutOff, { width: WIDTH, root })),
  ];
  return [
    ...(wide > WIDTH ? [`the page is ${wide}px wide`] : []),
    ...cut.map((control) => `${control} is cut off at the right`),
  ];
}

describe.each(['tm', 'ru', 'en'] as const)('the staff screens on a phone in %s', (language) => {
  // Turkmen, the site's default language, is also where axe and the tables' tab stops are checked
  // at the phone's width: one pass over the screens does both.
  const axe = language === 'tm';
  it(
    `fit the width of the screen: no page scrolls sideways, no control is cut off${axe ? '; axe finds no violation, a table is a tab stop exactly while it scrolls' : ''}`,
    { timeout: 120_000 },
    async () => {
      // axe is injected as an inline script, which the site's CSP rightly refuses.
      const faults = await faultsOnEveryScreen(
        `phone-${language}@example.com`,
        { width: WIDTH, language, bypassCSP: axe },
        async (page, root) => [
          ...(await tooWide(page, root)),
          ...(axe ? await accessible(page, root) : []),
        ],
      );
      expect(faults).toEqual([]);
    },
  );
});

describe('the staff menu on a phone', () => {
  it('is folded behind its button, opens on it, and folds again once a screen is chosen', async () => {
    const { token } = await site.session(2, 'phone-menu@example.com');
    const context = withTimeouts(
      await browser.newContext({ viewport: { width: WIDTH, height: 800 } }),
    );
    await context.addCookies([{ name: 'hotel_session', value: token, url: site.baseUrl }]);
    await context.addInitScript(() => localStorage.setItem('preferredLanguage', 'en'));
    const page = await context.newPage();
    try {
      await page.goto(`${site.baseUrl}/a/bookings`);
      const menu = page.getByRole('button', { name: 'Menu' });
      const calendar = page.getByRole('link', { name: 'Calendar', exact: true });
      await shown(page.getByRole('heading', { name: 'Bookings', level: 1 }));
      // The screen's own heading comes right under the top bar (a short page too: the sidebar
      // takes none of its spare height); the menu's links are not shown.
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(heading?.y).toBeLessThan(300);
      await hidden(calendar);
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      await calendar.click();
      await page.waitForURL(`${site.baseUrl}/a/rooms/online`);
      await hidden(calendar);
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      // A wide screen shows the menu whole, without the button.
      await page.setViewportSize({ width: 1366, height: 800 });
      await shown(calendar);
      await hidden(menu);
    } finally {
      await context.close();
    }
  });
});

describe('the staff screens on a desktop', () => {
  it(
    'have no axe violation, and a table is a tab stop exactly while it scrolls',
    { timeout: 180_000 },
    async () => {
      const faults = await faultsOnEveryScreen(
        'axe-desktop@example.com',
        { width: 1280, language: 'tm', bypassCSP: true },
        accessible,
      );
      expect(faults).toEqual([]);
    },
  );
});
