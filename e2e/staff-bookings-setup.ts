import type { BrowserContext, Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { BROWSER_LOCALE, startSite } from './browser';
import { screenshotIfFailed, withTimeouts } from './ui';

/*
 * What the staff bookings specs share: the site (started once per spec file, as each file runs in
 * a module graph of its own), the staff member, the texts, and the one browser context each test
 * opens, closed after it. `page` and `context` are live bindings: the test's, once opened.
 */
export const { site, browser } = await startSite();

export const STAFF_EMAIL = 'front-desk@example.com';
// site.session creates the user with this password (services/test/test-app.ts).
const STAFF_PASSWORD = 'correct horse battery';
await site.session(2, STAFF_EMAIL);

/** The texts the staff journey reads and clicks, per language. */
export const TEXTS = {
  en: {
    login: 'Log in',
    email: 'E-mail',
    password: 'Password',
    bookings: 'Bookings',
    archive: 'Archive',
    archiveTitle: 'Booking archive',
    logout: 'Log out',
    edit: (n: number) => `Edit booking No. ${n}`,
    dialog: (n: number) => `Booking No. ${n}`,
    checkin: 'Check-in',
    checkout: 'Check-out',
    paid: 'Paid',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'The booking dates were changed',
    history: 'History of changes',
    datesChanged: 'Dates changed',
    placed: 'Booking placed',
    changeGuests: 'Change guests',
    addGuest: 'Add guest',
    guestRow: (n: number) => `Guest ${n}`,
    fullName: 'Full name',
    passportSerial: 'Passport series',
    passportNumber: 'Passport number (6 digits)',
    saveGuests: 'Save guests',
    guestsSaved: 'The guests of the booking were changed',
    guestsChanged: 'Guests changed',
    guestsField: 'Guests',
    by: (email: string, role: string) => `By: ${email} (${role})`,
    manager: 'manager',
    guest: 'guest',
    search: 'Search the page',
    matches: (n: number) => `Matches: ${n}`,
    noMatches: 'No matches',
  },
  ru: {
    login: 'Войти',
    email: 'Эл. почта',
    password: 'Пароль',
    bookings: 'Бронирования',
    archive: 'Архив',
    archiveTitle: 'Архив бронирований',
    logout: 'Выйти',
    edit: (n: number) => `Изменить бронирование № ${n}`,
    dialog: (n: number) => `Бронирование № ${n}`,
    checkin: 'Заезд',
    checkout: 'Выезд',
    paid: 'Оплачено',
    save: 'Сохранить',
    cancel: 'Отмена',
    saved: 'Даты бронирования изменены',
    history: 'История изменений',
    datesChanged: 'Изменены даты',
    placed: 'Бронирование создано',
    changeGuests: 'Изменить гостей',
    addGuest: 'Добавить гостя',
    guestRow: (n: number) => `Гость №${n}`,
    fullName: 'ФИО',
    passportSerial: 'Серия паспорта',
    passportNumber: 'Номер паспорта (6 цифр)',
    saveGuests: 'Сохранить гостей',
    guestsSaved: 'Гости бронирования изменены',
    guestsChanged: 'Изменены гости',
    guestsField: 'Гости',
    by: (email: string, role: string) => `Кто: ${email} (${role})`,
    manager: 'управляющий',
    guest: 'гость',
    search: 'Поиск по странице',
    matches: (n: number) => `Совпадений: ${n}`,
    noMatches: 'Совпадений нет',
  },
} as const;
export type Language = keyof typeof TEXTS;

export let context: BrowserContext;
export let page: Page;

/** Opens the test's browser context and page, the site's language chosen as `language`. */
export async function openContext(language: Language | 'tm'): Promise<void> {
  context = withTimeouts(await browser.newContext({ locale: BROWSER_LOCALE }));
  await context.addInitScript((chosen) => {
    if (!localStorage.getItem('preferredLanguage'))
      localStorage.setItem('preferredLanguage', chosen);
  }, language);
  page = await context.newPage();
}

afterEach(async ({ task }) => {
  await screenshotIfFailed(task, page);
  await context.close();
});

/** Logs in on /login as the staff member, in the page's language. */
export async function logInAsStaff(texts: (typeof TEXTS)[Language]): Promise<void> {
  await page.goto(`${site.baseUrl}/login`);
  await page.getByRole('textbox', { name: texts.email }).fill(STAFF_EMAIL);
  await page.getByLabel(texts.password).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: texts.login, exact: true }).click();
}
