import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardExpiry, stay } from '../test/clock';
import { bookToBank, registerGuest } from '../services/test/guest';
import { BROWSER_LOCALE, startSite } from './browser';
import { hotelDate, screenshotIfFailed, shown, withTimeouts } from './ui';

const { site, browser } = await startSite();

/** The map provider the home page frames; answered locally, so no test needs the internet. */
const MAP_PAGES = 'https://www.openstreetmap.org/**';

let context: BrowserContext;
let page: Page;
/** What the browser refused under the site's Content-Security-Policy, as it reported it. */
let violations: string[];

beforeEach(async () => {
  violations = [];
  context = withTimeouts(await browser.newContext({ locale: BROWSER_LOCALE }));
  await context.exposeBinding('reportCspViolation', (_source, text: string) =>
    violations.push(text),
  );
  await context.addInitScript(() => {
    if (!localStorage.getItem('preferredLanguage')) localStorage.setItem('preferredLanguage', 'en');
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}`,
      );
    });
  });
  await context.route(MAP_PAGES, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>The map</p>' }),
  );
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
});

afterEach(async ({ task }) => {
  await screenshotIfFailed(task, page);
  await context.close();
});

/** Opens a screen of the site, waits until its main heading shows and its requests settled. */
async function visit(path: string, heading: string | RegExp): Promise<void> {
  await page.goto(`${site.baseUrl}${path}`);
  await shown(page.getByRole('heading', { level: 1, name: heading }));
  await page.waitForLoadState('networkidle');
}

describe('the site under its Content-Security-Policy', () => {
  it('sends the policy with the built client', async () => {
    const response = await page.goto(`${site.baseUrl}/`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  });

  it.each([
    ['/rooms', 'Rooms'],
    ['/room?type=1', 'Standard single'],
    ['/gallery', 'Gallery'],
    ['/services', 'Services'],
    ['/restaurantbar', 'Restaurant & bar'],
    ['/termssettle', 'Terms of stay'],
    ['/login', 'Log in'],
  ])('renders %s with nothing refused', async (path, heading) => {
    await visit(path, heading);
    expect(violations).toEqual([]);
  });

  it('renders the main page, its carousel and the map of the location tab with nothing refused', async () => {
    await page.goto(`${site.baseUrl}/`);
    await shown(page.getByRole('region', { name: 'Welcome slides' }));
    await page.getByRole('tab', { name: 'Location' }).click();
    const map = await shown(page.locator('iframe.about__map'));
    await map.scrollIntoViewIfNeeded();
    await shown(page.frameLocator('iframe.about__map').getByText('The map'));
    expect(violations).toEqual([]);
  });

  it("renders a guest's account and the search dialog with nothing refused", async () => {
    const { token } = await site.session(1);
    await context.addCookies([{ name: 'hotel_session', value: token, url: site.baseUrl }]);
    await visit('/profile', 'My account');
    await page.getByRole('button', { name: 'Find a room' }).click();
    const search = await shown(page.getByRole('dialog', { name: 'Find a room' }));
    await search.getByLabel('Check-in date').fill(hotelDate(10));
    expect(violations).toEqual([]);
  });

  it("shows the sandbox bank's page styled, takes the card and comes back, with nothing refused", async () => {
    const guest = await registerGuest(site, 'csp-guest@example.com');
    const formUrl = await bookToBank(site, guest, { id: 2, ...stay(20, 1) });
    await page.goto(formUrl);
    await shown(page.getByRole('heading', { level: 1, name: 'Sandbox bank' }));
    // The page's only style is inline, allowed by its hash: a refused one would leave it white.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(243, 244, 246)',
    );
    await page.locator('input[autocomplete="cc-name"]').fill('AYNA BERDIYEVA');
    await page.locator('input[autocomplete="cc-number"]').fill('4111 1111 1111 1111');
    await page.locator('input[autocomplete="cc-exp"]').fill(cardExpiry());
    await page.locator('input[autocomplete="cc-csc"]').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL((url) => url.origin === site.baseUrl && url.pathname === '/');
    await shown(page.getByRole('alertdialog'));
    expect(violations).toEqual([]);
  });
});
