import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite } from './browser';
import { ADDRESSED_SCREENS } from './screens';
import { shown, withTimeouts } from './ui';

// Layout at every width the issue names, in every language, logged in (the longest header:
// find-room, account and logout join the navigation).
const { site, browser } = await startSite();

const WIDTHS = [320, 390, 768, 1110, 1150, 1190, 1366, 1920] as const;
const LANGUAGES = ['tm', 'ru', 'en'] as const;
// /login logged in is not a screen of its own.
const SCREENS = ADDRESSED_SCREENS.filter((path) => path !== '/login');

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Runs in the page: the boxes of the header's parts and how wide the document is. */
function measureHeader() {
  const box = (element: Element | null): Box | null => {
    if (!element) return null;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return null;
    return { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
  };
  const nav = document.querySelector('#site-nav');
  return {
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    brand: box(document.querySelector('.brand span')),
    header: box(document.querySelector('.site-header__inner')),
    toggle: box(document.querySelector('.site-header__toggle')),
    navItems: nav
      ? Array.from(nav.querySelectorAll('a, button'))
          .map(box)
          .filter((b): b is Box => b !== null)
      : [],
  };
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right - 0.5 &&
  b.left < a.right - 0.5 &&
  a.top < b.bottom - 0.5 &&
  b.top < a.bottom - 0.5;

let context: BrowserContext;
let page: Page;

async function openIn(language: string): Promise<void> {
  context = withTimeouts(await browser.newContext({ viewport: { width: 1366, height: 800 } }));
  const { token } = await site.session(1);
  await context.addCookies([{ name: 'hotel_session', value: token, url: site.baseUrl }]);
  await context.addInitScript(
    (chosen) => localStorage.setItem('preferredLanguage', chosen),
    language,
  );
  page = await context.newPage();
}

describe.each(LANGUAGES)('the layout in %s', (language) => {
  beforeAll(async () => openIn(language));
  afterAll(async () => context.close());

  it.each(SCREENS)(
    '%s has no sideways scroll and a header whose parts do not overlap',
    async (path) => {
      await page.setViewportSize({ width: 1366, height: 800 });
      await page.goto(`${site.baseUrl}${path}`);
      // Logged in: the header shows the account links once the session is known.
      await shown(page.locator('.account-nav').first());
      const faults: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const header = await page.evaluate(measureHeader);
        if (header.scrollWidth > header.innerWidth) {
          faults.push(`${width}px: the page is ${header.scrollWidth}px wide`);
        }
        const { brand, header: bar } = header;
        if (!brand || !bar) throw new Error('no header');
        const parts = header.toggle ? [header.toggle] : header.navItems;
        if (parts.some((part) => overlaps(brand, part))) {
          faults.push(`${width}px: the brand overlaps the navigation`);
        }
        if (parts.some((part) => part.right > bar.right + 0.5)) {
          faults.push(`${width}px: the navigation runs out of the header`);
        }
      }
      expect(faults).toEqual([]);
    },
  );

  it('never lets the language buttons cover a price scrolled into view', async () => {
    await page.goto(`${site.baseUrl}/rooms`);
    await shown(page.locator('.prices dd').first());
    // The server's page, hydrated (goto waits for it), footer and all.
    await shown(page.locator('.site-footer'));
    const faults: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const covered = await page.evaluate(() => {
        const switcher = document.querySelector('.language-switcher');
        if (!switcher) throw new Error('no language buttons');
        const hits: string[] = [];
        const check = (price: Element, where: string) => {
          const a = price.getBoundingClientRect();
          const b = switcher.getBoundingClientRect();
          if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) {
            hits.push(`${price.textContent ?? ''} (${where})`);
          }
        };
        for (const price of Array.from(document.querySelectorAll('.prices dd'))) {
          for (const block of ['start', 'end'] as const) {
            price.scrollIntoView({ block, behavior: 'instant' });
            check(price, `scrolled to the ${block}`);
          }
        }
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        for (const price of Array.from(document.querySelectorAll('.prices dd')))
          check(price, 'at the end of the page');
        return hits;
      });
      faults.push(...covered.map((hit) => `${width}px: ${hit}`));
    }
    expect(faults).toEqual([]);
  });
});
