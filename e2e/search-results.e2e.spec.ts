import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSite } from './browser';
import { pagePerTest } from './screens';
import { definition, dotted, hotelDate, shown } from './ui';

const { site, browser } = await startSite();

const tab = pagePerTest(browser, { language: 'en', locale: 'en-US' });
let page: Page;
beforeEach(() => {
  page = tab.page();
});

/** Searches the stay with the main page's widget; returns the widget (its alert says a refusal). */
async function searchStay(checkin: string, checkout: string): Promise<Locator> {
  await page.goto(`${site.baseUrl}/`);
  const search = await shown(page.getByRole('region', { name: 'Book your stay' }));
  await search.getByLabel('Check-in date').fill(checkin);
  await search.getByLabel('Check-out date').fill(checkout);
  await search.getByRole('button', { name: 'Find' }).click();
  return search;
}

const card = (name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
const tmt = (amount: number) =>
  `${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })} TMT`;

describe('the guests of a search', () => {
  it('keeps the number typed after the field was emptied: 3, not 13', async () => {
    await page.goto(`${site.baseUrl}/`);
    const search = await shown(page.getByRole('region', { name: 'Book your stay' }));
    const guests = search.getByLabel('Guests');
    await guests.selectText();
    await guests.press('Backspace');
    await guests.pressSequentially('3');

    expect(await guests.inputValue()).toBe('3');
  });

  it('says a count it cannot take beside the field, keeps it and searches nothing', async () => {
    await page.goto(`${site.baseUrl}/`);
    const search = await shown(page.getByRole('region', { name: 'Book your stay' }));
    await search.getByLabel('Check-in date').fill(hotelDate(10));
    await search.getByLabel('Check-out date').fill(hotelDate(12));
    const guests = search.getByLabel('Guests');
    const tops = () =>
      Promise.all(
        [
          guests,
          search.getByLabel('Check-in date'),
          search.getByRole('button', { name: 'Find' }),
        ].map(async (control) => Math.round((await control.boundingBox())?.y ?? -1)),
      );
    const before = await tops();
    for (const typed of ['25', '0', '2.5', '']) {
      await guests.fill(typed);
      await search.getByRole('button', { name: 'Find' }).click();
      await expect.poll(() => guests.getAttribute('aria-invalid'), { message: typed }).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe(
        'number',
      );
      expect(await guests.inputValue()).toBe(typed);
      expect(await search.getByText('From 1 to 20 guests').count()).toBe(1);
      expect(new URL(page.url()).pathname).toBe('/');
      // The note under the field moves no control: the row stays one line.
      expect(await tops()).toEqual(before);
    }
    // Corrected, the note goes and the search runs.
    await guests.fill('4');
    expect(await search.getByText('From 1 to 20 guests').count()).toBe(0);
    await search.getByRole('button', { name: 'Find' }).click();
    await page.waitForURL(`${site.baseUrl}/rooms`);
  });
});

describe('a party larger than any one room', () => {
  it('says the most one room takes and shows the free types, to book several rooms', async () => {
    // The demo's largest types take 4 guests.
    await page.goto(`${site.baseUrl}/`);
    const search = await shown(page.getByRole('region', { name: 'Book your stay' }));
    await search.getByLabel('Check-in date').fill(hotelDate(10));
    await search.getByLabel('Check-out date').fill(hotelDate(12));
    await search.getByLabel('Guests').fill('9');
    await search.getByRole('button', { name: 'Find' }).click();
    await page.waitForURL(`${site.baseUrl}/rooms`);

    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toMatch(/^No room takes 9 guests: the most one room takes is 4\. Free room types: \d+/);
    expect(await page.getByRole('article').count()).toBeGreaterThan(1);
  });
});

describe('a search the server refuses', () => {
  it('says why in the site’s words, not in the browser’s bubble about the earliest date', async () => {
    const search = await searchStay(hotelDate(-1), hotelDate(1));

    const error = await shown(search.getByRole('alert'));
    expect(await error.textContent()).toBe('The check-in date cannot be in the past');
  });
});

describe('what a search says', () => {
  it('says how far online booking goes for a stay past the last night open online', async () => {
    // The demo opens rooms for online booking for 90 days: the last check-out is day 90.
    const search = await searchStay(hotelDate(95), hotelDate(97));
    await expect
      .poll(() => search.getByRole('alert').textContent())
      .toBe(`Online booking is open only for stays ending by ${dotted(hotelDate(90))}`);
  });

  it('shows a type never open online as booked on request, with the phone, and no booking', async () => {
    await searchStay(hotelDate(10), hotelDate(12));
    await page.waitForURL(`${site.baseUrl}/rooms`);
    const suite = await shown(card('Presidential suite'));
    await shown(suite.getByText('This room is booked on request: call +993 243 4-12-20'));
    await suite.getByRole('link', { name: /View/ }).click();
    await shown(page.getByRole('heading', { level: 1, name: 'Presidential suite' }));
    expect(await page.getByRole('button', { name: 'Book', exact: true }).count()).toBe(0);
  });

  it("shows each free type's price of the stay: nights × price, the discount, the fee, the total", async () => {
    const answer = await site.app.inject({
      method: 'POST',
      url: '/api/search-room',
      payload: { checkin: hotelDate(10), checkout: hotelDate(12) },
    });
    const junior = (
      answer.json().data as {
        name: { en: string };
        stay_price: {
          nights: number;
          room_price: number;
          discount_percent: number;
          room_part: number;
          booking_fee: number;
          total: number;
        };
      }[]
    ).find((type) => type.name.en === 'Junior suite');
    if (!junior) throw new Error('the junior suite is not free in the demo');
    const price = junior.stay_price;
    expect(price.discount_percent).toBe(10);

    await searchStay(hotelDate(10), hotelDate(12));
    await page.waitForURL(`${site.baseUrl}/rooms`);
    const stay = card('Junior suite').getByLabel('Price of your stay');
    await shown(stay);
    expect(await definition(stay, 'Nights × price per night').textContent()).toBe(
      `2 × ${tmt(price.room_price)} = ${tmt(2 * price.room_price)}`,
    );
    expect(await definition(stay, 'Discount 10%').textContent()).toBe(
      `−${tmt(2 * price.room_price - price.room_part)}`,
    );
    if (price.booking_fee > 0)
      expect(await definition(stay, 'Booking fee').textContent()).toBe(tmt(price.booking_fee));
    expect(await definition(stay, 'To pay now').textContent()).toBe(tmt(price.total));
  });
});
