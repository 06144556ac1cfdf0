import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brotli } from '../client/scripts/precompress';
import { startSite } from './browser';
import { eventually, screenshotIfFailed, shown, withTimeouts } from './ui';

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
      // The build writes no variant that is not smaller than its file (a chunk of a few dozen
      // bytes, whose hash alone decides): such a file comes as it is.
      const body = Buffer.from(script.body);
      expect(script.encoding, script.url).toBe(brotli(body).length < body.length ? 'br' : undefined);
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
    await expect(page.locator('head link[rel="preload"][as="image"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).resolves.not.toContainEqual(
      expect.stringMatching(/^\/images\/slides\//),
    );
  });

  it('asks for the room types of /rooms from its HTML, once, and preloads the first card’s picture before the app has run', async () => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/room-types' || pathname.includes('catalog.roomTypes')) asked.push(pathname);
    });
    await firstVisit('/rooms');
    const first = page.locator('.room-card__media img').first();
    await shown(first);
    expect(asked).toEqual(['/api/room-types']);
    const hint = page.locator('head link[rel="preload"][as="image"]');
    await expect(hint.getAttribute('href')).resolves.toBe(await first.getAttribute('src'));
    await expect(hint.getAttribute('fetchpriority')).resolves.toBe('high');
  });

  it('paints the first slide of the home page from its HTML alone, the app then showing the same picture in the same place', async () => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${site.baseUrl}/`);
    const shell = page.locator('#root .hero img');
    await shown(shell);
    const before = { src: await shell.getAttribute('src'), box: await shell.boundingBox() };
    expect(before.src).toMatch(/^\/images\/slides\/home-1\./);
    // The shell holds no words: it is right in every language.
    await expect(page.locator('#root').innerText()).resolves.toBe('');

    await page.unroute('**/assets/*.js');
    await firstVisit('/');
    const slide = page.locator('.hero img').first();
    expect({ src: await slide.getAttribute('src'), box: await slide.boundingBox() }).toEqual(before);
    await shown(page.getByRole('heading', { level: 1 }));
  });

  it('paints the opening of /rooms before the app runs, in the reader’s language, the app then showing the same picture in the same place', async () => {
    // Without the app's entry, only /rooms' early script runs.
    await page.route('**/assets/index-*.js', (route) => route.abort());
    await page.goto(`${site.baseUrl}/`);
    await page.evaluate(() => localStorage.setItem('preferredLanguage', 'ru'));
    await page.goto(`${site.baseUrl}/rooms`);
    const shell = page.locator('#root .room-card__media img');
    await shown(shell);
    await shown(page.getByRole('heading', { level: 1, name: 'Номера' }));
    const before = { src: await shell.getAttribute('src'), box: await shell.boundingBox() };
    expect(before.src).toMatch(/^\/images\/rooms\//);

    await page.unroute('**/assets/index-*.js');
    await firstVisit('/rooms');
    const picture = page.locator('.room-card__media img').first();
    await shown(page.getByRole('link', { name: /Подробнее/ }).first());
    expect({ src: await picture.getAttribute('src'), box: await picture.boundingBox() }).toEqual(before);
  });

  it("downloads the reader's language's texts alone, another language's when it is chosen", async () => {
    const texts = (language: string) => scripts.filter((s) => new RegExp(`/assets/${language}-[\\w-]+\\.js$`).test(s.url));
    await firstVisit('/rooms');
    await shown(page.getByRole('heading', { level: 1, name: 'Otaglar' }));
    expect([texts('tm').length, texts('ru').length, texts('en').length]).toEqual([1, 0, 0]);

    await page.getByRole('button', { name: 'Ru', exact: true }).click();

    await shown(page.getByRole('heading', { level: 1, name: 'Номера' }));
    await eventually(() => [texts('ru').length, texts('en').length]).toEqual([1, 0]);
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
