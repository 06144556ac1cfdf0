import { readFile } from 'node:fs/promises';
import { translate, type OptionsView, type RoomTypeEditView } from '@hotel/contracts';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../client/src/lib/format';
import { day, TODAY } from '../test/clock';
import { GUEST } from '../services/test/guest';
import { startSite } from './browser';
import { TEXTS as BOOKINGS_TEXTS } from './staff-bookings-texts';
import { TEXTS as CATALOG_TEXTS } from './staff-catalog-texts';
import {
  answerConfirm,
  calendarCell,
  csvRows,
  loneClosedRoom,
  paidBooking,
  staffPages,
  tengeOf,
} from './staff-session';
import { dotted, eventually, hidden, shown } from './ui';

const { site, browser } = await startSite();
const STAFF_EMAIL = 'journey-admin@example.com';
const staff = await site.session(2, STAFF_EMAIL);
const ROOM = await loneClosedRoom(site);

/** What the staff screens say in Russian, the staff's language, along the journey. */
const TEXTS = {
  calendar: 'Календарь',
  bookings: 'Бронирования',
  reception: 'На ресепшене',
  roomTypes: 'Типы номеров',
  settings: 'Настройки',
  calendarTitle: 'Календарь онлайн-доступности',
  exposeQuestion: (from: string, to: string, nights: number) =>
    `Открыть номер ${ROOM.room_number} для онлайн-бронирования с ${from} по ${to} (ночей: ${nights})?`,
  ok: 'ОК',
  receptionOn: 'Отметить на ресепшене',
  save: 'Сохранить',
  toggled: 'Изменён статус ресепшена',
  toggledChange: 'Ресепшен: не оформлено → оформлено',
  by: `Кто: ${STAFF_EMAIL} (управляющий)`,
  timeout: 'Время на оплату, минут',
  confirmOptions: 'Подтвердите изменения настроек.',
  download: 'Скачать CSV',
} as const;
/** The bookings screens' own words, read where the journey changes a booking's dates. */
const BOOKINGS = BOOKINGS_TEXTS.ru;
/** The catalog screens' own words, read where the journey works on a room type's images. */
const CATALOG = CATALOG_TEXTS.ru;

const staffPage = staffPages(site, browser);

async function api<T>(url: string): Promise<T> {
  const res = await site.app.inject({ method: 'GET', url, headers: { cookie: staff.cookie } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: T }).data;
}

async function roomType(id: number): Promise<RoomTypeEditView> {
  const found = (await api<RoomTypeEditView[]>('/api/a/room-types')).find((type) => type.id === id);
  if (!found) throw new Error(`room type ${id} is not listed`);
  return found;
}

/** Follows the staff sidebar's link, as a staff member moves between the screens. */
async function goTo(page: Page, section: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: section, exact: true }).click();
}

/** The bookings table's row holding a booking number. */
const rowOf = (page: Page, bookNumber: number) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(bookNumber), exact: true }) });

describe('the staff journey in Russian', () => {
  it(
    'exposes a range, sees the guest’s paid booking, handles it, edits it, tends the catalog and settings, and balances the ledger',
    { timeout: 180_000 },
    async () => {
      // The admin logs in and lands on the bookings list.
      const page = await staffPage('ru', STAFF_EMAIL);
      const cell = (n: number) => calendarCell(page, ROOM.room_number, n);
      const stateOf = (n: number) => cell(n).getAttribute('data-state');
      const notice = page.locator('.calendar__notice');

      // The calendar: the lone room opened for online booking for four nights from day 2.
      const from = 2;
      await goTo(page, TEXTS.calendar);
      await shown(page.getByRole('heading', { level: 1, name: TEXTS.calendarTitle }));
      await cell(from).click();
      await cell(from + 4).click();
      await answerConfirm(
        page,
        TEXTS.exposeQuestion(dotted(day(from)), dotted(day(from + 4)), 4),
        TEXTS.ok,
      );
      await eventually(() => notice.getByRole('status').textContent()).toBe(
        translate('ru', 'online.exposed', {
          room: ROOM.room_number,
          checkin: dotted(day(from)),
          checkout: dotted(day(from + 4)),
        }),
      );
      await eventually(() =>
        Promise.all([from - 1, from, from + 3, from + 4].map(stateOf)),
      ).toEqual(['free', 'for_online', 'for_online', 'free']);

      // A guest books two of those nights and pays at the sandbox bank.
      const paid = await paidBooking(site, 'journey-guest@example.com', {
        typeId: ROOM.room_types_id,
        from,
        nights: 2,
      });

      // The booking shows on the calendar as a bar naming its guest, its number in its label…
      await page.reload();
      await eventually(() => Promise.all([from, from + 1].map(stateOf))).toEqual(['paid', 'paid']);
      expect(await cell(from).textContent()).toContain(GUEST.full_name);
      expect(await cell(from).getAttribute('aria-label')).toContain(String(paid.bookNumber));

      // …and in the bookings list.
      await goTo(page, TEXTS.bookings);
      await page.waitForURL(`${site.baseUrl}/a/bookings`);
      expect(await (await shown(rowOf(page, paid.bookNumber))).textContent()).toContain(
        `${dotted(day(from))} 14:00`,
      );

      // Reception: marked from the calendar's menu, the booking turns to the reception list.
      await goTo(page, TEXTS.calendar);
      await eventually(() => stateOf(from)).toBe('paid');
      await cell(from).click({ button: 'right' });
      await (
        await shown(page.getByRole('menu'))
      )
        .getByRole('menuitem', { name: TEXTS.receptionOn })
        .click();
      await eventually(() => stateOf(from)).toBe('reception');
      expect(await notice.getByRole('status').textContent()).toBe(
        translate('ru', 'booking.receptionToggled'),
      );

      await goTo(page, TEXTS.reception);
      await page.waitForURL(`${site.baseUrl}/a/bookings/r`);
      await (
        await shown(rowOf(page, paid.bookNumber))
      )
        .getByRole('button', { name: BOOKINGS.edit(paid.bookNumber) })
        .click();
      const dialog = await shown(
        page.getByRole('dialog', { name: BOOKINGS.dialog(paid.bookNumber) }),
      );

      // The dates moved a day later, inside the opened range.
      await dialog.getByLabel(BOOKINGS.checkin, { exact: true }).fill(`${day(from + 1)}T14:00`);
      await dialog.getByLabel(BOOKINGS.checkout, { exact: true }).fill(`${day(from + 3)}T12:00`);
      await dialog.getByRole('button', { name: BOOKINGS.save, exact: true }).click();
      expect(await (await shown(dialog.getByRole('status'))).textContent()).toBe(BOOKINGS.saved);

      // The history holds both changes, each by the admin.
      const history = dialog.getByRole('region', { name: BOOKINGS.history }).getByRole('listitem');
      const toggle = await shown(history.filter({ hasText: TEXTS.toggled }));
      const dates = await shown(history.filter({ hasText: BOOKINGS.datesChanged }));
      expect(await toggle.textContent()).toContain(TEXTS.toggledChange);
      expect(await toggle.textContent()).toContain(TEXTS.by);
      const moved = (await dates.textContent()) ?? '';
      expect(moved).toContain(TEXTS.by);
      expect(moved).toContain(
        `${BOOKINGS.checkin}: ${dotted(day(from))} → ${dotted(day(from + 1))}`,
      );
      expect(moved).toContain(
        `${BOOKINGS.checkout}: ${dotted(day(from + 2))} → ${dotted(day(from + 3))}`,
      );
      await page.keyboard.press('Escape');
      await hidden(dialog);
      await eventually(() => rowOf(page, paid.bookNumber).textContent()).toContain(
        `${dotted(day(from + 1))} 14:00`,
      );

      // The room type's images: one uploaded, previewed, then deleted once confirmed.
      const before = await roomType(ROOM.room_types_id);
      const name = before.name.ru;
      await goTo(page, TEXTS.roomTypes);
      await page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name, exact: true }) })
        .getByRole('button', { name: CATALOG.editType(name) })
        .click();
      const typeDialog = await shown(page.getByRole('dialog', { name: CATALOG.typeTitle(name) }));
      await typeDialog.getByRole('button', { name: CATALOG.images(before.images.length) }).click();
      const images = await shown(page.getByRole('dialog', { name: CATALOG.imagesTitle(name) }));
      const png = await sharp({
        create: { width: 800, height: 500, channels: 3, background: { r: 200, g: 120, b: 40 } },
      })
        .png()
        .toBuffer();
      await images
        .getByLabel(CATALOG.file)
        .setInputFiles({ name: 'journey.png', mimeType: 'image/png', buffer: png });
      await images.getByRole('button', { name: CATALOG.upload, exact: true }).click();
      expect(await (await shown(images.getByRole('status'))).textContent()).toBe(
        translate('ru', 'image.uploaded'),
      );
      const added = (await roomType(ROOM.room_types_id)).images.at(-1) ?? '';
      const fileName = added.slice(added.lastIndexOf('/') + 1);
      await shown(images.getByRole('button', { name: CATALOG.show(fileName) }));
      await images.getByRole('button', { name: CATALOG.deleteImage(fileName) }).click();
      await answerConfirm(page, CATALOG.confirmDelete(fileName), TEXTS.ok);
      await eventually(() => images.getByRole('status').textContent()).toBe(
        translate('ru', 'image.deleted'),
      );
      await hidden(images.getByRole('button', { name: CATALOG.show(fileName) }));
      expect((await roomType(ROOM.room_types_id)).images).toEqual(before.images);
      await page.keyboard.press('Escape');
      await hidden(images);

      // An option changed, saved only once confirmed, and shown again after a reload.
      const options = await api<OptionsView>('/api/system/options');
      // Any other value inside the allowed 5 to 20 minutes.
      const timeout = options.payment_timeout === 12 ? 13 : 12;
      await page.goto(`${site.baseUrl}/a/settings`);
      await page.getByLabel(TEXTS.timeout).fill(String(timeout));
      await page.getByRole('button', { name: TEXTS.save, exact: true }).click();
      await answerConfirm(page, TEXTS.confirmOptions, TEXTS.ok);
      await eventually(() => page.getByRole('status').textContent()).toBe(
        translate('ru', 'options.saved'),
      );
      await page.reload();
      await eventually(() => page.getByLabel(TEXTS.timeout).inputValue()).toBe(String(timeout));

      // Today's ledger as CSV: the guest's payment is its one line, and the page's total agrees.
      await page.goto(`${site.baseUrl}/a/ledger?from=${TODAY}&to=${TODAY}`);
      await shown(page.getByRole('cell', { name: String(paid.bookNumber), exact: true }));
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: TEXTS.download }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`ledger_${TODAY}_${TODAY}.csv`);
      const [header = [], ...lines] = csvRows(
        (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, ''),
      );
      const amount = header.indexOf(translate('ru', 'ledger.column.amount'));
      const bookNumber = header.indexOf(translate('ru', 'ledger.column.bookNumber'));
      expect(lines.map((line) => [line[bookNumber], tengeOf(line[amount] ?? '')])).toEqual([
        [String(paid.bookNumber), paid.tenge],
      ]);
      expect(await page.locator('.ledger-total--net dd').textContent()).toContain(
        `${formatAmount(paid.tenge / 100, 'ru')} TMT`,
      );
    },
  );
});
