import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { startSite } from './browser';
import { en } from '../client/src/i18n/locales/en';
import { hydrated, shown, UI_TIMEOUT } from './ui';

// /room#N (the specification's link form) names its room in the fragment, which never reaches the
// server: the page holds every room type and shows the fragment's before the app's scripts run,
// its picture with it, and none of the other rooms' pictures.
const { site, browser } = await startSite();

interface Listed {
  id: number;
  name: { en: string };
  images: string[];
}

async function roomTypes(): Promise<Listed[]> {
  const response = await fetch(`${site.baseUrl}/api/room-types`);
  const body = (await response.json()) as { data: Listed[] };
  return body.data;
}

async function roomType(id: number): Promise<Listed> {
  const found = (await roomTypes()).find((type) => type.id === id);
  if (!found) throw new Error(`no room type ${id} in the demo catalog`);
  return found;
}

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A page in English whose room pictures asked for are listed (their paths). */
async function englishPage(options: { javaScriptEnabled: boolean }): Promise<{
  page: Page;
  pictures: string[];
  complaints: string[];
}> {
  context = await browser.newContext({ locale: 'en-US', ...options });
  context.setDefaultTimeout(UI_TIMEOUT);
  const page = await context.newPage();
  const pictures: string[] = [];
  const complaints: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/images/rooms/')) pictures.push(pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
  });
  page.on('pageerror', (error) => complaints.push(error.message));
  return { page, pictures, complaints };
}

/** The headings of the rooms on screen (the page holds every room, the others hidden). */
const shownTitles = (page: Page) => page.locator('main h1:visible').allTextContents();

describe('a /room#N link', () => {
  it('shows room 2 alone with JavaScript off', async () => {
    const room = await roomType(2);
    // Without scripts a browser loads lazy pictures at once (so they cannot track scrolling):
    // every room's are fetched then, which this test does not look at.
    const { page } = await englishPage({ javaScriptEnabled: false });

    await page.goto(`${site.baseUrl}/room#2`, { waitUntil: 'load' });

    await shown(page.locator('main h1').filter({ hasText: room.name.en }));
    expect(await shownTitles(page)).toEqual([room.name.en]);
    await expect(page.locator('[id="2"] .room-gallery__main').isVisible()).resolves.toBe(true);
  });

  it('shows room 2 before the app’s scripts have run, its picture asked for at once', async () => {
    const room = await roomType(2);
    const { page, pictures } = await englishPage({ javaScriptEnabled: true });
    // The app's entry is held back: the page stays unhydrated, its load event not fired (so no
    // :target yet), while the head's script alone picks the room.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/entry-client-*.js', async (route) => {
      await held;
      await route.continue();
    });

    await page.goto(`${site.baseUrl}/room#2`, { waitUntil: 'commit' });
    await shown(page.locator('main h1').filter({ hasText: room.name.en }));

    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    expect(await shownTitles(page)).toEqual([room.name.en]);
    const picture = page.locator('[id="2"] .room-gallery__main');
    await expect(picture.getAttribute('loading')).resolves.toBe('eager');
    await expect(picture.getAttribute('fetchpriority')).resolves.toBe('high');
    await expect.poll(() => pictures.includes(room.images[0] ?? '')).toBe(true);
    release();
    await hydrated(page);
  });

  it('is hydrated without a warning and keeps room 2, the others gone', async () => {
    const room = await roomType(2);
    const { page, pictures, complaints } = await englishPage({ javaScriptEnabled: true });

    await page.goto(`${site.baseUrl}/room#2`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');

    await expect(page.locator('main article').count()).resolves.toBe(1);
    expect(await shownTitles(page)).toEqual([room.name.en]);
    // Its date fields open once the app runs.
    await expect(page.locator('.room-stay fieldset').isDisabled()).resolves.toBe(false);
    expect(pictures.filter((path) => !room.images.includes(path))).toEqual([]);
    expect(complaints).toEqual([]);
  });

  it('of a room type that does not exist says so after hydration, as it did', async () => {
    const { page, complaints } = await englishPage({ javaScriptEnabled: true });

    await page.goto(`${site.baseUrl}/room#999`);
    await hydrated(page);

    await shown(page.locator('main .api-error').filter({ hasText: en.room.notFound }));
    await expect(page.locator('main article').count()).resolves.toBe(0);
    expect(complaints).toEqual([]);
  });
});
