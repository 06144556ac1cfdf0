import { describe, expect, it } from 'vitest';
import { APPROVED_CARD } from '../services/test/guest';
import { startSite } from './browser';
import { goToBank, payAtBank, typeGuest } from './guest-steps';
import { pagePerTest } from './screens';
import { acknowledge, definition, eventually, hotelDate, shown } from './ui';

/*
 * A guest books a stay that crosses into a rate season: the search card and the booking form show
 * the nights as runs at their prices and the type's own price as the base price, and the bank
 * charges exactly the total shown.
 */
const { site, browser } = await startSite();

const ROOM = 'Standard double';
const CHECKIN = hotelDate(11);
const CHECKOUT = hotelDate(15);
const SEASON_FROM = hotelDate(13);

const [type] = await site.db.sql<{ id: number; price_tenge: string }[]>`
  select id, price_tenge::text from room_types where name->>'en' = ${ROOM}`;
if (!type) throw new Error(`the demo has no ${ROOM}`);
const manager = await site.session(2);
const season = await site.app.inject({
  method: 'POST',
  url: '/api/rate-seasons?l=en',
  headers: { cookie: manager.cookie },
  payload: { room_types_id: type.id, from: SEASON_FROM, to: hotelDate(40), price: 1500 },
});
if (season.statusCode !== 200) throw new Error(`no season: ${season.body}`);

const tab = pagePerTest(browser, { language: 'en', locale: 'en-US' });
const amount = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
const dayMonth = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;

describe('a stay across the start of a rate season', () => {
  it(
    'shows the nights at their prices on the search and the form, and the bank charges that total',
    { timeout: 120_000 },
    async () => {
      const page = tab.page();
      const { token } = await site.session(1);
      await tab.context().addCookies([{ name: 'hotel_session', value: token, url: site.baseUrl }]);
      await page.goto(`${site.baseUrl}/`);
      const widget = await shown(page.getByRole('region', { name: 'Book your stay' }));
      await widget.getByLabel('Check-in date').fill(CHECKIN);
      await widget.getByLabel('Check-out date').fill(CHECKOUT);
      await widget.getByLabel('Guests').fill('1');
      await widget.getByRole('button', { name: 'Find' }).click();
      await page.waitForURL(`${site.baseUrl}/rooms`);

      // Two nights at the room's own price, two at the season's, each run on its line.
      const base = Number(type.price_tenge) / 100;
      const tmt = (value: number) => `${value.toLocaleString('en-US')} TMT`;
      const runs = [
        [`Nights ${dayMonth(CHECKIN)}–${dayMonth(hotelDate(12))}`, base],
        [`Nights ${dayMonth(SEASON_FROM)}–${dayMonth(hotelDate(14))}`, 1500],
      ] as const;
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: ROOM, exact: true }) });
      for (const [term, price] of runs)
        expect(await (await shown(definition(card, term))).textContent()).toBe(
          `2 × ${tmt(price)} = ${tmt(2 * price)}`,
        );
      const cardTotal = amount((await definition(card, 'To pay now').textContent()) ?? '');
      // The type's own price is not what every night costs: it is named the base price.
      expect(await (await shown(definition(card, 'Base price per night'))).textContent()).toBe(
        tmt(base),
      );
      expect(await definition(card, 'Price per night').count()).toBe(0);

      await card.getByRole('link', { name: /View/ }).click();
      await page.getByRole('button', { name: 'Book', exact: true }).click();
      const modal = await shown(page.getByRole('dialog', { name: 'Room booking' }));
      expect(await (await shown(definition(modal, 'Base price per night'))).textContent()).toBe(
        tmt(base),
      );
      expect(await definition(modal, 'Price per night').count()).toBe(0);
      let nightsTenge = 0;
      for (const [term] of runs) {
        const line = (await (await shown(definition(modal, term))).textContent()) ?? '';
        const [, sum = ''] = / = ([\d,.]+) TMT$/.exec(line) ?? [];
        nightsTenge += amount(sum);
      }
      expect(nightsTenge).toBe(2 * Number(type.price_tenge) + 2 * 1500_00);
      const fee = amount((await definition(modal, 'Booking fee').textContent()) ?? '');
      const total = amount((await definition(modal, 'To pay now').textContent()) ?? '');
      expect(total).toBe(nightsTenge + fee);
      expect(total).toBe(cardTotal);

      await typeGuest(modal, { series: 'BN', number: '654321' });
      await goToBank(page, modal);
      const charged = /^Pay ([\d.,]+) TMT$/.exec(
        (await page.getByRole('button', { name: /^Pay / }).textContent()) ?? '',
      );
      expect(amount(charged?.[1] ?? '')).toBe(total);
      await payAtBank(page, APPROVED_CARD);
      expect(await acknowledge(page)).toMatch(
        /^Payment succeeded\. Booking No\. \d+ is confirmed\.$/,
      );
      await eventually(() => page.url()).toBe(`${site.baseUrl}/`);
    },
  );
});
