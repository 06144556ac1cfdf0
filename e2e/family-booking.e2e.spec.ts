import { describe, expect, it } from 'vitest';
import { bankOrder } from '../services/test/guest';
import { guestFillsBooking, page, site } from './guest-booking-setup';
import { goToBank } from './guest-steps';
import { shown, shownTenge } from './ui';

describe('a family in the booking form', () => {
  it(
    'prices the child by the age typed and the bank charges exactly the total shown',
    { timeout: 90_000 },
    async () => {
      const modal = await guestFillsBooking();
      const price = await shown(modal.getByRole('region', { name: 'Price' }));
      const row = (label: string) => price.getByText(label, { exact: true }).locator('xpath=..');
      const alone = shownTenge(await row('To pay now').locator('dd').textContent());

      // A second guest, a boy of 5: the demo's rooms charge the terms' 120 TMT a night a child.
      await modal.getByRole('button', { name: 'Add guest' }).click();
      const boy = modal.getByRole('group', { name: 'Guest 2' });
      await boy.getByRole('textbox', { name: 'Full name' }).fill('Merdan Berdiýew');
      await boy.getByRole('combobox', { name: 'Age' }).selectOption({ label: 'Child, 5' });
      await boy.getByRole('combobox', { name: 'Passport series' }).selectOption('BN');
      await boy.getByRole('textbox', { name: 'Passport number' }).fill('654321');
      const children = await shown(row('Children 3–11 years (guest-nights × price)'));
      expect(await children.locator('dd').textContent()).toBe('2 × 120 TMT = 240 TMT');
      const total = shownTenge(await row('To pay now').locator('dd').textContent());
      // The specs' terms take the whole stay online: what the child adds too.
      expect(total - alone).toBe(24_000);

      // A baby of 1 stays free: no line for it, the total unchanged.
      await boy.getByRole('combobox', { name: 'Age' }).selectOption({ label: 'Child, 1' });
      await expect
        .poll(async () => row('Children 3–11 years (guest-nights × price)').count())
        .toBe(0);
      await boy.getByRole('combobox', { name: 'Age' }).selectOption({ label: 'Child, 5' });
      await shown(row('Children 3–11 years (guest-nights × price)'));

      await goToBank(page, modal);
      expect((await bankOrder(site, page.url())).amountMinor).toBe(total);
    },
  );
});
