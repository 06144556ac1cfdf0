import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSite } from './browser';
import { openBookingModal, pagePerTest } from './screens';
import { eventually, shown } from './ui';

const { site, browser } = await startSite();

const tab = pagePerTest(browser, { language: 'en', locale: 'en-US', site });
let page: Page;
beforeEach(() => {
  page = tab.page();
});

/** The text a field is described by (its error next to it), or null. */
const descriptionOf = (field: Locator) =>
  field.evaluate((element) => {
    const id = element.getAttribute('aria-describedby');
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });

describe('the guests of the booking form', () => {
  it('says next to the field that a name is no name and a passport was given twice, and sends nothing', async () => {
    await page.goto(`${site.baseUrl}/rooms`);
    const modal = await openBookingModal(page);
    await modal.getByRole('button', { name: 'Add guest' }).click();
    const rows = modal.getByRole('group', { name: /^Guest \d$/ });
    for (const [index, name] of ['12345', 'Merdan Orazow'].entries()) {
      const row = rows.nth(index);
      await row.getByRole('textbox', { name: 'Full name' }).fill(name);
      await row.getByRole('combobox', { name: 'Passport series' }).selectOption('BN');
      await row.getByRole('textbox', { name: 'Passport number' }).fill('123456');
    }
    await modal.getByRole('button', { name: 'Go to the bank page' }).click();

    const name = rows.nth(0).getByRole('textbox', { name: 'Full name' });
    await eventually(() => name.getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(name)).toBe(
      'A name holds letters, and only spaces, hyphens, apostrophes and dots besides.',
    );
    expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);
    const second = rows.nth(1).getByRole('textbox', { name: 'Passport number' });
    expect(await second.getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(second)).toBe('This passport is already given for another guest.');
    expect(page.url()).toMatch(/\/room\?type=\d+$/);

    // Put right, the errors go as the guest types.
    await name.fill('Aýna Berdiýewa');
    await second.fill('654321');
    await eventually(() => modal.locator('.field__error').count()).toBe(0);
    expect(await name.getAttribute('aria-invalid')).toBe('false');
    await shown(modal.getByRole('button', { name: 'Go to the bank page' }));
  });
});
