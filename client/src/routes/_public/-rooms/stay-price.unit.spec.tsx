// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n';
import { StayPrice } from './stay-price';

const i18n = await createI18n();
afterEach(cleanup);

// Two nights of a 1,260 TMT room less 10 %, and a 100 TMT booking fee.
const price = {
  nights: 2,
  room_price: 1260,
  discount_percent: 10,
  stay: 2268,
  online_share_percent: 100,
  room_part: 2268,
  booking_fee: 100,
  total: 2368,
  night_prices: [],
};

/** The card's price lines as term → value. */
async function linesIn(
  language: 'tm' | 'ru' | 'en',
  shown = price,
): Promise<Record<string, string>> {
  await i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <StayPrice price={shown} />
    </I18nextProvider>,
  );
  const terms = screen.getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}

describe("a search result's price of the stay", () => {
  it('shows nights × price, the discount, the fee and the total', async () => {
    expect(await linesIn('en')).toEqual({
      'Nights × price per night': '2 × 1,260 TMT = 2,520 TMT',
      'Discount 10%': '−252 TMT',
      'Booking fee': '100 TMT',
      'To pay now': '2,368 TMT',
    });
  });

  it('shows the share paid online now and the rest to pay on arrival when the terms take a part online', async () => {
    const half = { ...price, online_share_percent: 50, room_part: 1134, total: 1234 };
    expect(await linesIn('en', half)).toEqual({
      'Nights × price per night': '2 × 1,260 TMT = 2,520 TMT',
      'Discount 10%': '−252 TMT',
      'Paid online, 50% of the stay': '1,134 TMT',
      'Booking fee': '100 TMT',
      'To pay now': '1,234 TMT',
      'To pay on arrival': '1,134 TMT',
    });
  });

  it('says the same in Russian and Turkmen, grouping digits as their readers do', async () => {
    const stay = '2 × 1\u00a0260 TMT = 2\u00a0520 TMT';
    expect(await linesIn('ru')).toEqual({
      'Ночей × цена за сутки': stay,
      'Скидка 10%': '−252 TMT',
      'Стоимость бронирования': '100 TMT',
      'К оплате сейчас': '2\u00a0368 TMT',
    });
    cleanup();
    expect(await linesIn('tm')).toEqual({
      'Gije × bir gijäniň bahasy': stay,
      'Arzanladyş 10%': '−252 TMT',
      'Bronlamagyň bahasy': '100 TMT',
      'Häzir tölemeli': '2\u00a0368 TMT',
    });
  });
});
