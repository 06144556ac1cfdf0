import { describe, expect, it } from 'vitest';
import { startSite } from './browser';
import { STAFF_SCREENS } from './staff-screens';
import { shown, withTimeouts } from './ui';

// The staff screens on a narrow phone (360 px), in each language: the page never scrolls
// sideways. A wide table scrolls inside its own box; the page around it fits the screen.
const { site, browser } = await startSite();

const WIDTH = 360;

describe.each(['tm', 'ru', 'en'] as const)('the staff screens on a phone in %s', (language) => {
  it('fit the width of the screen: no page scrolls sideways', { timeout: 120_000 }, async () => {
    const { token } = await site.session(2, `phone-${language}@example.com`);
    const context = withTimeouts(
      await browser.newContext({ viewport: { width: WIDTH, height: 800 } }),
    );
    await context.addCookies([{ name: 'hotel_session', value: token, url: site.baseUrl }]);
    await context.addInitScript(
      (chosen) => localStorage.setItem('preferredLanguage', chosen),
      language,
    );
    const page = await context.newPage();
    const faults: string[] = [];
    try {
      for (const path of STAFF_SCREENS) {
        await page.goto(`${site.baseUrl}${path}`, { waitUntil: 'networkidle' });
        await shown(page.locator('main h1').first());
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        if (wide > WIDTH) faults.push(`${path} is ${wide}px wide`);
      }
    } finally {
      await context.close();
    }
    expect(faults).toEqual([]);
  });
});
