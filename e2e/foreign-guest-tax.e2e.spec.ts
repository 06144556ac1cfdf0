import { describe, expect, it } from 'vitest';
import { site, guestFillsBooking } from './guest-booking-setup';
import { eventually, hidden, shown } from './ui';

const TAX_LINE = 'Tax for foreign guests (guest-nights × rate), paid at arrival';

describe("the foreigners' tax in the booking form", () => {
  it(
    'shows the tax of a foreign guest before the bank, due at arrival and not now',
    { timeout: 60_000 },
    async () => {
      // 26 TMT a foreign guest a night: the terms' $2 as the hotel states it in Settings.
      await site.db.sql`update system_options set foreign_guest_tax_tenge = 2600`;
      try {
        const modal = await guestFillsBooking();
        const price = await shown(modal.getByRole('region', { name: 'Price' }));
        // A row of the price: its label (dt) and, beside it, its amount (dd).
        const row = (label: string) => price.getByText(label, { exact: true }).locator('xpath=..');
        const toPayNow = await row('To pay now').locator('dd').textContent();
        await hidden(row(TAX_LINE));

        await modal.getByRole('combobox', { name: 'Citizenship' }).selectOption('RU');

        // The stay's two nights for one foreign guest.
        const tax = await shown(row(TAX_LINE));
        expect(await tax.locator('dd').textContent()).toBe('2 × 26 TMT = 52 TMT');
        expect(await row('To pay now').locator('dd').textContent()).toBe(toPayNow);
        await eventually(() => row('To pay on arrival').locator('dd').textContent()).toMatch(
          /\b52 TMT$/,
        );

        await modal.getByRole('combobox', { name: 'Citizenship' }).selectOption('TM');
        await hidden(row(TAX_LINE));
      } finally {
        await site.db.sql`update system_options set foreign_guest_tax_tenge = 0`;
      }
    },
  );
});
