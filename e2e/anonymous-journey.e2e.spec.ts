import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { APPROVED_CARD } from '../services/test/guest';
import { expectGuestKept, expectStay, payAtBank, registerOnLogin, typeGuest } from './guest-steps';
import { context, page, site } from './guest-site';
import { acknowledge, definition, dotted, eventually, hotelDate, shown } from './ui';

const ROOM = 'Standard double';
// Twelve days ahead in the hotel's zone, two nights: inside the demo's 90-day online windows.
const CHECKIN = hotelDate(12);
const CHECKOUT = hotelDate(14);

/** The main page's search block, used by a visitor who is not logged in. */
async function searchFromHome(guests: number): Promise<void> {
  await page.goto(`${site.baseUrl}/`);
  const widget = await shown(page.getByRole('region', { name: 'Book your stay' }));
  await widget.getByLabel('Check-in date').fill(CHECKIN);
  await widget.getByLabel('Check-out date').fill(CHECKOUT);
  await widget.getByLabel('Guests').fill(String(guests));
  await widget.getByRole('button', { name: 'Find' }).click();
  await page.waitForURL(`${site.baseUrl}/rooms`);
}

function bookingIn(section: string): Locator {
  return page
    .getByRole('region', { name: section })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: ROOM }) });
}

/** A guest logged in through the API searches from the main page and opens the room's booking form with one guest typed. */
async function guestOpensBooking(passport: {
  series: string;
  number: string;
}): Promise<{ modal: Locator; email: string }> {
  const { token, email } = await site.session(1);
  await context.addCookies([{ name: 'hotel_session', value: token, url: site.baseUrl }]);
  await searchFromHome(1);
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: ROOM, exact: true }) })
    .getByRole('link', { name: /View/ })
    .click();
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  const modal = await shown(page.getByRole('dialog', { name: 'Room booking' }));
  await typeGuest(modal, passport);
  return { modal, email };
}

describe('a visitor who is not logged in searches, registers on the way and books', () => {
  it(
    'searches from the main page, comes back from registration with dates and guests, sees the total, pays, and finds the booking after reloads',
    { timeout: 120_000 },
    async () => {
      // No Find-a-room button in the header for a visitor; the main page's block searches.
      await page.goto(`${site.baseUrl}/`);
      await shown(
        page
          .getByRole('navigation', { name: 'Main navigation' })
          .getByRole('link', { name: 'Log in' }),
      );
      expect(await page.getByRole('button', { name: 'Find a room' }).count()).toBe(0);
      await searchFromHome(2);

      expect(await (await shown(page.getByRole('status'))).textContent()).toMatch(
        /^Free room types found: \d+$/,
      );
      await shown(page.getByText(`${dotted(CHECKIN)} – ${dotted(CHECKOUT)}, nights: 2`));
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: ROOM, exact: true }) });
      await (await shown(card)).getByRole('link', { name: /View/ }).click();
      await shown(page.getByRole('heading', { level: 1, name: ROOM }));
      await shown(page.getByText(`Your stay: ${dotted(CHECKIN)} – ${dotted(CHECKOUT)}, nights: 2`));

      // Book asks to log in; the login screen says the booking is kept.
      await page.getByRole('button', { name: 'Book', exact: true }).click();
      await page.waitForURL(`${site.baseUrl}/login`);
      await shown(
        page.getByText(`Log in or register to book “${ROOM}”: your dates and guests are kept.`),
      );
      await registerOnLogin(site, page, 'visitor@example.com');

      // Back at the same room, the booking form open with the same dates and two guest rows.
      await page.waitForURL(/\/room\?type=\d+$/);
      const modal = await shown(page.getByRole('dialog', { name: 'Room booking' }));
      expect(await definition(modal, 'Room').textContent()).toBe(ROOM);
      await expectStay(modal, CHECKIN, CHECKOUT);
      expect(await modal.getByRole('group', { name: /^Guest \d$/ }).count()).toBe(2);

      // The price before the bank: 2 nights × the room price, the fee, the total and the deadline.
      const stayLine = await shown(definition(modal, 'Nights × price per night'));
      const [, price = '', stayTotal = ''] =
        /^2 × ([\d,.]+) TMT = ([\d,.]+) TMT$/.exec((await stayLine.textContent()) ?? '') ?? [];
      const amount = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 100);
      expect(amount(stayTotal)).toBe(2 * amount(price));
      const fee = amount(
        (await definition(modal, 'Booking fee').textContent())?.replace(' TMT', '') ?? '',
      );
      const total = ((await definition(modal, 'To pay now').textContent()) ?? '').replace(
        ' TMT',
        '',
      );
      expect(amount(total)).toBe(amount(stayTotal) + fee);
      expect(await definition(modal, 'Pay by').textContent()).toMatch(
        /^\d{2}:\d{2} \(hotel time\) \(within 15 min after you go to the bank\)$/,
      );

      const rows = modal.getByRole('group', { name: /^Guest \d$/ });
      for (const [index, name] of ['Aýna Berdiýewa', 'Merdan Berdiýew'].entries()) {
        const row = rows.nth(index);
        await row.getByRole('textbox', { name: 'Full name' }).fill(name);
        await row.getByRole('combobox', { name: 'Passport series' }).selectOption('BN');
        await row.getByRole('textbox', { name: 'Passport number' }).fill(`12345${index}`);
      }
      await modal.getByRole('button', { name: 'Go to the bank page' }).click();
      expect(await acknowledge(page)).toBe('The room is reserved. Going to the bank payment page…');

      // The sandbox bank charges exactly the total shown.
      await page.waitForURL(/\/sandbox-bank\/payments\/merchants\/hotel\/payment\.html\?mdOrder=/);
      const charged = /^Pay ([\d.,]+) TMT$/.exec(
        (await page.getByRole('button', { name: /^Pay / }).textContent()) ?? '',
      );
      expect(amount(charged?.[1] ?? '')).toBe(amount(total));
      await payAtBank(page, APPROVED_CARD);
      expect(await acknowledge(page)).toMatch(
        /^Payment succeeded\. Booking No\. \d+ is confirmed\.$/,
      );
      await eventually(() => page.url()).toBe(`${site.baseUrl}/`);

      // The account, after a reload: paid, the amount paid, a refund offered.
      await page.goto(`${site.baseUrl}/profile`);
      await page.reload();
      const active = await shown(bookingIn('Current bookings'));
      expect(await definition(active, 'Payment state').textContent()).toBe('Paid');
      expect(await definition(active, 'Amount paid').textContent()).toBe(`${total} TMT`);
      expect(await active.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);

      await active.getByRole('button', { name: 'Refund' }).click();
      const confirm = await shown(page.getByRole('dialog'));
      await confirm.getByRole('button', { name: 'OK' }).click();
      expect(await acknowledge(page)).toMatch(
        /^The booking was cancelled and [\d.,]+ TMT refunded to your card$/,
      );

      // Cancelled with the refund, in its own section — and still there after a reload.
      for (const reload of [false, true]) {
        if (reload) await page.reload();
        const done = await shown(bookingIn('Cancelled and past stays'));
        expect(await definition(done, 'Payment state').textContent()).toBe(
          'Cancelled, payment refunded',
        );
        expect(await definition(done, 'Amount paid').textContent()).toBe(`${total} TMT`);
        expect(await definition(done, 'Refunded').textContent()).toBe(`${stayTotal} TMT`);
        expect(await done.getByRole('button').count()).toBe(0);
        await shown(page.getByText('No current bookings.'));
      }
    },
  );

  it(
    'keeps the search message in the language chosen after the search',
    { timeout: 60_000 },
    async () => {
      await searchFromHome(1);
      const message = await shown(page.getByRole('status'));
      const [, count] =
        /^Free room types found: (\d+)$/.exec((await message.textContent()) ?? '') ?? [];

      await page
        .getByRole('region', { name: 'Site language' })
        .locator('button[lang="ru"]')
        .click();

      await eventually(() => message.textContent()).toBe(
        `Найдено свободных типов номеров: ${count ?? ''}`,
      );
      await shown(page.getByText(`${dotted(CHECKIN)} – ${dotted(CHECKOUT)}, ночей: 2`));
    },
  );

  it(
    'offers an unpaid booking its way back to the bank beside Cancel, and a cancelled unpaid one never says paid',
    { timeout: 90_000 },
    async () => {
      const { modal } = await guestOpensBooking({ series: 'BN', number: '123456' });
      await modal.getByRole('button', { name: 'Go to the bank page' }).click();
      await acknowledge(page);
      await page.waitForURL(/\/sandbox-bank\//);
      const bankPage = page.url();

      await page.goto(`${site.baseUrl}/profile`);
      const pending = await shown(bookingIn('Current bookings'));
      expect(await definition(pending, 'Payment state').textContent()).toBe('Paying');
      await shown(definition(pending, 'Amount to pay'));
      expect(await pending.getByRole('timer').textContent()).toMatch(/^\d+ min left$/);
      expect(
        await pending.getByRole('link', { name: 'Continue to payment' }).getAttribute('href'),
      ).toBe(bankPage);

      await pending.getByRole('button', { name: 'Cancel booking' }).click();
      await (await shown(page.getByRole('dialog'))).getByRole('button', { name: 'OK' }).click();
      await acknowledge(page);
      await page.reload();
      const cancelled = await shown(bookingIn('Cancelled and past stays'));
      expect(await definition(cancelled, 'Payment state').textContent()).toBe(
        'Cancelled before payment',
      );
      await shown(definition(cancelled, 'Booking amount (not paid)'));
      expect(await cancelled.getByText('Amount paid').count()).toBe(0);
      expect(await cancelled.getByText('Paying').count()).toBe(0);
    },
  );

  it(
    'logs in again from the error’s link when the session ended while booking, and finds the form as left',
    { timeout: 90_000 },
    async () => {
      const { modal, email } = await guestOpensBooking({ series: 'AS', number: '654321' });
      await context.clearCookies();
      await modal.getByRole('button', { name: 'Go to the bank page' }).click();

      await (await shown(modal.getByRole('alert'))).getByRole('link', { name: 'Log in' }).click();
      await page.waitForURL(`${site.baseUrl}/login`);
      await shown(
        page.getByText(`Log in or register to book “${ROOM}”: your dates and guests are kept.`),
      );
      await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await page.getByLabel('Password').fill('correct horse battery');
      await page.getByRole('button', { name: 'Log in', exact: true }).last().click();

      await page.waitForURL(/\/room\?type=\d+$/);
      const reopened = await shown(page.getByRole('dialog', { name: 'Room booking' }));
      expect(await definition(reopened, 'Check-in').textContent()).toBe(
        `${dotted(CHECKIN)} 14:00 (hotel time)`,
      );
      await expectGuestKept(reopened, { series: 'AS', number: '654321' });
    },
  );
});
