// @vitest-environment jsdom
import type { MonthPricesView } from '@hotel/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { addDays, addMonths, MONTHS_IN_DATES, monthOf } from '@hotel/contracts/plain';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { TODAY } from '../../../../../../test/clock';
import { createI18n } from '../../../../i18n';
import * as texts from '../../../../i18n/locales/price-calendar';
import { NightCell } from './night-cell';

const i18n = await createI18n();
for (const language of ['tm', 'ru', 'en'] as const)
  i18n.addResourceBundle(language, 'priceCalendar', texts[language]);
afterEach(cleanup);

// The 5th of next month: a day after today whatever today is.
const date = `${addMonths(monthOf(TODAY), 1)}-05`;
const night: MonthPricesView['nights'][number] = {
  date,
  price: 1250,
  discounted_price: 1062.5,
  weekend: true,
  closed_to_arrival: true,
  closed_to_departure: false,
  min_stay: 3,
  bookable: false,
};

async function cellText(language: 'tm' | 'ru' | 'en', today = TODAY, shown = night) {
  await i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <table>
        <tbody>
          <tr>
            <NightCell date={shown.date} night={shown} today={today} />
          </tr>
        </tbody>
      </table>
    </I18nextProvider>,
  );
  const cell = screen.getByRole('cell');
  // What a screen reader says: the words read, not the drawn marks hidden from it.
  const spoken = [...cell.querySelectorAll('.visually-hidden')].map((part) => part.textContent);
  return { cell, spoken: spoken.join('') };
}

describe("a night of the room page's price calendar", () => {
  it('says its date, its price in TMT and each mark in words, in ru', async () => {
    const { spoken } = await cellText('ru');
    const month = MONTHS_IN_DATES.ru[Number(date.slice(5, 7)) - 1] ?? '';
    expect(spoken).toBe(
      `5 ${month}1\u00a0250 TMT, ночь на выходные (пятница, суббота), заезд закрыт, от 3 ночей при заезде, онлайн не бронируется`,
    );
  });

  it('draws the price as the site groups TMT, in en and tm', async () => {
    expect((await cellText('en')).cell.querySelector('.price-calendar__price')?.textContent).toBe(
      '1,2501,250 TMT',
    );
    cleanup();
    const tm = await cellText('tm');
    expect(tm.spoken).toContain('1\u00a0250 TMT');
    expect(tm.spoken).toContain('gelmek ýapyk');
    expect(tm.cell.querySelector('.price-calendar__min')?.textContent).toBe('3+');
  });

  it('marks today as the current date and a past day as past, not as closed online', async () => {
    const today = await cellText('en', date, {
      ...night,
      weekend: false,
      closed_to_arrival: false,
      min_stay: null,
    });
    expect(today.cell.getAttribute('aria-current')).toBe('date');
    expect(today.spoken).toContain('today');
    cleanup();
    const past = await cellText('en', addDays(date, 1), { ...night, min_stay: null });
    expect(past.cell.className).toContain('is-past');
    expect(past.spoken).toContain('past day');
    expect(past.spoken).not.toContain('not bookable online');
  });
});
