import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { startSite } from './browser';
import {
  ADDRESSED_SCREENS,
  axeViolations,
  logIn,
  openBookingModal,
  openFirstRoom,
  startIn,
} from './screens';
import { screenshotIfFailed, shown, withTimeouts } from './ui';

// axe-core on every public screen at a phone and a desktop width: no violation of WCAG 2.2 A/AA
// nor of axe's best practices. /profile is scanned logged in, the others logged out.
const { site, browser } = await startSite();

const WIDTHS = { phone: 390, desktop: 1366 } as const;

let context: BrowserContext;
let page: Page;

afterEach(async ({ task }) => {
  await screenshotIfFailed(task, page);
  await context.close();
});

async function open(width: number, loggedIn: boolean): Promise<void> {
  // axe is injected as an inline script, which the site's CSP rightly refuses.
  context = withTimeouts(
    await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true }),
  );
  if (loggedIn) await logIn(site, context);
  page = await context.newPage();
}

/** The screen has rendered its main heading and settled (images, the session check). */
async function settled(): Promise<void> {
  await shown(page.locator('main h1').first());
  await page.waitForLoadState('networkidle');
}

describe.each(Object.entries(WIDTHS))('axe at the %s width', (_, width) => {
  it.each(ADDRESSED_SCREENS)('finds no violation on %s', async (path) => {
    await open(width, path === '/profile');
    await page.goto(`${site.baseUrl}${path}`);
    await settled();

    expect(await axeViolations(page)).toEqual([]);
  });

  it('finds no violation on /room', async () => {
    await open(width, false);
    await openFirstRoom(page, site.baseUrl);
    await settled();

    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('axe with a modal open', () => {
  it('finds no violation in the search overlay nor in the booking modal', async () => {
    await open(WIDTHS.desktop, true);
    await startIn(context, 'en');
    await page.goto(`${site.baseUrl}/rooms`);
    await settled();

    await page.getByRole('button', { name: 'Find a room' }).click();
    await shown(page.getByRole('dialog', { name: 'Find a room' }));
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await openBookingModal(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
