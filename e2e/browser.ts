import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll } from 'vitest';
import { createTestApp, type BookingTermsSetting, type TestApp } from '../services/test/test-app';

export const CLIENT_DIST = fileURLToPath(new URL('../client/dist', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The browsers' locale in the specs: one whose language the site does not offer (see startSite). */
export const BROWSER_LOCALE = 'de-DE';

/**
 * The built client served by the real server on a free port, over a fresh database with the demo
 * hotel and the sandbox bank, and a headless Chromium. Needs the client built first (npm test
 * builds it). The booking terms are the specs' open ones unless `bookingTerms` says (null: the
 * hotel's defaults).
 */
export async function startSite(
  options: { bookingTerms?: BookingTermsSetting } = {},
): Promise<{ site: TestApp; browser: Browser }> {
  if (
    !existsSync(`${CLIENT_DIST}/.vite/manifest.json`) ||
    !existsSync(`${CLIENT_DIST}/../dist-server/entry-server.js`)
  ) {
    throw new Error('client/dist or client/dist-server is missing: run `npm run build` first');
  }
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  const site = await createTestApp({
    now: new Date().toISOString(),
    clientDist: CLIENT_DIST,
    ...options,
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    // A browser asking for a language the site lacks (Accept-Language) gets the site's default,
    // Turkmen, in which the specs are written; a spec about another language asks for it.
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      `--lang=${BROWSER_LOCALE}`,
    ],
  });
  afterAll(async () => {
    await browser.close();
  });
  return { site, browser };
}
