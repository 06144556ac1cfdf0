import { describe, expect, it } from 'vitest';
import { bankOrder } from '../services/test/guest';
import { guestFillsBooking, page, site } from './guest-booking-setup';
import { goToBank } from './guest-steps';
import { hotelDate, shown, shownTenge } from './ui';

describe('a promotion code in the booking form', () => {
  it(
    'shows the code off the price and the bank charges exactly the total shown',
    { timeout: 90_000 },
    async () => {
      const manager = await site.session(2);
      const created = await site.app.inject({
        method: 'POST',
        url: '/api/promo-codes?l=en',
        headers: { cookie: manager.cookie },
        payload: {
          code: 'SEASIDE15',
          percent: 15,
          arrival_from: hotelDate(1),
          arrival_to: hotelDate(60),
        },
      });
      expect(created.statusCode, created.body).toBe(200);

      const modal = await guestFillsBooking();
      const price = await shown(modal.getByRole('region', { name: 'Price' }));
      const row = (label: string) => price.getByText(label, { exact: true }).locator('xpath=..');
      const before = shownTenge(await row('To pay now').locator('dd').textContent());

      // A code the hotel never made: the reason shows, and what was typed stays.
      await modal.getByRole('textbox', { name: 'Promo code' }).fill('NOSUCH');
      await modal.getByRole('button', { name: 'Apply' }).click();
      await shown(modal.getByText('There is no promo code NOSUCH: check how it is spelt'));
      expect(await modal.getByRole('textbox', { name: 'Full name' }).inputValue()).toBe(
        'Aýna Berdiýewa',
      );

      await modal.getByRole('textbox', { name: 'Promo code' }).fill('seaside15');
      await modal.getByRole('button', { name: 'Apply' }).click();
      const promo = await shown(row('Promo code SEASIDE15'));
      const off = shownTenge(await promo.locator('dd').textContent());
      expect(off).toBeGreaterThan(0);
      const total = shownTenge(await row('To pay now').locator('dd').textContent());
      expect(total).toBe(before - off);

      await goToBank(page, modal);
      expect((await bankOrder(site, page.url())).amountMinor).toBe(total);
    },
  );
});
