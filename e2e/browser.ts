import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll } from 'vitest';
import { createTestApp, type BookingTermsSetting, type TestApp } from '../services/test/test-app';

export const CLIENT_DIST = fileURLToPath(new URL('../client/dist', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The built client served by the real server on a free port, over a fresh database with the demo
 * hotel and the sandbox bank, and a headless Chromium. Needs the client built first (npm test
 * builds it). The booking terms are the specs' open ones unless `bookingTerms` says (null: the
 * hotel's defaults).
 */
export async function startSite(
  options: { bookingTerms?: BookingTermsSetting } = {},
): Promise<{ site: TestApp; browser: Browser }> {
  if (!existsSync(`${CLIENT_DIST}/index.html`)) throw new Error('client/dist is missing: run `npm run build` first');
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  const site = await createTestApp({ now: new Date().toISOString(), clientDist: CLIENT_DIST, ...options });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  afterAll(async () => {
    await browser.close();
  });
  return { site, browser };
}
