import { tmtToTenge, type FolioView } from '@hotel/contracts';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../client/src/lib/format';
import { stay } from '../test/clock';
import { APPROVED_CARD, bookToBank, payAtBank, registerGuest } from '../services/test/guest';
import { startSite } from './browser';
import { pagePerTest } from './screens';
import { acknowledge, definition, eventually, shown } from './ui';

/*
 * What a guest sees of their folio: when the hotel's options take only the booking fee online,
 * the account says what is still due at arrival, and the invoice prints every night, the fee,
 * the payment and that balance, in the language chosen on the site. The amount paid the account
 * shows is the folio's, and a cancel that refunds none of it says so before the guest confirms.
 */
const { site, browser } = await startSite();
const tab = pagePerTest(browser, { language: 'en', locale: 'en-US' });
const manager = await site.session(2, 'guest-folio-manager@example.com');

const staffGet = async <T>(url: string): Promise<T> => {
  const res = await site.app.inject({ method: 'GET', url, headers: { cookie: manager.cookie } });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json().data as T;
};

/** The options as the manager saves them on the settings screen: only the booking fee online. */
async function chargeOnlyTheFeeOnline(): Promise<void> {
  const res = await site.app.inject({
    method: 'PUT',
    url: '/api/system/options',
    headers: { cookie: manager.cookie },
    payload: {
      payment_system: true,
      payment_room: false,
      payment_booking: true,
      booking_price: 50,
    },
  });
  if (res.statusCode !== 200) throw new Error(`options: ${res.statusCode} ${res.body}`);
}

/** A new guest's booking of room type 2 paid at the bank: their cookie, the booking, its folio. */
async function paidStay(email: string, checkin: number, nights: number) {
  const cookie = await registerGuest(site, email);
  await payAtBank(
    await bookToBank(site, cookie, { id: 2, ...stay(checkin, nights) }),
    APPROVED_CARD,
  );
  const [booking] = await site.db.sql<{ id: string; book_number: number }[]>`
    select b.id::text, b.book_number from bookings b join users u on u.id = b.user_id where u.email = ${email}`;
  if (!booking) throw new Error('no booking');
  // The staff's folio, read beside the guest's screens: the figures the guest must see.
  const folio = await staffGet<FolioView>(`/api/bookings/${booking.id}/folio`);
  return { cookie, booking, folio };
}

/**
 * The guest's account, opened once the ledger's read model has the folio's balance and payments:
 * the account reads them there, and it follows the bookings' own a little later on a loaded
 * machine (the guest would see them on the next visit).
 */
async function openAccount(cookie: string, bookingId: string, folio: FolioView) {
  await eventually(
    async () =>
      (
        await site.db.sql<{ balance: string; paid: string }[]>`
          select balance_tenge::text as balance, paid_tenge::text as paid from ledger_bookings where booking_id = ${bookingId}`
      )[0],
  ).toEqual({ balance: String(tmtToTenge(folio.balance)), paid: String(tmtToTenge(folio.paid)) });
  const page = tab.page();
  await tab
    .context()
    .addCookies([
      { name: 'hotel_session', value: cookie.replace('hotel_session=', ''), url: site.baseUrl },
    ]);
  await page.goto(`${site.baseUrl}/profile`);
  return page;
}

describe("a guest's folio when only the booking fee is paid online", () => {
  it('shows the rest as due at arrival in the account, and on the invoice in Russian', async () => {
    await chargeOnlyTheFeeOnline();
    const { cookie, booking, folio } = await paidStay('guest-folio@example.com', 20, 3);
    expect(folio.paid).toBe(50);
    expect(folio.balance).toBe(folio.total - 50);
    expect(folio.lines.filter((line) => line.kind === 'night')).toHaveLength(3);

    const page = await openAccount(cookie, booking.id, folio);
    const row = page.locator('.prices__row').filter({ hasText: 'Still due' });
    await shown(row);
    expect(await row.locator('dd').textContent()).toBe(`${formatAmount(folio.balance, 'en')} TMT`);

    await page.getByRole('link', { name: 'Invoice' }).click();
    await shown(page.getByRole('heading', { level: 1, name: 'Invoice' }));
    await page
      .getByRole('region', { name: 'Site language' })
      .getByRole('button', { name: 'Ru' })
      .click();
    await shown(page.getByRole('heading', { level: 1, name: 'Счёт' }));
    const article = page.getByRole('article');
    expect(await article.textContent()).toContain(`Бронь № ${booking.book_number}`);
    expect(await article.locator('.folio__line--night').count()).toBe(3);
    const balance = article.locator('.folio__balance');
    expect(await balance.locator('dt').textContent()).toBe('К оплате');
    expect(await balance.locator('dd').textContent()).toBe(
      `${formatAmount(folio.balance, 'ru')} TMT`,
    );

    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await article.isVisible()).toBe(true);
  });
});

describe('a guest cancelling a paid booking whose terms refund nothing', () => {
  it('is told before confirming that the amount paid is kept, and sees it paid, not refunded', async () => {
    const options = await site.app.inject({
      method: 'PUT',
      url: '/api/system/options',
      headers: { cookie: manager.cookie },
      payload: { guest_refund_percent: 0 },
    });
    expect(options.statusCode, options.body).toBe(200);
    const { cookie, booking, folio } = await paidStay('guest-kept@example.com', 40, 2);
    const paid = `${formatAmount(folio.paid, 'en')} TMT`;
    const page = await openAccount(cookie, booking.id, folio);

    await (await shown(page.getByRole('button', { name: 'Cancel booking' }))).click();
    const confirm = await shown(
      page.getByRole('dialog', {
        name: `Cancel the booking? Nothing will be refunded: by the booking terms, the ${paid} paid is kept.`,
      }),
    );
    await confirm.getByRole('button', { name: 'OK' }).click();
    expect(await acknowledge(page)).toBe('The booking was cancelled');

    const done = await shown(
      page.getByRole('region', { name: 'Cancelled and past stays' }).getByRole('listitem'),
    );
    expect(await definition(done, 'Payment state').textContent()).toBe('Cancelled, no refund');
    expect(await definition(done, 'Amount paid').textContent()).toBe(paid);
  });
});
