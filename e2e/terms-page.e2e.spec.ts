import { describe, expect, it } from 'vitest';
import { startSite } from './browser';
import { pagePerTest } from './screens';
import { eventually, shown } from './ui';

// The hotel's own booking terms (the defaults, which are the terms of stay's figures).
const { site, browser } = await startSite({ bookingTerms: null });
const tab = pagePerTest(browser, { language: 'en', locale: 'en-US' });
const manager = await site.session(2);

async function setOptions(changes: object): Promise<void> {
  const res = await site.app.inject({
    method: 'PUT',
    url: '/api/system/options',
    headers: { cookie: manager.cookie },
    payload: changes,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The terms page's items of section `title`. */
async function itemsOf(title: string): Promise<string[]> {
  const page = tab.page();
  const section = page
    .locator('.terms__section')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await shown(section);
  return section.locator('li').allTextContents();
}

describe('the terms of stay page', () => {
  it('states the booking rules the site applies, and follows the options when staff change them', async () => {
    const page = tab.page();
    await page.goto(`${site.baseUrl}/termssettle`);
    await shown(page.getByRole('heading', { level: 1, name: 'Terms of stay' }));
    expect(await itemsOf('4. Booking')).toEqual([
      'Rooms can be booked no later than 10 days before the arrival date.',
      'Booking payments are non-refundable.',
    ]);
    expect((await itemsOf('2. Payment for the stay'))[0]).toBe(
      'When booking online, 50% of the price of the stay is paid on the bank’s page; the rest is paid on arrival.',
    );

    await setOptions({
      booking_closes_days: 3,
      online_share_percent: 30,
      guest_refund_percent: 40,
    });
    try {
      await page.reload();
      await eventually(() => itemsOf('4. Booking')).toEqual([
        'Rooms can be booked no later than 3 days before the arrival date.',
        'If the booking is cancelled before arrival, 40% of the room payment is refunded; the booking fee is not refunded.',
      ]);
      expect((await itemsOf('2. Payment for the stay'))[0]).toBe(
        'When booking online, 30% of the price of the stay is paid on the bank’s page; the rest is paid on arrival.',
      );
      await page
        .getByRole('region', { name: 'Site language' })
        .getByRole('button', { name: 'Ru' })
        .click();
      await eventually(() => itemsOf('4. Бронирование')).toEqual([
        'Бронирование номеров принимается не позднее чем за 3 дня до даты заезда.',
        'При отмене бронирования до заезда возвращается 40% оплаты за номер; плата за бронирование не возвращается.',
      ]);
    } finally {
      await setOptions({
        booking_closes_days: 10,
        online_share_percent: 50,
        guest_refund_percent: 0,
      });
    }
  });
});
