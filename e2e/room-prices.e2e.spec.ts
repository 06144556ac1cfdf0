import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addMonths, monthDays, monthOf } from '@hotel/contracts/plain';
import { startSite } from './browser';
import { axeViolations, startIn } from './screens';
import { hotelDate, hydrated, shown, withTimeouts } from './ui';

// A guest on a room's page sees each night's price of a month, a season's nights at its price.
const { site, browser } = await startSite();
const manager = await site.session(2);

const ROOM = 'Standard double';
const SEASON_PRICE = 1234;
const LANGUAGES = ['tm', 'ru', 'en'] as const;
const SHOTS = process.env.PRICE_CALENDAR_SHOTS;

/** The room type named `name` of the published list, with its base price. */
async function roomType(name: string): Promise<{ id: number; price: number }> {
  const res = await site.app.inject({ method: 'GET', url: '/api/room-types' });
  const found = (res.json().data as { id: number; price: number; name: { en: string } }[]).find(
    (type) => type.name.en === name,
  );
  if (!found) throw new Error(`no room type ${name}`);
  return found;
}

const type = await roomType(ROOM);
// Next month: the season's nights the 10th to the 13th, closed to arrival, at least 3 nights.
const month = addMonths(monthOf(hotelDate(0)), 1);
const days = monthDays(month);
const seasonRes = await site.app.inject({
  method: 'POST',
  url: '/api/rate-seasons',
  headers: { cookie: manager.cookie },
  payload: {
    room_types_id: type.id,
    from: days[9],
    to: days[13],
    price: SEASON_PRICE,
    min_stay: 3,
    closed_to_arrival: true,
  },
});
if (seasonRes.statusCode !== 200) throw new Error(`season not set: ${seasonRes.body}`);

async function openRoom(
  browserToUse: Browser,
  language: (typeof LANGUAGES)[number],
  width: number,
  /** For axe, injected as an inline script, which the site's CSP rightly refuses. */
  bypassCSP = false,
): Promise<Page> {
  const context = withTimeouts(
    await browserToUse.newContext({ viewport: { width, height: 900 }, locale: 'en-US', bypassCSP }),
  );
  await startIn(context, language);
  const page = await context.newPage();
  await page.goto(`${site.baseUrl}/room?type=${String(type.id)}`);
  await hydrated(page);
  return page;
}

/** The calendar's cell of the day `date` (its visible day number is the first text). */
const cellOf = (page: Page, date: string) =>
  page
    .locator('.price-calendar__night')
    .filter({
      has: page.locator(`.price-calendar__day >> text="${String(Number(date.slice(8)))}"`),
    })
    .first();

describe('the room page shows a month of prices', () => {
  it('loads below the fold after the page is interactive, and next month shows the season on its nights', async () => {
    const page = await openRoom(browser, 'en', 1440);
    const calendar = page.getByRole('region', { name: 'Prices by night' });
    await page.locator('.price-calendar-slot').scrollIntoViewIfNeeded();
    await shown(calendar);
    const table = calendar.getByRole('table');
    await shown(table.getByRole('columnheader', { name: 'Monday' }));
    // The current month first: today marked, the previous month out of reach.
    await shown(table.locator('[aria-current="date"]'));
    expect(await calendar.getByRole('button', { name: 'Previous month' }).isDisabled()).toBe(true);

    await calendar.getByRole('button', { name: 'Next month' }).click();
    await shown(
      calendar.getByText(
        new Date(`${month}-15T12:00:00Z`).toLocaleString('en-US', {
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }),
        { exact: true },
      ),
    );
    const base = type.price.toLocaleString('en-US', { maximumFractionDigits: 2 });
    await shown(cellOf(page, days[10] ?? '').filter({ hasText: '1,234' }));
    for (const index of [9, 10, 11, 12]) {
      const cell = cellOf(page, days[index] ?? '');
      expect(await cell.locator('.price-calendar__price > [aria-hidden]').innerText()).toBe(
        '1,234',
      );
      expect(await cell.textContent()).toContain('no arrivals');
      expect(await cell.textContent()).toContain('at least 3 nights');
    }
    for (const index of [8, 13]) {
      const cell = cellOf(page, days[index] ?? '');
      expect(await cell.locator('.price-calendar__price > [aria-hidden]').innerText()).toBe(base);
      expect(await cell.textContent()).not.toContain('no arrivals');
    }
    // Back to the current month: the season is gone from its days again.
    await calendar.getByRole('button', { name: 'Previous month' }).click();
    await shown(table.locator('[aria-current="date"]'));
    await page.context().close();
  });

  // Six page loads: up to 15 s in CI, half the default limit; room for a loaded machine.
  it('fits a phone and a desktop in tm, ru and en', { timeout: 90_000 }, async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    for (const language of LANGUAGES) {
      for (const width of [375, 1440]) {
        const page = await openRoom(browser, language, width);
        await page.locator('.price-calendar-slot').scrollIntoViewIfNeeded();
        const calendar = await shown(page.locator('.price-calendar'));
        await shown(calendar.locator('[aria-current="date"] .price-calendar__price'));
        if (SHOTS)
          await calendar.screenshot({
            path: `${SHOTS}/price-calendar-${language}-${width}-now.png`,
          });
        await calendar.locator('.price-calendar__bar button').last().click();
        await shown(cellOf(page, days[10] ?? '').locator('.price-calendar__price'));
        // Nothing sticks out of the page sideways on a phone.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        const box = await calendar.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
        if (SHOTS)
          await calendar.screenshot({ path: `${SHOTS}/price-calendar-${language}-${width}.png` });
        await page.context().close();
      }
    }
  });

  it('has no axe violation with the calendar shown, at a phone and a desktop width', async () => {
    for (const width of [375, 1440]) {
      const page = await openRoom(browser, 'ru', width, true);
      await page.locator('.price-calendar-slot').scrollIntoViewIfNeeded();
      await shown(page.locator('.price-calendar [aria-current="date"] .price-calendar__price'));
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    }
  });
});
