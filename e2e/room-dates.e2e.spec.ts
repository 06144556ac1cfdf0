import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSite } from './browser';
import { pagePerTest } from './screens';
import { definition, dotted, eventually, hidden, hotelDate, shown } from './ui';

// A guest who opens a room without having searched picks the stay on the room's own page.
const { site, browser } = await startSite();
const tab = pagePerTest(browser, { language: 'en', locale: 'en-US', site });
let page: Page;
beforeEach(() => {
  page = tab.page();
});

const ROOM = 'Standard double';
// Ten days ahead, two nights: inside the demo's online windows.
const CHECKIN = hotelDate(10);
const CHECKOUT = hotelDate(12);

/** The room type named `name` of the published list, with its id. */
async function roomType(name: string): Promise<{ id: number }> {
  const res = await site.app.inject({ method: 'GET', url: '/api/room-types' });
  const found = (res.json().data as { id: number; name: { en: string } }[]).find(
    (type) => type.name.en === name,
  );
  if (!found) throw new Error(`no room type ${name}`);
  return found;
}

/** What the server prices the stay of type `id` at: the figures the page must show, in TMT. */
async function quoted(id: number): Promise<{ stay: string; total: string }> {
  const input = encodeURIComponent(JSON.stringify({ id, checkin: CHECKIN, checkout: CHECKOUT }));
  const res = await site.app.inject({ method: 'GET', url: `/trpc/booking.quote?input=${input}` });
  const quote = res.json().result.data as {
    nights: number;
    roomPriceTenge: number;
    totalTenge: number;
  };
  const tmt = (tenge: number) =>
    `${(tenge / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })} TMT`;
  return {
    stay: `${quote.nights} × ${tmt(quote.roomPriceTenge)} = ${tmt(quote.nights * quote.roomPriceTenge)}`,
    total: tmt(quote.totalTenge),
  };
}

describe('the room page has its own stay dates', () => {
  it('lets a guest who opened a room’s link directly choose the dates, see the price of the stay and reach the booking form', async () => {
    const { id } = await roomType(ROOM);
    await page.goto(`${site.baseUrl}/room?type=${id}`);
    await shown(page.getByRole('heading', { level: 1, name: ROOM }));
    const stay = await shown(page.getByRole('region', { name: 'Your stay' }));

    await stay.getByLabel('Check-in date').fill(CHECKIN);
    await stay.getByLabel('Check-out date').fill(CHECKOUT);

    const price = await shown(stay.getByRole('region', { name: 'Price' }));
    const expected = await quoted(id);
    await shown(definition(price, 'To pay now').filter({ hasText: expected.total }));
    expect(await definition(price, 'Nights × price per night').textContent()).toBe(expected.stay);

    await stay.getByRole('button', { name: 'Book', exact: true }).click();
    const modal = await shown(page.getByRole('dialog', { name: 'Room booking' }));
    expect(await definition(modal, 'Check-in').textContent()).toBe(
      `${dotted(CHECKIN)} 14:00 (hotel time)`,
    );
    expect(await definition(modal, 'Check-out').textContent()).toBe(
      `${dotted(CHECKOUT)} 12:00 (hotel time)`,
    );
    await shown(modal.getByRole('button', { name: 'Go to the bank page' }));
  });

  it('starts from the dates a search carried to the room', async () => {
    await page.goto(`${site.baseUrl}/rooms`);
    await page.getByRole('button', { name: 'Find a room' }).click();
    const search = await shown(page.getByRole('dialog', { name: 'Find a room' }));
    await search.getByLabel('Check-in date').fill(CHECKIN);
    await search.getByLabel('Check-out date').fill(CHECKOUT);
    await search.getByRole('button', { name: 'Find' }).click();
    await hidden(search);
    await shown(page.getByText(/^Free room types found: \d+$/));
    await page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: ROOM, exact: true }) })
      .getByRole('link', { name: /View/ })
      .click();
    const stay = await shown(page.getByRole('region', { name: 'Your stay' }));
    // Read as the guest sees the screen settle: under load the fields were once read empty in the
    // render before the one that shows the carried dates.
    await eventually(() => stay.getByLabel('Check-in date').inputValue()).toBe(CHECKIN);
    await eventually(() => stay.getByLabel('Check-out date').inputValue()).toBe(CHECKOUT);
    await shown(stay.getByRole('button', { name: 'Book', exact: true }));
  });
});
