import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { BROWSER_LOCALE, startSite } from './browser';
import { calendarCell, loneClosedRoom, openRoomOnline } from './staff-session';
import { screenshotIfFailed, shown, withTimeouts } from './ui';

// What the calendar specs share, each spec file starting its own site: the staff member, the lone
// room, the texts, and the calendar each test opens (`page` and `context` are live bindings).
export const { site, browser } = await startSite();
export const STAFF_EMAIL = 'calendar-desk@example.com';
export const staff = await site.session(2, STAFF_EMAIL);

export const ROOM = await loneClosedRoom(site);

/** The texts the calendar tests read and click, per language. */
export const TEXTS = {
  en: {
    title: 'Online availability calendar',
    started: (date: string) =>
      `Check-in: room ${ROOM.room_number}, ${date}. Choose the check-out day in the same row (Esc cancels).`,
    occupied: 'A period can only start from a free cell.',
    confirm: (from: string, to: string, nights: number) =>
      `Open room ${ROOM.room_number} for online booking from ${from} to ${to} (${nights} nights)?`,
    error: (message: string) => `Error: ${message}`,
    ok: 'OK',
    remove: 'Delete the online-booking period',
    receptionOn: 'Mark as at reception',
    receptionOff: 'Unmark reception',
    history: 'History of changes',
    booking: (n: number) => `Booking No. ${n}`,
    edit: (n: number) => `Edit booking No. ${n}`,
    toggled: 'Reception status changed',
    reception: 'Reception: not handled → handled',
    by: `By: ${STAFF_EMAIL} (manager)`,
    revenue: 'Revenue, TMT',
    occupancy: 'Occupancy, %',
    numbers: 'en-US',
  },
  ru: {
    title: 'Календарь онлайн-доступности',
    started: (date: string) =>
      `Заезд: номер ${ROOM.room_number}, ${date}. Выберите день выезда в той же строке (Esc — отмена).`,
    occupied: 'Выбор периода начинается только со свободной ячейки.',
    confirm: (from: string, to: string, nights: number) =>
      `Открыть номер ${ROOM.room_number} для онлайн-бронирования с ${from} по ${to} (ночей: ${nights})?`,
    error: (message: string) => `Ошибка: ${message}`,
    ok: 'ОК',
    remove: 'Удалить период онлайн-бронирования',
    receptionOn: 'Отметить на ресепшене',
    receptionOff: 'Снять отметку ресепшена',
    history: 'История изменений',
    booking: (n: number) => `Бронирование № ${n}`,
    edit: (n: number) => `Изменить бронирование № ${n}`,
    toggled: 'Изменён статус ресепшена',
    reception: 'Ресепшен: не оформлено → оформлено',
    by: `Кто: ${STAFF_EMAIL} (управляющий)`,
    revenue: 'Выручка, TMT',
    occupancy: 'Загрузка, %',
    numbers: 'ru-RU',
  },
} as const;
export type Language = keyof typeof TEXTS;

export let context: BrowserContext;
export let page: Page;

afterEach(async ({ task }) => {
  await screenshotIfFailed(task, page);
  await context.close();
});

/** Opens the calendar as the staff member, in the language. */
export async function openCalendar(language: Language): Promise<void> {
  context = withTimeouts(
    await browser.newContext({ locale: BROWSER_LOCALE, viewport: { width: 1440, height: 900 } }),
  );
  await context.addInitScript(
    (chosen) => localStorage.setItem('preferredLanguage', chosen),
    language,
  );
  await context.addCookies([{ name: 'hotel_session', value: staff.token, url: site.baseUrl }]);
  page = await context.newPage();
  await page.goto(`${site.baseUrl}/a/rooms/online`);
  await shown(page.getByRole('heading', { level: 1, name: TEXTS[language].title }));
  await shown(page.getByRole('gridcell').first());
}

/** The calendar cell of the lone room on day `n` (0: today). */
export const cell = (n: number): Locator => calendarCell(page, ROOM.room_number, n);

export const stateOf = (n: number) => cell(n).getAttribute('data-state');
/** Where the calendar answers an action: the server's message, or its refusal. */
export const notice = () => page.locator('.calendar__notice');
export const background = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);
/** The colour the legend gives a state: the cell of that state must wear it. */
export const legendColour = (state: string) =>
  background(page.locator(`.calendar__legend [data-state="${state}"]`));

/** Exposes a range of the lone room through the API, as another staff member would. */
export async function exposeByApi(from: number, to: number): Promise<void> {
  await openRoomOnline(site, staff.cookie, ROOM.id, from, to - from);
}
