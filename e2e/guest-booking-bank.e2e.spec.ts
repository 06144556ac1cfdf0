import { describe, expect, it } from 'vitest';
import { APPROVED_CARD, DECLINED_CARD } from '../services/test/guest';
import { expectStay, goToBank, registerOnLogin } from './guest-steps';
import { openBookingModal } from './screens';
import { acknowledge, definition, eventually, shown } from './ui';
import {
  site,
  ROOM,
  CHECKIN,
  CHECKOUT,
  page,
  fillGuest,
  guestFillsBooking,
  payWith,
} from './guest-booking-setup';

describe('a guest books a room in the browser', () => {
  it(
    'registers, books, pays with the approved card, sees the paid booking and gets a refund',
    { timeout: 90_000 },
    async () => {
      // Registration on /login, followed by the automatic login.
      await page.goto(`${site.baseUrl}/login`);
      await shown(page.getByRole('heading', { name: 'Log in' }));
      await registerOnLogin(site, page, 'journey@example.com');
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await shown(nav.getByRole('link', { name: 'My account' }));
      await shown(nav.getByRole('button', { name: 'Log out' }));
      expect(await nav.getByRole('link', { name: 'Log in' }).count()).toBe(0);

      // Search, the result list, the room and its booking modal.
      await page.getByRole('button', { name: 'Find a room' }).click();
      const search = await shown(page.getByRole('dialog', { name: 'Find a room' }));
      await search.getByLabel('Check-in date').fill(CHECKIN);
      await search.getByLabel('Check-out date').fill(CHECKOUT);
      await search.getByRole('button', { name: 'Find' }).click();
      await page.waitForURL(`${site.baseUrl}/rooms`);
      const found = await shown(page.getByRole('status'));
      expect(await found.textContent()).toMatch(/^Free room types found: \d+$/);
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: ROOM, exact: true }) });
      await shown(card);
      expect(await card.textContent()).toMatch(/Rooms free: \d+/);
      await card.getByRole('link', { name: /View/ }).click();
      await shown(page.getByRole('heading', { level: 1, name: ROOM }));
      await page.getByRole('button', { name: 'Book', exact: true }).click();
      const modal = await shown(page.getByRole('dialog', { name: 'Room booking' }));
      expect(await definition(modal, 'Room').textContent()).toBe(ROOM);
      await expectStay(modal, CHECKIN, CHECKOUT);

      // The guest: only digits reach the passport number.
      await fillGuest(modal);
      expect(await modal.getByRole('textbox', { name: 'Passport number' }).inputValue()).toBe(
        '123456',
      );

      // The sandbox bank's hosted page, with the card autocomplete tokens.
      await goToBank(page, modal);
      for (const token of ['cc-name', 'cc-number', 'cc-exp', 'cc-csc']) {
        await shown(page.locator(`input[autocomplete="${token}"]`));
      }
      await payWith(APPROVED_CARD);
      const paid = /^Payment succeeded\. Booking No\. (\d+) is confirmed\.$/.exec(
        await acknowledge(page),
      );
      expect(paid).not.toBeNull();
      const bookNumber = paid?.[1] ?? '';
      await eventually(() => page.url()).toBe(`${site.baseUrl}/`);

      // The personal account: the booking is paid and offers a refund.
      await page.getByRole('link', { name: 'My account' }).click();
      await page.waitForURL(`${site.baseUrl}/profile`);
      const booking = await shown(
        page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: ROOM }) }),
      );
      expect(await definition(booking, 'Booking number').textContent()).toBe(bookNumber);
      expect(await definition(booking, 'Payment state').textContent()).toBe('Paid');
      await expectStay(booking, CHECKIN, CHECKOUT);

      await booking.getByRole('button', { name: 'Refund' }).click();
      const confirm = await shown(page.getByRole('dialog'));
      // The amount that comes back, as the site writes amounts, and the booking fee kept.
      expect(await confirm.textContent()).toMatch(
        /Cancel the booking and get \d{1,3}(,\d{3})* TMT back to your card\? The booking fee of \d{1,3}(,\d{3})* TMT is not refunded\./,
      );
      await confirm.getByRole('button', { name: 'OK' }).click();
      expect(await acknowledge(page)).toMatch(
        /^The booking was cancelled and \d{1,3}(,\d{3})* TMT refunded to your card$/,
      );
      // It leaves the current bookings for the cancelled ones.
      await shown(page.getByText('No current bookings.'));
      const refunded = await shown(
        page
          .getByRole('region', { name: 'Cancelled and past stays' })
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: ROOM }) }),
      );
      expect(await definition(refunded, 'Payment state').textContent()).toBe(
        'Cancelled, payment refunded',
      );
    },
  );

  it(
    'comes back to the main page with the declined message when the bank declines the card',
    { timeout: 60_000 },
    async () => {
      const modal = await guestFillsBooking();
      await goToBank(page, modal);

      await payWith(DECLINED_CARD);

      expect(await acknowledge(page)).toMatch(
        /^The bank declined the payment\. Booking No\. \d+ was cancelled\.$/,
      );
      await eventually(() => page.url()).toBe(`${site.baseUrl}/`);
    },
  );

  it(
    'goes to the bank once on a double click, and back to that unpaid booking on booking the stay again',
    { timeout: 90_000 },
    async () => {
      const modal = await guestFillsBooking();

      const sent: string[] = [];
      page.on('request', (request) => {
        // A batched request names each call in its path.
        for (const call of new URL(request.url()).pathname.split(/[/,]/)) {
          if (call === 'booking.pay') sent.push(call);
        }
      });
      // Both clicks land before the page could redraw the button disabled.
      await modal
        .getByRole('button', { name: 'Go to the bank page' })
        .evaluate((button: HTMLButtonElement) => {
          button.click();
          button.click();
        });
      await shown(page.getByRole('alertdialog'));

      expect(await acknowledge(page)).toBe('The room is reserved. Going to the bank payment page…');
      await page.waitForURL(/\/sandbox-bank\/payments\/merchants\/hotel\/payment\.html\?mdOrder=/);
      const bankPage = page.url();
      // One click's worth: the second press sent nothing.
      expect(sent).toHaveLength(1);

      // The guest leaves the bank without paying, and books the same stay again.
      await page.getByRole('link', { name: "Back to the merchant's site without paying" }).click();
      await page.waitForURL(`${site.baseUrl}/`);
      const again = await openBookingModal(page);
      await fillGuest(again);
      await again.getByRole('button', { name: 'Go to the bank page' }).click();
      expect(await acknowledge(page)).toBe(
        'You already have an unpaid booking for this stay: continue paying for it at the bank',
      );
      await eventually(() => page.url()).toBe(bankPage);
    },
  );
});
