import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startSite } from './browser';
import { axeViolations } from './screens';
import { STAFF_SCREENS } from './staff-screens';
import { hidden, shown, withTimeouts } from './ui';

// The staff screens on a narrow phone (360 px), in each language: the page never scrolls
// sideways. A wide table scrolls inside its own box, so none of its controls is out of reach; the
// page around it fits the screen.
const { site, browser } = await startSite();

const WIDTH = 360;

/**
 * The controls of the screen that end past the right edge with no box to scroll them into view
 * (a card that hides what overflows it): on a phone they could not be reached.
 */
function controlsCutOff(width: number): string[] {
  const scrolls = (element: Element) =>
    ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
  return Array.from(document.querySelectorAll('main :is(a, button, input, select, textarea)'))
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
  { width, language, bypassCSP = false }: { width: number; language?: string; bypassCSP?: boolean },
  check: (page: Page) => Promise<string[]>,
): Promise<string[]> {
  const { token } = await site.session(2, email);
  const context = withTimeouts(
    await browser.newContext({ viewport: { width, height: 800 }, bypassCSP }),
  );
  await context.addCookies([{ name: 'hotel_session', value: token, url: site.baseUrl }]);
  if (language)
    await context.addInitScript(
      (chosen) => localStorage.setItem('preferredLanguage', chosen),
      language,
    );
  const page = await context.newPage();
  const faults: string[] = [];
  try {
    for (const path of STAFF_SCREENS) {
      await page.goto(`${site.baseUrl}${path}`, { waitUntil: 'networkidle' });
      await shown(page.locator('main h1').first());
      for (const fault of await check(page)) faults.push(`${path}: ${fault}`);
    }
  } finally {
    await context.close();
  }
  return faults;
}

describe.each(['tm', 'ru', 'en'] as const)('the staff screens on a phone in %s', (language) => {
  it(
    'fit the width of the screen: no page scrolls sideways, no control is cut off',
    { timeout: 120_000 },
    async () => {
      const faults = await faultsOnEveryScreen(
        `phone-${language}@example.com`,
        { width: WIDTH, language },
        async (page) => {
          const wide = await page.evaluate(() => document.documentElement.scrollWidth);
          const cut = await page.evaluate(controlsCutOff, WIDTH);
          return [
            ...(wide > WIDTH ? [`the page is ${wide}px wide`] : []),
            ...cut.map((control) => `${control} is cut off at the right`),
          ];
        },
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

/**
 * The tables whose box scrolls sideways with no tab stop (the keyboard could not scroll it), or
 * is a tab stop with nothing to scroll (a needless stop); with `count`, only whether none is.
 */
function tableStopsAmiss(count: boolean): string[] | boolean {
  const amiss = Array.from(document.querySelectorAll('main .data-table__scroll')).flatMap((box) => {
    const table = `table "${box.querySelector('caption')?.textContent ?? ''}"`;
    const scrolls = box.scrollWidth > box.clientWidth;
    const stop = box.getAttribute('tabindex') === '0' && box.getAttribute('role') === 'region';
    if (scrolls && !stop) return [`${table} scrolls but is no tab stop`];
    if (!scrolls && box.hasAttribute('tabindex')) return [`${table} fits yet is a tab stop`];
    return [];
  });
  return count ? amiss.length === 0 : amiss;
}

describe('the staff tables', () => {
  it.each([WIDTH, 1280])(
    'are a tab stop exactly while they scroll sideways, at %i px wide',
    { timeout: 120_000 },
    async (width) => {
      const faults = await faultsOnEveryScreen(
        `stops-${width}@example.com`,
        { width },
        async (page) => {
          // The boxes are measured once drawn: wait for them to agree, then tell what still does not.
          await page
            .waitForFunction(tableStopsAmiss, true, { timeout: 5_000 })
            .catch(() => undefined);
          return (await page.evaluate(tableStopsAmiss, false)) as string[];
        },
      );
      expect(faults).toEqual([]);
    },
  );
});

describe('the staff screens under axe', () => {
  it.each([WIDTH, 1280])('have no violation at %i px wide', { timeout: 180_000 }, async (width) => {
    // axe is injected as an inline script, which the site's CSP rightly refuses.
    const faults = await faultsOnEveryScreen(
      `axe-${width}@example.com`,
      { width, bypassCSP: true },
      axeViolations,
    );
    expect(faults).toEqual([]);
  });
});
