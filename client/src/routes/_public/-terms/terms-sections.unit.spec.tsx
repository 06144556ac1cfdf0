// @vitest-environment jsdom
import type { BookingTermsView } from '@hotel/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n';
import { TermsSections } from './terms-sections';

const i18n = await createI18n();
afterEach(cleanup);

/** The hotel's defaults (migration 022), which are the terms of stay's own figures. */
const DEFAULTS: BookingTermsView = {
  closesDaysBefore: 10,
  onlineSharePercent: 50,
  roomPaidOnline: true,
  guestRefundPercent: 0,
  childFreeUnderAge: 3,
  adultFromAge: 12,
  foreignChildPrice: 0,
};

/** The items of the terms' section `title`, rendered in `language` under `terms`. */
async function sectionItems(
  language: 'tm' | 'ru' | 'en',
  terms: BookingTermsView,
  title: string,
): Promise<string[]> {
  cleanup();
  await i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <TermsSections terms={terms} />
    </I18nextProvider>,
  );
  const heading = screen.getByRole('heading', { name: new RegExp(`^\\d\\. ${title}$`) });
  const items = heading.parentElement?.querySelectorAll('li') ?? [];
  return [...items].map((item) => item.textContent ?? '');
}

describe('the terms of stay state the booking rules the options set', () => {
  it('say what the hotel starts with: 10 days before arrival, 50% online, no refund', async () => {
    expect(await sectionItems('en', DEFAULTS, 'Booking')).toEqual([
      'Rooms can be booked no later than 10 days before the arrival date.',
      'Booking payments are non-refundable.',
    ]);
    expect((await sectionItems('en', DEFAULTS, 'Payment for the stay'))[0]).toBe(
      'When booking online, 50% of the price of the stay is paid on the bank’s page; the rest is paid on arrival.',
    );
    expect(await sectionItems('ru', DEFAULTS, 'Бронирование')).toEqual([
      'Бронирование номеров принимается не позднее чем за 10 дней до даты заезда.',
      'Оплата бронирования не возвращается.',
    ]);
    expect(await sectionItems('tm', DEFAULTS, 'Bronlamak')).toEqual([
      'Otaglar gelmeli senesinden azyndan 10 gün öň bronlanýar.',
      'Bronlamak üçin tölenen pul yzyna gaýtarylmaýar.',
    ]);
  });

  it('change with the options: the days, the share paid online and the share refunded', async () => {
    const changed = {
      ...DEFAULTS,
      closesDaysBefore: 3,
      onlineSharePercent: 30,
      guestRefundPercent: 40,
    };
    expect(await sectionItems('en', changed, 'Booking')).toEqual([
      'Rooms can be booked no later than 3 days before the arrival date.',
      'If the booking is cancelled before arrival, 40% of the room payment is refunded; the booking fee is not refunded.',
    ]);
    expect((await sectionItems('ru', changed, 'Оплата проживания'))[0]).toBe(
      'При онлайн-бронировании 30% стоимости проживания оплачивается на странице банка, остальное — при заезде.',
    );
    expect(await sectionItems('ru', changed, 'Бронирование')).toEqual([
      'Бронирование номеров принимается не позднее чем за 3 дня до даты заезда.',
      'При отмене бронирования до заезда возвращается 40% оплаты за номер; плата за бронирование не возвращается.',
    ]);
    expect((await sectionItems('tm', changed, 'Ýaşamak üçin töleg'))[0]).toBe(
      'Onlaýn bronlananda ýaşaýşyň bahasynyň 30%-i bankyň sahypasynda tölenýär, galany gelende tölenýär.',
    );
  });

  it('say when booking is open up to the day of arrival, the stay paid in full and refunded in full', async () => {
    const open = {
      ...DEFAULTS,
      closesDaysBefore: 0,
      onlineSharePercent: 100,
      guestRefundPercent: 100,
    };
    expect(await sectionItems('en', open, 'Booking')).toEqual([
      'Rooms can be booked online up to the day of arrival.',
      'If the booking is cancelled before arrival, the room payment is refunded in full; the booking fee is not refunded.',
    ]);
    expect((await sectionItems('en', open, 'Payment for the stay'))[0]).toBe(
      'When booking online, the price of the stay is paid in full on the bank’s page.',
    );
    expect((await sectionItems('ru', { ...open, closesDaysBefore: 1 }, 'Бронирование'))[0]).toBe(
      'Бронирование номеров принимается не позднее чем за 1 день до даты заезда.',
    );
  });

  it('say the stay is paid on arrival, and nothing refunded, when the room is not paid online', async () => {
    const feeOnly = { ...DEFAULTS, roomPaidOnline: false, guestRefundPercent: 100 };
    expect((await sectionItems('en', feeOnly, 'Payment for the stay'))[0]).toBe(
      'The price of the stay is paid on arrival; online, only the booking fee is paid.',
    );
    expect((await sectionItems('en', feeOnly, 'Booking'))[1]).toBe(
      'Booking payments are non-refundable.',
    );
  });
});
