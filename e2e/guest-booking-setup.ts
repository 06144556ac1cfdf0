import type { Locator } from 'playwright-core';
import { payAtBank } from './guest-steps';
import { context, page, site } from './guest-site';
import { logIn, openBookingModal } from './screens';
import { hotelDate } from './ui';

// What the guest booking specs share: the guest site and page (./guest-site), the stay booked,
// and the steps to the bank.
export { context, page, site };

export const ROOM = 'Standard double';
// Ten days ahead in the hotel's zone, two nights: inside the demo's 90-day online windows.
export const CHECKIN = hotelDate(10);
export const CHECKOUT = hotelDate(12);

/** A guest registered and logged in through the API, its session cookie handed to the browser. */
export async function loggedInGuest(): Promise<void> {
  await logIn(site, context);
}

export async function fillGuest(modal: Locator): Promise<void> {
  await modal.getByRole('textbox', { name: 'Full name' }).fill('Aýna Berdiýewa');
  await modal.getByRole('combobox', { name: 'Passport series' }).selectOption('BN');
  await modal.getByRole('textbox', { name: 'Passport number' }).pressSequentially('12a-34 56');
}

/** A guest logged in goes from the main page to the booking modal and types the guest; returns it. */
export async function guestFillsBooking(): Promise<Locator> {
  await loggedInGuest();
  await page.goto(`${site.baseUrl}/`);
  const modal = await openBookingModal(page);
  await fillGuest(modal);
  return modal;
}

export async function payWith(card: string): Promise<void> {
  await payAtBank(page, card);
  await page.waitForURL((url) => url.origin === site.baseUrl && url.pathname === '/');
}
