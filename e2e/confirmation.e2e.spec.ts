import { describe, expect, it } from 'vitest';
import { stay } from '../test/clock';
import { APPROVED_CARD, bookToBank, payAtBank, registerGuest } from '../services/test/guest';
import { startSite } from './browser';
import { pagePerTest } from './screens';
import { dotted, shown } from './ui';

const { site, browser } = await startSite();
const tab = pagePerTest(browser, { language: 'en', locale: 'en-US' });

/** A guest with one paid booking (through the API and the sandbox bank), logged in the browser. */
async function guestWithPaidBooking(email: string) {
  const cookie = await registerGuest(site, email);
  const dates = stay(15, 2);
  await payAtBank(await bookToBank(site, cookie, { id: 2, ...dates }), APPROVED_CARD);
  await tab
    .context()
    .addCookies([
      { name: 'hotel_session', value: cookie.replace('hotel_session=', ''), url: site.baseUrl },
    ]);
  const [booking] = await site.db.sql<{ id: string; book_number: number }[]>`
    select b.id::text, b.book_number from bookings b join users u on u.id = b.user_id where u.email = ${email}`;
  if (!booking) throw new Error('no booking');
  return { ...dates, id: booking.id, number: booking.book_number };
}

describe('the printable confirmation of a paid booking', () => {
  it('opens from the account with the number as text and QR code, the stay, the guest and the terms; prints only the document', async () => {
    const page = tab.page();
    const booking = await guestWithPaidBooking('confirm-print@example.com');
    await page.goto(`${site.baseUrl}/profile`);
    await page.getByRole('link', { name: 'Confirmation to print' }).click();
    await shown(page.getByRole('heading', { level: 1, name: 'Booking confirmation' }));
    const article = page.getByRole('article');
    expect(await article.textContent()).toContain(`Booking No. ${booking.number}`);
    await shown(page.getByRole('img', { name: `QR code of booking No. ${booking.number}` }));
    expect(await article.textContent()).toContain(`${dotted(booking.checkin)} 14:00 (hotel time)`);
    expect(await article.textContent()).toContain(`${dotted(booking.checkout)} 12:00 (hotel time)`);
    expect(await article.textContent()).toContain('Aýna Berdiýewa');
    // What a cancel gives back by the booking's own terms (the specs' open terms: the room part, 2 × 560 TMT).
    expect(await article.textContent()).toContain(
      'If the booking is cancelled before arrival, 1,120 TMT is refunded; the booking fee is not refunded.',
    );
    expect(await page.title()).toBe('Booking confirmation — Hazar');

    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await article.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    // In the language chosen on the site, switched on the page itself.
    await page
      .getByRole('region', { name: 'Site language' })
      .getByRole('button', { name: 'Ru' })
      .click();
    await shown(page.getByRole('heading', { level: 1, name: 'Подтверждение бронирования' }));
    expect(await article.textContent()).toContain(`Бронь № ${booking.number}`);
  });

  it('fits a phone in Turkmen, the longest texts, without sideways scrolling', async () => {
    const page = tab.page();
    const booking = await guestWithPaidBooking('confirm-phone@example.com');
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`${site.baseUrl}/confirmation/${booking.id}`);
    await page
      .getByRole('region', { name: 'Site language' })
      .getByRole('button', { name: 'Tm' })
      .click();
    await shown(page.getByRole('heading', { level: 1, name: 'Bronlamanyň tassyklamasy' }));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  it("refuses another guest's booking and an address that is no booking, with the way back", async () => {
    const page = tab.page();
    const other = await guestWithPaidBooking('confirm-owner@example.com');
    await tab.context().clearCookies();
    const cookie = await registerGuest(site, 'confirm-stranger@example.com');
    await tab
      .context()
      .addCookies([
        { name: 'hotel_session', value: cookie.replace('hotel_session=', ''), url: site.baseUrl },
      ]);
    for (const id of [other.id, 'nothing']) {
      await page.goto(`${site.baseUrl}/confirmation/${id}`);
      await shown(page.getByRole('alert'));
      expect(await page.getByRole('alert').textContent()).toBe(
        'A confirmation is available only for a paid booking of your own that has not been cancelled.',
      );
      expect(await page.getByText(`Booking No. ${other.number}`).count()).toBe(0);
      await shown(page.getByRole('link', { name: 'Back to my account' }));
    }
  });
});
