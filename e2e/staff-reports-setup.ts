import type { OptionsView } from '@hotel/contracts';
import { expect } from 'vitest';
import { startSite } from './browser';
import { staffPages, type StaffLanguage } from './staff-session';

// What the report specs share, each spec file starting its own site: the texts, the staff pages
// and the staff member's API requests.
export const { site, browser } = await startSite();

/** The texts the settings, audit and ledger screens show and the spec clicks, per language. */
export const TEXTS = {
  ru: {
    settings: 'Настройки',
    timeout: 'Время на оплату, минут',
    bookingPrice: 'Цена бронирования, TMT',
    freeUnderAge: 'Дети живут бесплатно до возраста, лет',
    adultFromAge: 'Гость платит как взрослый с возраста, лет',
    foreignChildPrice: 'Ребёнок-иностранец, TMT за ночь',
    save: 'Сохранить',
    confirm: 'Подтвердите изменения настроек.',
    notConfirmed: 'Изменения не подтверждены.',
    ok: 'ОК',
    cancel: 'Отмена',
    audit: 'Журнал',
    staffFilter: 'Сотрудник',
    kindFilter: 'Вид действия',
    optionsKind: 'Настройки',
    seasonKind: 'Сезон цен',
    seasonRows: ['Минимум ночей: 3', 'Заезд закрыт: да'],
    timeoutChange: (before: number, after: number) =>
      `Время на оплату, минут: ${before} → ${after}`,
    by: (email: string) => `Кто: ${email}`,
    download: 'Скачать CSV',
    asOf: 'По состоянию на',
    replayed: 'Журнал собран заново из событий',
    reconcile: 'Сверить с банком',
    matches: 'совпадает',
    cash: 'Наличные',
    balances: 'Остатки к оплате',
    owed: 'Должны гости',
  },
  en: {
    settings: 'Settings',
    timeout: 'Time to pay, minutes',
    bookingPrice: 'Booking price, TMT',
    freeUnderAge: 'Children stay free under the age of',
    adultFromAge: 'A guest pays as an adult from the age of',
    foreignChildPrice: 'Foreign child, TMT a night',
    save: 'Save',
    confirm: 'Confirm the changes to the settings.',
    notConfirmed: 'The changes were not confirmed.',
    ok: 'OK',
    cancel: 'Cancel',
    audit: 'Audit trail',
    staffFilter: 'Staff member',
    kindFilter: 'Kind of action',
    optionsKind: 'Settings',
    seasonKind: 'Rate season',
    seasonRows: ['Fewest nights: 3', 'Closed to arrival: yes'],
    timeoutChange: (before: number, after: number) => `Time to pay, minutes: ${before} → ${after}`,
    by: (email: string) => `By: ${email}`,
    download: 'Download CSV',
    asOf: 'As of',
    replayed: 'The ledger rebuilt from the events',
    reconcile: 'Reconcile with the bank',
    matches: 'matches',
    cash: 'Cash',
    balances: 'Balances due',
    owed: 'Owed by guests',
  },
} as const;

export const staffPage = staffPages(site, browser);

export const staffEmail = (language: StaffLanguage) => `reports-${language}@example.com`;

/** A staff member's request through the API, as the desk's screens make it. */
export async function asStaff(
  email: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  const staff = await site.session(2, email);
  const res = await site.app.inject({
    method,
    url,
    headers: { cookie: staff.cookie },
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

export async function options(): Promise<OptionsView> {
  const staff = await site.session(2);
  const res = await site.app.inject({
    method: 'GET',
    url: '/api/system/options',
    headers: { cookie: staff.cookie },
  });
  return res.json().data as OptionsView;
}
