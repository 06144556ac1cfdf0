import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { en } from '../client/src/i18n/locales/en';
import { startSite } from './browser';
import {
  focusInDialog,
  logIn,
  openBookingModal,
  openFirstRoom,
  pagePerTest,
  tabTo,
} from './screens';
import { eventually, hidden, hotelDate, shown } from './ui';

// The public site with the keyboard alone (WCAG 2.2 AA): modal layers keep the focus and give it
// back, the focus never falls to <body>, the about tabs follow the ARIA pattern (the carousels'
// keys and pauses: carousels.e2e.spec.ts).
const { site, browser } = await startSite();

const session = pagePerTest(browser, { language: 'en' });
let page: Page;
beforeEach(() => {
  page = session.page();
});

const focusedIs = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) `times` times; true if the focus stayed inside the dialog each time. */
async function tabStaysInDialog(times: number, key = 'Tab'): Promise<boolean> {
  for (let press = 0; press < times; press += 1) {
    await page.keyboard.press(key);
    if (!(await focusInDialog(page))) return false;
  }
  return true;
}

describe('modal layers with the keyboard', () => {
  it('keeps the focus in the search overlay and gives it back to Find a room on Escape', async () => {
    await logIn(site, session.context());
    await page.goto(`${site.baseUrl}/rooms`);
    const opener = page.getByRole('button', { name: 'Find a room' });
    await tabTo(page, await shown(opener));

    await page.keyboard.press('Enter');

    const overlay = await shown(page.getByRole('dialog', { name: 'Find a room' }));
    const checkin = overlay.getByLabel('Check-in date');
    expect(await focusedIs(checkin)).toBe(true);
    // The date pickers start at the hotel's today.
    await eventually(() => checkin.getAttribute('min')).toBe(hotelDate(0));
    expect(await tabStaysInDialog(12)).toBe(true);
    expect(await tabStaysInDialog(12, 'Shift+Tab')).toBe(true);
    await page.keyboard.press('Escape');
    await hidden(overlay);
    expect(await focusedIs(opener)).toBe(true);
  });

  it('keeps the focus in the booking modal, on a guest after Add or Remove, and back on Book', async () => {
    await logIn(site, session.context());
    await page.goto(`${site.baseUrl}/rooms`);
    const modal = await openBookingModal(page);
    expect(await tabStaysInDialog(25)).toBe(true);

    const add = modal.getByRole('button', { name: 'Add guest' });
    await add.focus();
    await page.keyboard.press('Enter');
    const second = modal.getByRole('group', { name: 'Guest 2' });
    await eventually(() => focusedIs(second.getByRole('textbox', { name: 'Full name' }))).toBe(
      true,
    );

    await second.getByRole('button', { name: 'Remove guest' }).focus();
    await page.keyboard.press('Enter');
    await hidden(second);
    await eventually(() => focusedIs(modal.getByRole('textbox', { name: 'Full name' }))).toBe(true);

    await page.keyboard.press('Escape');
    await hidden(modal);
    expect(await focusedIs(page.getByRole('button', { name: 'Book', exact: true }))).toBe(true);
  });

  it('opens the confirm dialog of a cancellation on Cancel, keeps the focus there and gives it back', async () => {
    await logIn(site, session.context());
    await page.goto(`${site.baseUrl}/rooms`);
    const modal = await openBookingModal(page);
    await modal.getByRole('textbox', { name: 'Full name' }).fill('Aýna Berdiýewa');
    await modal.getByRole('combobox', { name: 'Passport series' }).selectOption('BN');
    await modal.getByRole('textbox', { name: /^Passport number/ }).fill('123456');
    await modal.getByRole('button', { name: 'Go to the bank page' }).click();
    // The booking stays pending: the guest leaves the bank's page without paying.
    await (await shown(page.getByRole('alertdialog'))).getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/sandbox-bank/);
    await page.goto(`${site.baseUrl}/profile`);
    const cancel = await shown(page.getByRole('button', { name: 'Cancel booking' }));
    await tabTo(page, cancel);

    await page.keyboard.press('Enter');

    const confirm = await shown(
      page.getByRole('dialog', { name: 'Are you sure you want to cancel the booking?' }),
    );
    expect(await focusedIs(confirm.getByRole('button', { name: 'Cancel' }))).toBe(true);
    expect(await tabStaysInDialog(5)).toBe(true);
    await confirm.getByRole('button', { name: 'Cancel' }).focus();
    // Enter on the focused safe choice keeps the booking.
    await page.keyboard.press('Enter');
    await hidden(confirm);
    expect(await focusedIs(cancel)).toBe(true);
    expect(await page.getByText('Booking cancelled').count()).toBe(0);
  });
});

describe('focus after a change of the page', () => {
  it('moves the focus to the new screen’s heading after following a link', async () => {
    await page.goto(`${site.baseUrl}/`);
    const rooms = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Rooms' });
    await tabTo(page, await shown(rooms));

    await page.keyboard.press('Enter');

    const heading = page.getByRole('heading', { level: 1, name: 'Rooms' });
    await eventually(() => focusedIs(heading)).toBe(true);
    expect(await page.title()).toBe(en.seo.rooms.title);
  });

  it('moves the focus to the main picture after a gallery photo is picked', async () => {
    await openFirstRoom(page, site.baseUrl);
    const thumbnail = page.locator('.room-gallery__thumbs button').first();
    await thumbnail.focus();

    await page.keyboard.press('Enter');

    await eventually(() => focusedIs(page.locator('.room-gallery__main'))).toBe(true);
  });
});

describe('the about-hotel tabs', () => {
  it('are one Tab stop, move with the arrows, Home and End, and control panels that exist', async () => {
    await page.goto(`${site.baseUrl}/`);
    const tabs = page.getByRole('tablist').getByRole('tab');
    await shown(tabs.first());
    expect(await tabs.evaluateAll((all) => all.map((tab) => tab.getAttribute('tabindex')))).toEqual(
      ['0', '-1', '-1'],
    );
    const selected = () =>
      tabs.evaluateAll((all) =>
        all.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'),
      );
    const focused = () =>
      tabs.evaluateAll((all) => all.findIndex((tab) => tab === document.activeElement));
    await tabTo(page, tabs.first());

    await page.keyboard.press('ArrowRight');
    expect([await selected(), await focused()]).toEqual([1, 1]);
    await page.keyboard.press('End');
    expect([await selected(), await focused()]).toEqual([2, 2]);
    await page.keyboard.press('ArrowRight');
    expect([await selected(), await focused()]).toEqual([0, 0]);
    await page.keyboard.press('ArrowLeft');
    expect([await selected(), await focused()]).toEqual([2, 2]);
    await page.keyboard.press('Home');
    expect([await selected(), await focused()]).toEqual([0, 0]);

    const controlled = await tabs.evaluateAll((all) =>
      all.map((tab) =>
        document.getElementById(tab.getAttribute('aria-controls') ?? '')?.getAttribute('role'),
      ),
    );
    expect(controlled).toEqual(['tabpanel', 'tabpanel', 'tabpanel']);
  });
});
