import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite } from './browser';
import { openFirstRoom, startIn } from './screens';
import { shown, withTimeouts } from './ui';

// What a guest saw go wrong in Russian and Turkmen: tab labels broken inside a word, icons
// squashed beside long labels, and the language bar lying over the search form on a laptop.
const { site, browser } = await startSite();

const WIDTHS = [320, 390, 768, 1024, 1366] as const;
const LANGUAGES = ['tm', 'ru', 'en'] as const;

let context: BrowserContext;
let page: Page;

/** Runs in the page: each word of the matched elements' text that lies on more than one line. */
function brokenWords(selector: string): string[] {
  const broken: string[] = [];
  for (const element of Array.from(document.querySelectorAll(selector))) {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) broken.push(match[0]);
      }
    }
  }
  return broken;
}

/** Runs in the page: the icons under `selector` drawn smaller than their own width and height. */
function squashedIcons(selector: string): string[] {
  return Array.from(document.querySelectorAll<SVGSVGElement>(`${selector} svg`))
    .filter((icon) => {
      const rect = icon.getBoundingClientRect();
      const width = Number(icon.getAttribute('width'));
      const height = Number(icon.getAttribute('height'));
      return rect.width < width - 0.5 || rect.height < height - 0.5;
    })
    .map((icon) => {
      const rect = icon.getBoundingClientRect();
      const owner = icon.parentElement?.textContent?.trim() ?? '';
      return `${owner || 'icon'}: ${Math.round(rect.width)}x${Math.round(rect.height)}`;
    });
}

/** Runs in the page: the items under `selector` whose content runs out of their box. */
function overflowing(selector: string): string[] {
  return Array.from(document.querySelectorAll(selector))
    .filter((element) => element.scrollWidth > element.clientWidth + 1)
    .map((element) => element.textContent?.trim() ?? '');
}

describe.each(LANGUAGES)('in %s', (language) => {
  beforeAll(async () => {
    context = withTimeouts(await browser.newContext({ viewport: { width: 1366, height: 768 } }));
    await startIn(context, language);
    page = await context.newPage();
  });
  afterAll(async () => context.close());

  it('breaks no word of a tab label on the home page', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${site.baseUrl}/`);
    await shown(page.getByRole('tab').first());
    const faults: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 768 });
      const broken = await page.evaluate(brokenWords, '[role="tab"]');
      faults.push(...broken.map((word) => `${width}px: ${word}`));
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      if (wide > width) faults.push(`${width}px: the page is ${wide}px wide`);
    }
    expect(faults).toEqual([]);
  });

  it('draws the room’s amenity icons and the footer’s icons at their full size', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await openFirstRoom(page, site.baseUrl);
    await shown(page.locator('.amenity-grid'));
    await shown(page.locator('.site-footer__address'));
    const faults: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 768 });
      for (const where of ['.amenity-grid', '.site-footer']) {
        const squashed = await page.evaluate(squashedIcons, where);
        faults.push(...squashed.map((icon) => `${width}px ${where}: ${icon}`));
      }
      const spilt = await page.evaluate(overflowing, '.amenity-grid li');
      faults.push(...spilt.map((item) => `${width}px: ${item} runs out of its box`));
      const broken = await page.evaluate(brokenWords, '.amenity-grid li');
      faults.push(...broken.map((word) => `${width}px: ${word} is broken`));
    }
    expect(faults).toEqual([]);
  });

  it('keeps the language bar off the home page’s search form at 1024×768', async () => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`${site.baseUrl}/`);
    const form = await shown(page.locator('.search-widget'));
    const bar = await shown(page.locator('.language-switcher'));
    const a = await form.boundingBox();
    const b = await bar.boundingBox();
    if (!a || !b) throw new Error('no search form or language bar');
    expect(a.y + a.height).toBeLessThanOrEqual(b.y);
  });
});
