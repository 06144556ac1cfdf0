import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSite } from './browser';
import { screenshotIfFailed, shown, withTimeouts } from './ui';

const { site, browser } = await startSite();

/** Text only zod's code holds (its error class and its core's type names), whatever the minifier keeps. */
const ZOD_MARKERS = ['ZodError', '$ZodType', 'zod_'];

let page: Page;
/** Every script the page fetched, with its encoding and body. */
let scripts: { url: string; encoding: string | undefined; body: string }[];

beforeEach(async () => {
  scripts = [];
  page = await withTimeouts(await browser.newContext({ locale: 'en-US' })).newPage();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    void response
      .text()
      .then((body) => scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'], body }))
      .catch(() => undefined);
  });
});

afterEach(async ({ task }) => {
  await screenshotIfFailed(task, page);
  await page.context().close();
});

/** Opens a page as a guest's first visit and waits until it shows and its requests settled. */
async function firstVisit(path: string): Promise<void> {
  await page.goto(`${site.baseUrl}${path}`);
  await shown(page.locator('main'));
  await page.waitForLoadState('networkidle');
}

describe('the first load of the built client (issue 11, item 11)', () => {
  it.each(['/', '/rooms'])('of %s holds no zod, and every script comes compressed', async (path) => {
    await firstVisit(path);
    const assets = scripts.filter((s) => new URL(s.url).pathname.startsWith('/assets/'));
    expect(assets.length).toBeGreaterThan(3);
    for (const script of assets) {
      expect(ZOD_MARKERS.filter((marker) => script.body.includes(marker)), script.url).toEqual([]);
      expect(script.encoding, script.url).toBe('br');
    }
  });

  it('names the first slide of the home page before any script runs, and only there', async () => {
    await firstVisit('/');
    const hint = page.locator('head link[rel="preload"][as="image"]');
    await expect(hint.getAttribute('href')).resolves.toMatch(/^\/images\/slides\/home-1\./);
    await expect(hint.getAttribute('fetchpriority')).resolves.toBe('high');
    const slide = page.locator('.hero img').first();
    await expect(slide.getAttribute('src')).resolves.toBe(await hint.getAttribute('href'));

    await firstVisit('/rooms');
    await expect(page.locator('head link[rel="preload"][as="image"]').count()).resolves.toBe(0);
  });

  it('fetches the first room picture of /rooms at once, the later ones lazily', async () => {
    await firstVisit('/rooms');
    const pictures = page.locator('.room-card__media img');
    await shown(pictures.first());
    await expect(pictures.first().getAttribute('loading')).resolves.toBe('eager');
    await expect(pictures.first().getAttribute('fetchpriority')).resolves.toBe('high');
    await expect(pictures.nth(1).getAttribute('loading')).resolves.toBe('lazy');
  });
});
