import { describe, expect, it } from 'vitest';
import { GUEST } from '../services/test/guest';
import { logInAsStaff, openContext, page, site, TEXTS } from './staff-bookings-setup';
import { paidBooking } from './staff-session';
import { hidden, shown } from './ui';

/** A guest's paid booking of two nights from day `from` (the guest is Aýna Berdiýewa). */
const paidStay = (email: string, from: number) =>
  paidBooking(site, email, { typeId: 2, from, nights: 2 });

describe('the staff top bar’s booking search', { timeout: 90_000 }, () => {
  it('finds a booking by a guest name typed without Turkmen letters and opens it from the keyboard', async () => {
    const { bookNumber: earlier } = await paidStay('top-bar-search@example.com', 70);
    const { bookNumber: later } = await paidStay('top-bar-search-2@example.com', 80);
    const texts = TEXTS.en;
    await openContext('en');
    await logInAsStaff(texts);
    // Another screen than the lists: the search reaches every booking from anywhere.
    await page.goto(`${site.baseUrl}/a/settings`);

    const box = await shown(page.getByRole('combobox', { name: 'Find a booking' }));
    await box.fill('berdiyewa');
    const list = page.getByRole('listbox', { name: 'Bookings found' });
    const options = list.getByRole('option');
    await shown(options.nth(1));
    // The newest stay first, the first one chosen.
    expect(await options.allTextContents()).toEqual([
      expect.stringContaining(`No. ${later}`),
      expect.stringContaining(`No. ${earlier}`),
    ]);
    expect(await options.first().textContent()).toContain('Aýna Berdiýewa');
    expect(await options.first().textContent()).toContain('paid');
    expect(await options.first().getAttribute('aria-selected')).toBe('true');

    // Escape closes the list and keeps the text; an arrow key opens it again, then moves.
    await box.press('Escape');
    await hidden(list);
    expect(await box.inputValue()).toBe('berdiyewa');
    await box.press('ArrowDown');
    await shown(list);
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    await box.press('ArrowDown');
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(
      await options.nth(1).getAttribute('id'),
    );

    await box.press('Enter');
    await hidden(list);
    const dialog = await shown(page.getByRole('dialog', { name: texts.dialog(earlier) }));
    expect(await dialog.textContent()).toContain('Aýna Berdiýewa');
    await dialog.getByRole('button', { name: texts.cancel, exact: true }).click();
    await hidden(dialog);

    await box.fill('no such guest anywhere');
    await shown(page.getByText('Nothing found'));
  });
  it("opens a found guest's profile from the keyboard and by a click, and a stay from the profile", async () => {
    const { bookNumber } = await paidStay('top-bar-profile@example.com', 75);
    await openContext('en');
    await logInAsStaff(TEXTS.en);
    const box = await shown(page.getByRole('combobox', { name: 'Find a booking' }));
    await box.fill(String(bookNumber));
    const option = page.getByRole('listbox', { name: 'Bookings found' }).getByRole('option');
    await shown(option.first());
    expect(await option.first().textContent()).toContain(GUEST.full_name);

    // Tab from the box reaches the chosen booking's guests, Enter follows the link.
    const guests = page.getByRole('list', {
      name: `Guest profiles of booking No. ${bookNumber}:`,
    });
    const profileLink = guests.getByRole('link', { name: GUEST.full_name });
    await shown(profileLink);
    await box.press('Tab');
    expect(await profileLink.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const passport = `${GUEST.passport_serial}${GUEST.passport_number}`;
    await page.waitForURL(`${site.baseUrl}/a/guests/${passport}`);
    await shown(
      page.getByRole('heading', {
        level: 1,
        name: new RegExp(`^Guest .*${GUEST.passport_number}`),
      }),
    );
    await hidden(guests);

    // The profile's stays open the booking in the dialog the lists open.
    await page.getByRole('button', { name: `Open booking № ${bookNumber}` }).click();
    const dialog = await shown(page.getByRole('dialog', { name: TEXTS.en.dialog(bookNumber) }));
    expect(await dialog.textContent()).toContain(GUEST.full_name);
    await dialog.getByRole('button', { name: TEXTS.en.cancel, exact: true }).click();
    await hidden(dialog);

    // A click from another search does the same.
    await page.goto(`${site.baseUrl}/a/settings`);
    await box.fill(String(bookNumber));
    await profileLink.click();
    await page.waitForURL(`${site.baseUrl}/a/guests/${passport}`);
  });
});
