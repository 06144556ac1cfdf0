/**
 * Screenshots of every staff screen (e2e/staff-screens.ts) in tm, ru and en, for a person to look
 * at: at 1440 and 1024 px, or the widths `WIDTHS` lists (comma-separated: 390 for a phone).
 * Against a running site: `BASE_URL` (default http://localhost:3000) and the admin's
 * `ADMIN_EMAIL` / `ADMIN_PASSWORD` (any staff account: another role sees its own menu); pictures go
 * to `OUT` (default .data/staff-screenshots, not committed); `SCREENS` (comma-separated paths) takes
 * only some. Chromium is Debian's (`CHROMIUM_PATH`, default /usr/bin/chromium).
 *   ADMIN_EMAIL=… ADMIN_PASSWORD=… npx tsx scripts/staff-screenshots.ts
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { STAFF_SCREENS } from '../e2e/staff-screens';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const OUT = process.env.OUT ?? '.data/staff-screenshots';
const SCREENS = process.env.SCREENS?.split(',') ?? STAFF_SCREENS;
const WIDTHS = process.env.WIDTHS?.split(',').map(Number) ?? [1440, 1024];
const LANGUAGES = ['tm', 'ru', 'en'];

const email = process.env.ADMIN_EMAIL;
const password = process.env.ADMIN_PASSWORD;
if (!email || !password)
  throw new Error('Set ADMIN_EMAIL and ADMIN_PASSWORD (the site’s admin account)');

const login = await fetch(`${BASE_URL}/api/authentication`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: BASE_URL },
  body: JSON.stringify({ isLogin: true, email, password }),
});
const session = login.headers
  .getSetCookie()
  .find((c) => c.startsWith('hotel_session='))
  ?.split(';')[0]
  ?.split('=')[1];
if (!session) throw new Error(`Admin login failed: ${login.status} ${await login.text()}`);

await mkdir(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const language of LANGUAGES) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addCookies([{ name: 'hotel_session', value: session, url: BASE_URL }]);
      await context.addInitScript((l) => localStorage.setItem('preferredLanguage', l), language);
      const page = await context.newPage();
      for (const screen of SCREENS) {
        await page.goto(`${BASE_URL}${screen}`, { waitUntil: 'networkidle' });
        const file = join(OUT, `${screen.slice(1).replaceAll('/', '-')}-${language}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth > window.innerWidth,
        );
        console.log(`${file}${sideways ? '  (scrolls sideways)' : ''}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
