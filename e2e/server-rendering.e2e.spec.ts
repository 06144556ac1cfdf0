import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '@hotel/contracts';
import { brotli } from '../client/scripts/precompress';
import { en } from '../client/src/i18n/locales/en';
import { ru } from '../client/src/i18n/locales/ru';
import { tm } from '../client/src/i18n/locales/tm';
import { BROWSER_LOCALE, startSite } from './browser';
import { eventually, hydrated, screenshotIfFailed, shown, withTimeouts } from './ui';

const { site, browser } = await startSite();

const TEXTS = { tm, ru, en };

/** Each public page with the heading its server-rendered HTML must hold. */
const PAGES: [string, (texts: typeof ru) => string][] = [
  ['/', (texts) => `${texts.brand.name} — ${texts.brand.tagline}`],
  ['/rooms', (texts) => texts.rooms.title],
  ['/restaurantbar', (texts) => texts.restaurant.title],
  ['/services', (texts) => texts.services.title],
  ['/termssettle', (texts) => texts.terms.title],
  ['/gallery', (texts) => texts.gallery.title],
  ['/login', (texts) => texts.auth.loginTitle],
];

const LANGUAGES: Language[] = ['tm', 'ru', 'en'];

/** Text only zod's code holds (its error class and its core's type names), whatever the minifier keeps. */
const ZOD_MARKERS = ['ZodError', '$ZodType', 'zod_'];

let page: Page;
/** Every script the page fetched, with its encoding and body. */
let scripts: { url: string; encoding: string | undefined; body: string }[];
/** What the console and the page said that is not plain logging: hydration errors show here. */
let complaints: string[];

beforeEach(async () => {
  scripts = [];
  complaints = [];
  page = await withTimeouts(await browser.newContext({ locale: BROWSER_LOCALE })).newPage();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    void response
      .text()
      .then((body) =>
        scripts.push({
          url: response.url(),
          encoding: response.headers()['content-encoding'],
          body,
        }),
      )
      .catch(() => undefined);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
  });
  page.on('pageerror', (error) => complaints.push(error.message));
});

afterEach(async ({ task }) => {
  await screenshotIfFailed(task, page);
  await page.context().close();
});

/** Opens a page as a guest's first visit and waits until it is hydrated and its requests settled. */
async function firstVisit(path: string): Promise<void> {
  await page.goto(`${site.baseUrl}${path}`);
  await shown(page.locator('main'));
  await page.waitForLoadState('networkidle');
}

describe('the pages the server renders', () => {
  it.each(LANGUAGES)('hold their words in %s with JavaScript off', async (language) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: BROWSER_LOCALE });
    try {
      const noScript = await context.newPage();
      for (const [path, heading] of PAGES) {
        const answer = await noScript.goto(`${site.baseUrl}${path}?lang=${language}`);
        expect(answer?.status(), path).toBe(200);
        await expect(noScript.locator('h1').first().textContent(), path).resolves.toBe(
          heading(TEXTS[language]),
        );
        await expect(noScript.locator('html').getAttribute('lang')).resolves.toBe(
          language === 'tm' ? 'tk' : language,
        );
      }
      // The room types with their prices and the footer's contacts are in the HTML too.
      await noScript.goto(`${site.baseUrl}/rooms?lang=${language}`);
      await expect(noScript.locator('.room-card').count()).resolves.toBeGreaterThan(2);
      await expect(noScript.locator('footer a[href^="tel:"]').count()).resolves.toBeGreaterThan(0);
      // Its forms cannot be sent before the app runs: a native submit would reload the page and
      // lose what was typed.
      await noScript.goto(`${site.baseUrl}/?lang=${language}`);
      await expect(
        noScript.locator('.search-widget button[type="submit"]').isDisabled(),
      ).resolves.toBe(true);
      await noScript.goto(`${site.baseUrl}/login?lang=${language}`);
      await expect(noScript.locator('.auth-form button[type="submit"]').isDisabled()).resolves.toBe(
        true,
      );
      // A room's page is rendered with the room, its date fields closed until the app runs.
      await noScript.goto(`${site.baseUrl}/room?type=1&lang=${language}`);
      await expect(noScript.locator('.room-stay input[type="date"]').count()).resolves.toBe(2);
      for (const field of await noScript.locator('.room-stay input[type="date"]').all())
        await expect(field.isDisabled()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it('answers an unknown address with 404 and the not-found screen', async () => {
    const answer = await page.goto(`${site.baseUrl}/no-such-page`);
    expect(answer?.status()).toBe(404);
    await shown(page.locator('.not-found__title'));
  });

  it('takes the language from the stored choice’s cookie, then Accept-Language, then tm', async () => {
    const russian = await browser.newContext({ locale: 'ru-RU', javaScriptEnabled: false });
    try {
      const guest = await russian.newPage();
      await guest.goto(`${site.baseUrl}/rooms`);
      await expect(guest.locator('h1').textContent()).resolves.toBe(ru.rooms.title);
      await russian.addCookies([{ name: 'preferredLanguage', value: 'en', url: site.baseUrl }]);
      await guest.goto(`${site.baseUrl}/rooms`);
      await expect(guest.locator('h1').textContent()).resolves.toBe(en.rooms.title);
    } finally {
      await russian.close();
    }
    await firstVisit('/rooms');
    await expect(page.locator('h1').textContent()).resolves.toBe(tm.rooms.title);
  });

  it.each([...PAGES.map(([path]) => path), '/room?type=1', '/room#1', '/no-such-page'])(
    'of %s is hydrated by React without a warning',
    async (path) => {
      await firstVisit(path);
      // React's fiber on <main>: the server's page was hydrated, not drawn again.
      await hydrated(page);
      // The 404 answer itself is reported by the browser as a failed load; nothing else may be.
      expect(complaints.filter((text) => !text.includes('status of 404'))).toEqual([]);
    },
  );

  it('keeps working in the browser after hydration: a link leads to the next screen without a reload', async () => {
    await firstVisit('/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('header').getByRole('link', { name: tm.nav.rooms }).click();
    await shown(page.getByRole('heading', { level: 1, name: tm.rooms.title }));
    await expect(
      page.evaluate(() => (window as unknown as { marker?: number }).marker),
    ).resolves.toBe(1);
  });
});

describe('the first load', () => {
  it.each(['/', '/rooms'])(
    'of %s holds no zod, and every script comes compressed',
    async (path) => {
      await firstVisit(path);
      const assets = scripts.filter((s) => new URL(s.url).pathname.startsWith('/assets/'));
      expect(assets.length).toBeGreaterThan(3);
      for (const script of assets) {
        expect(
          ZOD_MARKERS.filter((marker) => script.body.includes(marker)),
          script.url,
        ).toEqual([]);
        // The build writes no variant that is not smaller than its file (a chunk of a few dozen
        // bytes, whose hash alone decides): such a file comes as it is.
        const body = Buffer.from(script.body);
        expect(script.encoding, script.url).toBe(
          brotli(body).length < body.length ? 'br' : undefined,
        );
      }
    },
  );

  it('never loads the staff area’s code for a guest', async () => {
    for (const path of ['/', '/rooms', '/room?type=1']) await firstVisit(path);
    expect(
      scripts.filter((s) => /\/assets\/(bookings|ledger|audit|staff)[-\w]*\.js$/.test(s.url)),
    ).toEqual([]);
  });

  it("downloads the reader's language's texts alone, another language's when it is chosen", async () => {
    const texts = (language: string) =>
      scripts.filter((s) => new RegExp(`/assets/${language}-[\\w-]+\\.js$`).test(s.url));
    await firstVisit('/rooms');
    await shown(page.getByRole('heading', { level: 1, name: tm.rooms.title }));
    expect([texts('tm').length, texts('ru').length, texts('en').length]).toEqual([1, 0, 0]);

    await page.getByRole('button', { name: 'Ru', exact: true }).click();

    await shown(page.getByRole('heading', { level: 1, name: ru.rooms.title }));
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
