import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { cardExpiry } from '../test/clock';
import { confirmMailedAddress } from '../services/test/guest';
import type { TestApp } from '../services/test/test-app';
import { acknowledge, definition, dotted, shown } from './ui';

// Steps of a guest's booking that several specs take alike (in English).

/**
 * On the login screen: registers `email`, then opens the link of the registration mail (in
 * another tab), so the account may book.
 */
export async function registerOnLogin(site: TestApp, page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Register' }).click();
  await shown(page.getByRole('heading', { name: 'Registration' }));
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password').fill('caspian-sea-2026');
  await page.getByRole('button', { name: 'Register' }).click();
  expect(await acknowledge(page)).toBe(
    'You are registered. We have sent you a link to confirm your e-mail address',
  );
  await confirmMailedAddress(site, email);
}

/** The stay's dates as a booking modal or the guest's account shows them, with the hours. */
export async function expectStay(scope: Locator, checkin: string, checkout: string): Promise<void> {
  expect(await definition(scope, 'Check-in').textContent()).toBe(
    `${dotted(checkin)} 14:00 (hotel time)`,
  );
  expect(await definition(scope, 'Check-out').textContent()).toBe(
    `${dotted(checkout)} 12:00 (hotel time)`,
  );
}

/** In the booking modal: types the guest, Aýna Berdiýewa, and her passport. */
export async function typeGuest(
  modal: Locator,
  passport: { series: string; number: string },
): Promise<void> {
  await modal.getByRole('textbox', { name: 'Full name' }).fill('Aýna Berdiýewa');
  await modal.getByRole('combobox', { name: 'Passport series' }).selectOption(passport.series);
  await modal.getByRole('textbox', { name: 'Passport number' }).fill(passport.number);
}

/** Sends the booking, passes the 'going to the bank' alert and lands on the sandbox bank's page. */
export async function goToBank(page: Page, modal: Locator): Promise<void> {
  await modal.getByRole('button', { name: 'Go to the bank page' }).click();
  expect(await acknowledge(page)).toBe('The room is reserved. Going to the bank payment page…');
  await page.waitForURL(/\/sandbox-bank\/payments\/merchants\/hotel\/payment\.html\?mdOrder=/);
}

/** The booking modal still holds the guest as typed: Aýna Berdiýewa and her passport. */
export async function expectGuestKept(
  modal: Locator,
  passport: { series: string; number: string },
): Promise<void> {
  expect(await modal.getByRole('textbox', { name: 'Full name' }).inputValue()).toBe(
    'Aýna Berdiýewa',
  );
  expect(await modal.getByRole('combobox', { name: 'Passport series' }).inputValue()).toBe(
    passport.series,
  );
  expect(await modal.getByRole('textbox', { name: 'Passport number' }).inputValue()).toBe(
    passport.number,
  );
}

/** On the sandbox bank's page: types the card and presses Pay. */
export async function payAtBank(page: Page, card: string): Promise<void> {
  await page.locator('input[autocomplete="cc-name"]').fill('AYNA BERDIYEVA');
  await page.locator('input[autocomplete="cc-number"]').fill(card);
  await page.locator('input[autocomplete="cc-exp"]').fill(cardExpiry());
  await page.locator('input[autocomplete="cc-csc"]').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}
