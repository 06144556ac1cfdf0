import { gzipSync } from 'node:zlib';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { day, stay } from '../test/clock';
import { APPROVED_CARD, bookToBank, payAtBank, registerGuest } from '../services/test/guest';
import { BROWSER_LOCALE, startSite } from './browser';
import { dotted, eventually, hidden, screenshotIfFailed, shown, withTimeouts } from './ui';

const { site, browser } = await startSite();

const STAFF_EMAIL = 'front-desk@example.com';
// site.session creates the user with this password (services/test/test-app.ts).
const STAFF_PASSWORD = 'correct horse battery';
await site.session(2, STAFF_EMAIL);

/** The texts the staff journey reads and clicks, per language. */
const TEXTS = {
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
type Language = keyof typeof TEXTS;

let context: BrowserContext;
let page: Page;
/** Every script and stylesheet the page downloaded, by URL, once their bodies are in. */
let downloaded: Map<string, Buffer>;
let bodies: Promise<void>[];

/** What the pages downloaded so far, bodies included. */
async function downloads(): Promise<Map<string, Buffer>> {
  await Promise.all(bodies);
  return downloaded;
}

async function openContext(language: Language | 'tm'): Promise<void> {
  context = withTimeouts(await browser.newContext({ locale: BROWSER_LOCALE }));
  await context.addInitScript((chosen) => {
    if (!localStorage.getItem('preferredLanguage'))
      localStorage.setItem('preferredLanguage', chosen);
  }, language);
  page = await context.newPage();
  page.on('response', (response) => {
    const url = response.url();
    if (!/\.(js|css)$/.test(new URL(url).pathname)) return;
    bodies.push(
      response.body().then(
        (body) => void downloaded.set(url, body),
        // A response whose body is gone (a cancelled preload) was not downloaded.
        () => undefined,
      ),
    );
  });
}

beforeEach(() => {
  downloaded = new Map();
  bodies = [];
});

afterEach(async ({ task }) => {
  await screenshotIfFailed(task, page);
  await context.close();
});

/** A guest's booking made through the API, paid at the sandbox bank or left pending. */
async function apiBooking(email: string, from: number, paid: boolean) {
  const guest = await registerGuest(site, email);
  const formUrl = await bookToBank(site, guest, { id: 2, ...stay(from, 2) });
  if (paid) await payAtBank(formUrl, APPROVED_CARD);
  const orderId = new URL(formUrl).searchParams.get('mdOrder');
  const [row] = await site.db.sql<
    { book_number: number }[]
  >`select book_number from bookings where order_id = ${orderId}`;
  if (!row) throw new Error('the booking is not in the read model');
  return { bookNumber: row.book_number, checkin: day(from), cookie: guest };
}

/** Logs in on /login as the staff member, in the page's language. */
async function logInAsStaff(texts: (typeof TEXTS)[Language]): Promise<void> {
  await page.goto(`${site.baseUrl}/login`);
  await page.getByRole('textbox', { name: texts.email }).fill(STAFF_EMAIL);
  await page.getByLabel(texts.password).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: texts.login, exact: true }).click();
}

/** The bookings table's row holding a booking number. */
function rowOf(bookNumber: number): Locator {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(bookNumber), exact: true }) });
}

/** The number of matches painted by the page search. */
const painted = () =>
  page.evaluate(() => {
    let ranges = 0;
    CSS.highlights.forEach((highlight, name) => {
      if (name === 'staff-search') highlight.forEach(() => (ranges += 1));
    });
    return ranges;
  });

describe.each(Object.keys(TEXTS) as Language[])('the staff bookings lists in %s', (language) => {
  const texts = TEXTS[language];
  // Each language books its own stays, far from the other's.
  const offset = language === 'en' ? 20 : 50;

  it(
    'lands staff on the list after login, shows an API booking, and records a date change and a new guest in the history',
    { timeout: 90_000 },
    async () => {
      const paid = await apiBooking(`paid-${language}@example.com`, offset, true);
      const pending = await apiBooking(`pending-${language}@example.com`, offset + 10, false);
      await openContext(language);

      await logInAsStaff(texts);
      await page.waitForURL(`${site.baseUrl}/a/bookings`);
      await shown(page.getByRole('heading', { level: 1, name: texts.bookings }));

      // Paid first, the one waiting for payment highlighted.
      const paidRow = await shown(rowOf(paid.bookNumber));
      const pendingRow = await shown(rowOf(pending.bookNumber));
      expect(await paidRow.getAttribute('class')).toBeNull();
      expect(await pendingRow.getAttribute('class')).toContain('data-table__row--pending');
      const rowIndex = (row: Locator) =>
        row.evaluate((element) => (element as HTMLTableRowElement).rowIndex);
      expect(await rowIndex(paidRow)).toBeLessThan(await rowIndex(pendingRow));
      expect(await paidRow.textContent()).toContain(`${dotted(paid.checkin)} 14:00`);

      await paidRow.getByRole('button', { name: texts.edit(paid.bookNumber) }).click();
      const dialog = await shown(page.getByRole('dialog', { name: texts.dialog(paid.bookNumber) }));
      expect(await dialog.textContent()).toContain(texts.paid);
      expect(await dialog.textContent()).toContain('Aýna Berdiýewa');
      const checkin = dialog.getByLabel(texts.checkin, { exact: true });
      expect(await checkin.inputValue()).toBe(`${paid.checkin}T14:00`);
      await checkin.fill(`${day(offset + 1)}T14:00`);
      await dialog.getByLabel(texts.checkout, { exact: true }).fill(`${day(offset + 4)}T12:00`);
      await dialog.getByRole('button', { name: texts.save }).click();

      expect(await (await shown(dialog.getByRole('status'))).textContent()).toBe(texts.saved);
      const history = dialog.getByRole('region', { name: texts.history });
      const change = history.getByRole('listitem').filter({ hasText: texts.datesChanged });
      await shown(change);
      const changeText = (await change.textContent()) ?? '';
      expect(changeText).toContain(texts.by(STAFF_EMAIL, texts.manager));
      expect(changeText).toContain(
        `${texts.checkin}: ${dotted(paid.checkin)} → ${dotted(day(offset + 1))}`,
      );
      expect(changeText).toContain(
        `${texts.checkout}: ${dotted(day(offset + 2))} → ${dotted(day(offset + 4))}`,
      );
      const placed = history.getByRole('listitem').filter({ hasText: texts.placed });
      expect(await placed.textContent()).toContain(
        texts.by(`paid-${language}@example.com`, texts.guest),
      );

      // A second guest joins: added with their passport, saved at the version the dialog read.
      await dialog.getByRole('button', { name: texts.changeGuests }).click();
      await dialog.getByRole('button', { name: texts.addGuest }).click();
      const second = dialog.getByRole('group', { name: texts.guestRow(2) });
      await second.getByLabel(texts.fullName).fill('Merdan Orazow');
      await second.getByLabel(texts.passportSerial).selectOption('AS');
      await second.getByLabel(texts.passportNumber).fill('654321');
      await dialog.getByRole('button', { name: texts.saveGuests }).click();
      await eventually(async () =>
        (await dialog.getByRole('status').allTextContents()).join(' '),
      ).toContain(texts.guestsSaved);
      await shown(dialog.getByText('Merdan Orazow, ', { exact: false }));
      const guestsChange = history.getByRole('listitem').filter({ hasText: texts.guestsChanged });
      await shown(guestsChange);
      expect(await guestsChange.textContent()).toContain(
        `${texts.guestsField}: Aýna Berdiýewa (BN 123456) → Aýna Berdiýewa (BN 123456); Merdan Orazow (AS 654321)`,
      );
      expect(await guestsChange.textContent()).toContain(texts.by(STAFF_EMAIL, texts.manager));

      await dialog.getByRole('button', { name: texts.cancel, exact: true }).click();
      await hidden(dialog);
      await eventually(async () => rowOf(paid.bookNumber).textContent()).toContain(
        `${dotted(day(offset + 1))} 14:00`,
      );
    },
  );

  it(
    'highlights every match of the page search and moves between the lists from the sidebar',
    { timeout: 60_000 },
    async () => {
      const paid = await apiBooking(`search-${language}@example.com`, offset + 20, true);
      await openContext(language);
      await logInAsStaff(texts);
      await shown(rowOf(paid.bookNumber));

      const search = page.getByRole('searchbox', { name: texts.search });
      await search.fill(String(paid.bookNumber));
      const found = await painted();
      expect(found).toBeGreaterThan(0);
      expect(await page.getByRole('search').locator('output').textContent()).toBe(
        texts.matches(found),
      );
      await search.fill('no such text on the page');
      await shown(page.getByText(texts.noMatches));
      expect(await painted()).toBe(0);

      const nav = page
        .getByRole('navigation')
        .filter({ has: page.getByRole('link', { name: texts.archive }) });
      await nav.getByRole('link', { name: texts.archive }).click();
      await page.waitForURL(`${site.baseUrl}/a/bookings/a`);
      await shown(page.getByRole('heading', { level: 1, name: texts.archiveTitle }));

      await page.getByRole('button', { name: texts.logout }).click();
      await page.waitForURL(`${site.baseUrl}/`);
    },
  );
});

describe('the bookings table', () => {
  it(
    'sorts by a column header and pages through more bookings than a page holds',
    { timeout: 90_000 },
    async () => {
      const staff = await site.session(2, STAFF_EMAIL);
      const options = await site.app.inject({
        method: 'PUT',
        url: '/api/system/options',
        headers: { cookie: staff.cookie },
        payload: { max_pending_bookings: 20 },
      });
      expect(options.statusCode).toBe(200);
      for (const [n, email] of ['pager-a@example.com', 'pager-b@example.com'].entries()) {
        const guest = await registerGuest(site, email);
        // Inside the demo's 90-day online windows, on types the other tests leave alone.
        for (let i = 0; i < 13; i++)
          await bookToBank(site, guest, {
            id: [1, 3, 4, 5][i % 4] ?? 1,
            ...stay(5 + n * 40 + i * 3, 1),
          });
      }
      await openContext('en');
      await logInAsStaff(TEXTS.en);
      await page.waitForURL(`${site.baseUrl}/a/bookings`);
      const pager = page.getByRole('navigation', { name: 'Table pages' });
      const total = Number(
        /^1–25 of (\d+)$/.exec(
          (await (await shown(pager.locator('span').first())).textContent()) ?? '',
        )?.[1],
      );
      expect(total).toBeGreaterThanOrEqual(26);
      expect(await page.locator('tbody tr').count()).toBe(25);

      await pager.getByRole('button', { name: 'Next page' }).click();
      expect(await pager.locator('span').first().textContent()).toBe(
        `26–${Math.min(total, 50)} of ${total}`,
      );
      expect(await page.locator('tbody tr').count()).toBe(Math.min(total, 50) - 25);
      await pager.getByRole('button', { name: 'Previous page' }).click();

      const header = page.getByRole('columnheader', { name: 'Booking No.' });
      const numbers = async () =>
        (await page.locator('tbody tr td:nth-child(4)').allTextContents()).map(Number);
      await header.getByRole('button').click();
      expect(await header.getAttribute('aria-sort')).toBe('ascending');
      const ascending = await numbers();
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      await header.getByRole('button').click();
      expect(await header.getAttribute('aria-sort')).toBe('descending');
      const descending = await numbers();
      expect(descending).toEqual([...descending].sort((a, b) => b - a));
      expect(descending[0]).toBeGreaterThan(ascending[0] ?? Infinity);
    },
  );
});

describe('the staff area’s guard and not-found screen', () => {
  it('shows the 404 screen inside the staff layout for an unknown /a path', async () => {
    await openContext('en');
    await logInAsStaff(TEXTS.en);
    await page.waitForURL(`${site.baseUrl}/a/bookings`);

    await page.goto(`${site.baseUrl}/a/no-such-screen`);

    await shown(page.getByRole('heading', { name: 'Страница не найдена' }));
    await shown(page.getByRole('link', { name: TEXTS.en.bookings }));
  });

  it.each([
    ['an anonymous visitor', null],
    ['a guest', 1],
  ] as const)(
    'sends %s from /a/bookings to the 404 screen without downloading the staff area',
    async (_who, role) => {
      await openContext('en');
      if (role !== null) {
        const { token } = await site.session(role);
        await context.addCookies([{ name: 'hotel_session', value: token, url: site.baseUrl }]);
      }

      await page.goto(`${site.baseUrl}/a/bookings`);

      await page.waitForURL(`${site.baseUrl}/404`);
      await shown(page.getByRole('heading', { name: 'Страница не найдена' }));
      expect(await page.getByRole('link', { name: TEXTS.en.bookings }).count()).toBe(0);
      await page.waitForLoadState('networkidle');
      expect(staffCode([...(await downloads()).values()])).toEqual([]);
    },
  );
});

/** Text only the staff area's code holds: its layout's class, its table library, its texts. */
const STAFF_MARKERS = ['staff-shell', 'getPaginationRowModel', 'pendingNote'];

/** The staff markers found in the given files. */
function staffCode(files: readonly Buffer[]): string[] {
  return STAFF_MARKERS.filter((marker) => files.some((file) => file.includes(marker)));
}

describe('the public pages’ built code', () => {
  it(
    'holds nothing of the staff area, which comes in chunks of its own',
    { timeout: 60_000 },
    async () => {
      await openContext('en');
      for (const path of [
        '/',
        '/rooms',
        '/room?type=1',
        '/gallery',
        '/services',
        '/restaurantbar',
        '/termssettle',
        '/login',
        '/a/bookings',
      ]) {
        await page.goto(`${site.baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
      }
      const guestFiles = new Map(await downloads());
      expect(staffCode([...guestFiles.values()])).toEqual([]);
      await context.close();

      downloaded = new Map();
      bodies = [];
      await openContext('en');
      await logInAsStaff(TEXTS.en);
      await page.waitForURL(`${site.baseUrl}/a/bookings`);
      await shown(page.getByRole('heading', { level: 1, name: TEXTS.en.bookings }));
      await page.waitForLoadState('networkidle');
      const staffOnly = [...(await downloads())].filter(([url]) => !guestFiles.has(url));
      expect(staffCode(staffOnly.map(([, body]) => body))).toEqual(STAFF_MARKERS);

      // A figure for the note, not a pass/fail threshold.
      const gzipped = staffOnly.reduce((sum, [, body]) => sum + gzipSync(body).length, 0);
      console.log(
        `staff chunks: ${staffOnly.length} files, ${(gzipped / 1024).toFixed(1)} KiB gzip`,
      );
    },
  );
});
