import { BROWSER_LOCALE } from './browser';
import { STAFF_ROLE_IDS, type StaffRole } from '@hotel/contracts';
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from 'playwright-core';
import { afterEach, expect } from 'vitest';
import { stay } from '../test/clock';
import { APPROVED_CARD, GUEST, bookToBank, payAtBank, registerGuest } from '../services/test/guest';
import type { TestApp } from '../services/test/test-app';
import { screenshotIfFailed, shown, withTimeouts } from './ui';

/** The password site.session gives the staff members it creates. */
export const STAFF_PASSWORD = 'correct horse battery';

const LOGIN = {
  ru: { email: 'Эл. почта', password: 'Пароль', login: 'Войти' },
  en: { email: 'E-mail', password: 'Password', login: 'Log in' },
  tm: { email: 'E-poçta', password: 'Açar söz', login: 'Girmek' },
} as const;

export type StaffLanguage = keyof typeof LOGIN;

/** Where a login lands each role (services/src/auth/authentication.ts): its first screen. */
const LANDING: Readonly<Record<StaffRole, string>> = {
  manager: '/a/bookings',
  reception: '/a/bookings',
  accountant: '/a/ledger',
  housekeeping: '/a/housekeeping',
};

/**
 * Pages of staff members for a spec's tests: `open` gives a fresh browser context in `language`
 * whose page has logged in through /login (the staff member created with `role` if new) and
 * landed on the role's first screen (the bookings list; the ledger for the accountant). A test
 * may open several, one person each. After each test their contexts are closed, with a
 * screenshot of each page if the test failed.
 */
export function staffPages(site: TestApp, browser: Browser) {
  let opened: { context: BrowserContext; page: Page; email: string }[] = [];

  afterEach(async ({ task }) => {
    for (const { page, email } of opened) {
      // One screenshot per person: the person first when there are several, as long names are cut.
      const name = opened.length > 1 ? `${email} ${task.name}` : task.name;
      await screenshotIfFailed({ name, result: task.result }, page);
    }
    await Promise.all(opened.map(({ context }) => context.close()));
    opened = [];
  });

  return async function open(
    language: StaffLanguage,
    email: string,
    role: StaffRole = 'manager',
  ): Promise<Page> {
    await site.session(STAFF_ROLE_IDS[role], email);
    const context = withTimeouts(
      await browser.newContext({ locale: BROWSER_LOCALE, acceptDownloads: true }),
    );
    await context.addInitScript((chosen) => {
      if (!localStorage.getItem('preferredLanguage'))
        localStorage.setItem('preferredLanguage', chosen);
    }, language);
    const page = await context.newPage();
    opened.push({ context, page, email });
    const texts = LOGIN[language];
    await page.goto(`${site.baseUrl}/login`);
    await page.getByRole('textbox', { name: texts.email }).fill(email);
    await page.getByLabel(texts.password).fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: texts.login, exact: true }).click();
    await page.waitForURL(`${site.baseUrl}${LANDING[role]}`);
    return page;
  };
}

/**
 * A guest's booking of a room type made through the API and paid at the sandbox bank: its id, book
 * number, room number and the amount paid, in teňňe, as the read model holds them once the payment
 * is in. The guest is GUEST unless `guestName` names another.
 */
export async function paidBooking(
  site: TestApp,
  email: string,
  booking: { typeId: number; from: number; nights: number; guestName?: string },
): Promise<{ id: number; bookNumber: number; roomNumber: string; tenge: number }> {
  const guest = await registerGuest(site, email);
  const formUrl = await bookToBank(site, guest, {
    id: booking.typeId,
    ...stay(booking.from, booking.nights),
    guests: [{ ...GUEST, full_name: booking.guestName ?? GUEST.full_name }],
  });
  await payAtBank(formUrl, APPROVED_CARD);
  const orderId = new URL(formUrl).searchParams.get('mdOrder') ?? '';
  const [row] = await site.db.sql<
    { id: string; book_number: number; room_number: string; amount_tenge: string }[]
  >`
    select b.id::text, b.book_number, r.room_number, b.amount_tenge::text
    from bookings b join rooms r on r.id = b.room_id where b.order_id = ${orderId} and b.state = 'online'`;
  if (!row) throw new Error('the paid booking is not in the read model');
  return {
    id: Number(row.id),
    bookNumber: row.book_number,
    roomNumber: row.room_number,
    tenge: Number(row.amount_tenge),
  };
}

/**
 * A fresh context of the staff member whose session is `token`, in English, wide enough for the
 * whole calendar (and with `options`): reception's desk.
 */
export async function deskContext(
  site: TestApp,
  browser: Browser,
  token: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = withTimeouts(
    await browser.newContext({
      locale: BROWSER_LOCALE,
      viewport: { width: 1440, height: 900 },
      ...options,
    }),
  );
  await context.addInitScript(() => localStorage.setItem('preferredLanguage', 'en'));
  await context.addCookies([{ name: 'hotel_session', value: token, url: site.baseUrl }]);
  return context;
}

/** The dialog service's confirm asking `question`, answered with the button named `answer`. */
export async function answerConfirm(page: Page, question: string, answer: string): Promise<void> {
  const dialog = await shown(page.getByRole('dialog').filter({ hasText: question }));
  await dialog.getByRole('button', { name: answer, exact: true }).click();
}

/** RFC 4180 rows of a CSV text (quoted cells, doubled quotes, CRLF), as the ledger downloads it. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (quoted || char !== '\r') {
      cell += char;
    }
  }
  return rows;
}

/** Manat with two decimals as the ledger CSV writes them, in whole teňňe. */
export const tengeOf = (manat: string) => Math.round(Number(manat) * 100);

/**
 * The demo hotel's room that is the only one of its type and that the demo leaves closed to
 * online booking: a spec can open it on the calendar and book it knowing no one else does.
 */
export async function loneClosedRoom(
  site: TestApp,
): Promise<{ id: number; room_number: string; room_types_id: number }> {
  const [lone] = await site.db.sql<{ id: number; room_number: string; room_types_id: number }[]>`
    select r.id, r.room_number, r.room_types_id from rooms r
    where (select count(*) from rooms o where o.room_types_id = r.room_types_id) = 1
      and not exists (select 1 from calendar_entries c where c.room_id = r.id)
    order by r.id limit 1`;
  if (!lone) throw new Error('the demo hotel has no lone room closed to online booking');
  return lone;
}

/**
 * Opens a room for online booking for `nights` from day `first` through the API, as the staff
 * member whose session is `cookie` would on the calendar; the spec stops here if it is refused.
 */
export async function openRoomOnline(
  site: TestApp,
  cookie: string,
  roomId: number,
  first: number,
  nights: number,
): Promise<void> {
  const res = await site.app.inject({
    method: 'POST',
    url: '/api/set-room-for-online',
    headers: { cookie },
    payload: { room_id: roomId, ...stay(first, nights) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The availability calendar's cell of a room on day `n` (0: today). */
export const calendarCell = (page: Page, roomNumber: string, n: number): Locator =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${roomNumber},`) }) })
    .getByRole('gridcell')
    .nth(n);

/**
 * Drags the right edge of the stay whose last night is `lastNight` on the calendar to night
 * `target` with the mouse, as staff stretch or shorten a bar; the dialog of new dates follows.
 */
export async function dragBarEnd(
  page: Page,
  roomNumber: string,
  lastNight: number,
  target: number,
): Promise<void> {
  const edge = calendarCell(page, roomNumber, lastNight).locator('.calendar__resize--end');
  await edge.scrollIntoViewIfNeeded();
  const from = await edge.boundingBox();
  const to = await calendarCell(page, roomNumber, target).boundingBox();
  if (!from || !to) throw new Error('the bar’s edge or the target night is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 6 });
  await page.mouse.up();
}
