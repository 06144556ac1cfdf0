import { translate } from '@hotel/contracts';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { at, day, stay } from '../test/clock';
import { bookToBank, registerGuest } from '../services/test/guest';
import { mailAmount, openMailbox } from '../services/test/mailbox';
import { startSite } from './browser';
import { calendarCell, loneClosedRoom, staffPages } from './staff-session';
import { dotted, eventually, hidden, shown } from './ui';

/*
 * The front desk's journey (issue 13, "Done when"), in Russian as the staff member works: log in,
 * take a phone booking paid at the card terminal for a guest who wants Russian mails, check the
 * guests in, and the next morning check them out two nights early: the freed nights are on online
 * sale again, so a web guest can book them. The guest's mails go through a real SMTP server
 * (smtp-server) and are read back with mailparser: their language, amounts and booking number.
 */
const { site, browser } = await startSite();
// Before any booking: the mail work starts with what the log holds as history, mailed to nobody.
const mailbox = await openMailbox(site);
afterAll(mailbox.close);
const STAFF_EMAIL = 'front-desk-journey@example.com';
const GUEST_EMAIL = 'journey-guest@example.com';
const ROOM = await loneClosedRoom(site);
const staffPage = staffPages(site, browser);

/** What the staff screens say in Russian along the journey. */
const TEXTS = {
  calendar: 'Календарь',
  calendarTitle: 'Календарь онлайн-доступности',
  newBooking: (from: string, to: string) => `Новая бронь с ${from} по ${to}…`,
  newBookingTitle: `Новая бронь: номер ${ROOM.room_number}`,
  fullName: 'ФИО',
  series: 'Серия паспорта',
  number: 'Номер паспорта (6 цифр)',
  email: 'E-mail гостя',
  language: 'Язык писем гостю',
  phone: 'Телефон',
  terminal: 'Картой через терминал на ресепшене',
  book: 'Забронировать',
  checkIn: 'Заселить',
  checkOut: 'Выселить…',
  checkoutTitle: (n: number) => `Выезд: бронь № ${n}, номер ${ROOM.room_number}`,
  departedOn: 'Дата выезда',
  refund: 'Вернуть гостю, TMT',
  submitCheckout: 'Выселить',
} as const;

const cell = (page: Page, n: number) => calendarCell(page, ROOM.room_number, n);
const statesOf = (page: Page, days: number[]) => Promise.all(days.map((n) => cell(page, n).getAttribute('data-state')));
const status = (page: Page) => page.locator('.calendar__notice').getByRole('status');

async function openCalendar(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: TEXTS.calendar, exact: true }).click();
  await shown(page.getByRole('heading', { level: 1, name: TEXTS.calendarTitle }));
  await shown(page.getByRole('gridcell').first());
}

async function bookingOf(bookNumber: number): Promise<{ amount: number; roomId: number }> {
  const [row] = await site.db.sql<{ amount_tenge: string; room_id: number }[]>`
    select amount_tenge::text, room_id from bookings where book_number = ${bookNumber}`;
  if (!row) throw new Error(`booking ${bookNumber} is not in the read model`);
  return { amount: Number(row.amount_tenge), roomId: row.room_id };
}

describe('the front desk in Russian', () => {
  it(
    'takes a phone booking paid at the terminal, checks it in and out early, the freed nights go back on sale, the guest is mailed in Russian',
    { timeout: 180_000 },
    async () => {
      const page = await staffPage('ru', STAFF_EMAIL);
      await openCalendar(page);

      // A phone call: three nights from today, chosen as a range on the calendar.
      await cell(page, 0).click();
      await cell(page, 3).click({ button: 'right' });
      await page.getByRole('menuitem', { name: TEXTS.newBooking(dotted(day(0)), dotted(day(3))) }).click();
      const form = await shown(page.getByRole('dialog', { name: TEXTS.newBookingTitle }));
      await form.getByLabel(TEXTS.fullName).fill('Ирина Аннаева');
      await form.getByLabel(TEXTS.series).selectOption('AS');
      await form.getByLabel(TEXTS.number).fill('246810');
      await form.getByLabel(TEXTS.email, { exact: true }).fill(GUEST_EMAIL);
      await form.getByLabel(TEXTS.language).selectOption('ru');
      await form.getByRole('radio', { name: TEXTS.phone }).check();
      await form.getByRole('radio', { name: TEXTS.terminal }).check();
      await form.getByRole('button', { name: TEXTS.book, exact: true }).click();
      await hidden(form);

      const placed = translate('ru', 'booking.staffPlaced', { bookNumber: 'NUMBER' }).replace('NUMBER', '(\\d+)');
      await eventually(() => status(page).textContent()).toMatch(new RegExp(`^${placed}$`));
      const bookNumber = Number(new RegExp(placed).exec((await status(page).textContent()) ?? '')?.[1]);
      await eventually(() => statesOf(page, [0, 1, 2, 3])).toEqual(['online', 'online', 'online', 'free']);
      const booking = await bookingOf(bookNumber);
      expect(booking.roomId).toBe(ROOM.id);

      // The confirmation, in the language chosen for the guest, with what the terminal took.
      const confirmed = await mailbox.arrived(GUEST_EMAIL, /подтверждена/);
      expect(confirmed.subject).toBe(`Бронь № ${bookNumber} подтверждена`);
      expect(confirmed.text).toContain(`Номер брони: ${bookNumber}`);
      expect(confirmed.text).toContain(`Заезд: ${dotted(day(0))} 14:00 (время отеля)`);
      expect(confirmed.text).toContain(`Выезд: ${dotted(day(3))} 12:00 (время отеля)`);
      expect(confirmed.text).toContain(`Оплачено: ${mailAmount(booking.amount)}`);
      expect(confirmed.html).toContain(`<strong>${bookNumber}</strong>`);
      expect(confirmed.headers.get('x-hotel-booking-number')).toBe(String(bookNumber));

      // The guests arrive.
      await cell(page, 0).click({ button: 'right' });
      await (await shown(page.getByRole('menu'))).getByRole('menuitem', { name: TEXTS.checkIn }).click();
      await eventually(() => status(page).textContent()).toBe(translate('ru', 'booking.checkedIn'));
      await eventually(() => statesOf(page, [0, 1, 2, 3])).toEqual(['reception', 'reception', 'reception', 'free']);

      // The next morning they leave, two nights before the booked check-out, and get 100 TMT back.
      site.setNow(at(1, '10:00'));
      await page.reload();
      await shown(page.getByRole('heading', { level: 1, name: TEXTS.calendarTitle }));
      // The calendar starts at the hotel's new today: yesterday's night is gone from it.
      await eventually(() => statesOf(page, [0, 1, 2])).toEqual(['reception', 'reception', 'free']);
      await cell(page, 0).click({ button: 'right' });
      await (await shown(page.getByRole('menu'))).getByRole('menuitem', { name: TEXTS.checkOut }).click();
      const checkout = await shown(page.getByRole('dialog', { name: TEXTS.checkoutTitle(bookNumber) }));
      expect(await checkout.getByLabel(TEXTS.departedOn).inputValue()).toBe(day(1));
      await checkout.getByLabel(TEXTS.refund).fill('100');
      await checkout.getByRole('button', { name: TEXTS.submitCheckout, exact: true }).click();
      await hidden(checkout);
      await eventually(() => status(page).textContent()).toBe(
        translate('ru', 'booking.checkedOutEarly', { date: dotted(day(1)), amount: '100.00' }),
      );
      // The two remaining nights are open for online booking, the room closed after them as before.
      await eventually(() => statesOf(page, [0, 1, 2])).toEqual(['for_online', 'for_online', 'free']);

      // On sale indeed: a guest on the website books exactly those nights, and the calendar shows it.
      const webGuest = await registerGuest(site, 'journey-web-guest@example.com');
      await bookToBank(site, webGuest, { id: ROOM.room_types_id, ...stay(1, 2) });
      await page.reload();
      await eventually(() => statesOf(page, [0, 1, 2])).toEqual(['pending', 'pending', 'free']);
    },
  );
});
