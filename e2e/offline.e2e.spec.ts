import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { en } from '../client/src/i18n/locales/en';
import { tm } from '../client/src/i18n/locales/tm';
import { BROWSER_LOCALE, startSite } from './browser';
import { screenshotIfFailed, shown, withTimeouts } from './ui';

const { site, browser } = await startSite();

let page: Page;

beforeEach(async () => {
  page = await withTimeouts(await browser.newContext({ locale: BROWSER_LOCALE })).newPage();
});

afterEach(async ({ task }) => {
  await screenshotIfFailed(task, page);
  await page.context().close();
});

/** Waits until the site's service worker controls the page and holds the offline words. */
async function workerReady(): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    // Claimed: the worker answers this page's requests (and so the next navigations).
    for (let i = 0; i < 50 && !navigator.serviceWorker.controller; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The words go over by message, stored in the worker's cache.
    for (
      let i = 0;
      i < 50 && !(await (await caches.open('hotel-offline')).match('/offline-texts'));
      i++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
}

it('opens a page not yet visited without a network with the site’s message, in the guest’s language', async () => {
  await page.goto(`${site.baseUrl}/`);
  await workerReady();
  await page.context().setOffline(true);

  await page.goto(`${site.baseUrl}/gallery`).catch(() => undefined);

  await shown(page.getByRole('heading', { level: 1, name: tm.errors.offline }));
  const retry = page.getByRole('link', { name: tm.errors.retry });
  await expect(retry.getAttribute('href')).resolves.toBe(`${site.baseUrl}/gallery`);

  // Back online, the link opens the page itself.
  await page.context().setOffline(false);
  await retry.click();
  await shown(page.getByRole('heading', { level: 1, name: tm.gallery.title }));
});

it('says it in the language the guest switched to', async () => {
  await page.goto(`${site.baseUrl}/rooms`);
  await workerReady();
  await page.getByRole('button', { name: 'En', exact: true }).click();
  await shown(page.getByRole('heading', { level: 1, name: en.rooms.title }));
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const answer = await (await caches.open('hotel-offline')).match('/offline-texts');
        return answer ? ((await answer.json()) as { lang: string }).lang : null;
      }),
    )
    .toBe('en');
  await page.context().setOffline(true);

  await page.goto(`${site.baseUrl}/services`).catch(() => undefined);

  await shown(page.getByRole('heading', { level: 1, name: en.errors.offline }));
});
