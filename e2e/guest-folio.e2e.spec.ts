import { tmtToTenge, type FolioView } from '@hotel/contracts';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../client/src/lib/format';
import { stay } from '../test/clock';
import { APPROVED_CARD, bookToBank, payAtBank, registerGuest } from '../services/test/guest';
import { startSite } from './browser';
import { pagePerTest } from './screens';
import { eventually, shown } from './ui';

/*
 * What a guest sees of their folio: when the hotel's options take only the booking fee online,
 * the account says what is still due at arrival, and the invoice prints every night, the fee,
 * the payment and that balance, in the language chosen on the site.
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

describe("a guest's folio when only the booking fee is paid online", () => {
  it('shows the rest as due at arrival in the account, and on the invoice in Russian', async () => {
    await chargeOnlyTheFeeOnline();
    const email = 'guest-folio@example.com';
    const cookie = await registerGuest(site, email);
    await payAtBank(await bookToBank(site, cookie, { id: 2, ...stay(20, 3) }), APPROVED_CARD);
    const [booking] = await site.db.sql<{ id: string; book_number: number }[]>`
      select b.id::text, b.book_number from bookings b join users u on u.id = b.user_id where u.email = ${email}`;
    if (!booking) throw new Error('no booking');
    // The staff's folio, read beside the guest's screens: the figures the guest must see.
    const folio = await staffGet<FolioView>(`/api/bookings/${booking.id}/folio`);
    expect(folio.paid).toBe(50);
    expect(folio.balance).toBe(folio.total - 50);
    expect(folio.lines.filter((line) => line.kind === 'night')).toHaveLength(3);

    // The account reads the balance from the ledger's read model, which follows the bookings'
    // own a little later on a loaded machine: the guest would see it on the next visit.
    await eventually(
      async () =>
        (
          await site.db.sql<{ balance: string }[]>`
            select balance_tenge::text as balance from ledger_bookings where booking_id = ${booking.id}`
        )[0]?.balance,
    ).toBe(String(tmtToTenge(folio.balance)));
    const page = tab.page();
    await tab
      .context()
      .addCookies([
        { name: 'hotel_session', value: cookie.replace('hotel_session=', ''), url: site.baseUrl },
      ]);
    await page.goto(`${site.baseUrl}/profile`);
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
