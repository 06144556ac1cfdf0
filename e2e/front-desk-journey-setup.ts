import type { MoveOptions } from '@hotel/contracts';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, expect } from 'vitest';
import { at, stay } from '../test/clock';
import { openMailbox } from '../services/test/mailbox';
import { startSite } from './browser';
import { calendarCell, loneClosedRoom, staffPages } from './staff-session';
import { shown } from './ui';

// What the front desk specs share, each spec file starting its own site and mailbox: the rooms,
// the texts, the calendar's readings and the bookings taken through the API.

/*
 * The front desk's journey, in Russian as the staff member works: log in,
 * take a phone booking paid at the card terminal for a guest who wants Russian mails, drag it to
 * a room of another type, check the guests in there, and the next morning check them out two
 * nights early: the freed nights are on online sale again, so a web guest can book them. Then,
 * in English, two stays swap rooms from the booking dialog. The guests' mails go through a real
 * SMTP server (smtp-server) and are read back with mailparser: language, amounts, booking number.
 */
export const { site, browser } = await startSite();
// A test that moved the hotel's clock leaves the next one at the usual morning.
afterEach(() => site.setNow(at(0, '10:00')));
// Before any booking: the mail work starts with what the log holds as history, mailed to nobody.
export const mailbox = await openMailbox(site);
afterAll(mailbox.close);
export const STAFF_EMAIL = 'front-desk-journey@example.com';
export const GUEST_EMAIL = 'journey-guest@example.com';
export const ROOM = await loneClosedRoom(site);
/** Where the phone booking is taken: a room of another type, closed to online booking too. */
const [firstRoom] = await site.db.sql<{ id: number; room_number: string }[]>`
  select r.id, r.room_number from rooms r
  where r.room_types_id <> ${ROOM.room_types_id} and not exists (select 1 from calendar_entries c where c.room_id = r.id)
  order by abs(r.id - ${ROOM.id}) limit 1`;
if (!firstRoom) throw new Error('the demo hotel has no second room closed to online booking');
export const FIRST_ROOM = firstRoom;
export const [TYPE] = await site.db.sql<
  { name: { ru: string; en: string } }[]
>`select name from room_types where id = ${ROOM.room_types_id}`;
export const staffPage = staffPages(site, browser);

/** What the staff screens say in Russian along the journey. */
export const TEXTS = {
  calendar: 'Календарь',
  calendarTitle: 'Календарь онлайн-доступности',
  newBooking: (from: string, to: string) => `Новая бронь с ${from} по ${to}…`,
  newBookingTitle: `Новая бронь: номер ${FIRST_ROOM.room_number}`,
  fullName: 'ФИО',
  series: 'Серия паспорта',
  number: 'Номер паспорта (6 цифр)',
  email: 'E-mail гостя',
  language: 'Язык писем гостю',
  phone: 'Телефон',
  phoneNumber: 'Телефон гостя',
  terminal: 'Картой через терминал на ресепшене',
  book: 'Забронировать',
  checkIn: 'Заселить',
  checkOut: 'Выселить…',
  checkoutTitle: (n: number) => `Выезд: бронь № ${n}, номер ${ROOM.room_number}`,
  departedOn: 'Дата выезда',
  refund: 'Вернуть гостю, TMT',
  refundHint: (most: string) =>
    `Не больше ${most} TMT: оплаченная стоимость проживания; плата за бронирование не возвращается.`,
  submitCheckout: 'Выселить',
  moveQuestion: (n: number) =>
    `Перенести бронь № ${n} в номер ${ROOM.room_number} (${TYPE?.name.ru ?? ''}) на те же ночи?`,
  priceNote: (difference: string) =>
    `Тип «${TYPE?.name.ru ?? ''}» стоит на эти ночи ${difference} TMT по сравнению с забронированным: перенесённые ночи в счёте брони считаются по его цене.`,
  ok: 'ОК',
} as const;

export const cell = (page: Page, n: number, room = ROOM.room_number) => calendarCell(page, room, n);
export const statesOf = (page: Page, days: number[], room = ROOM.room_number) =>
  Promise.all(days.map((n) => cell(page, n, room).getAttribute('data-state')));
export const status = (page: Page) => page.locator('.calendar__notice').getByRole('status');

export async function openCalendar(page: Page): Promise<void> {
  await page
    .getByRole('navigation')
    .getByRole('link', { name: TEXTS.calendar, exact: true })
    .click();
  await shown(page.getByRole('heading', { level: 1, name: TEXTS.calendarTitle }));
  await shown(page.getByRole('gridcell').first());
}

export async function bookingOf(
  bookNumber: number,
): Promise<{ id: number; amount: number; roomPart: number; roomId: number }> {
  const [row] = await site.db.sql<
    { id: string; amount_tenge: string; room_part_tenge: string; room_id: number }[]
  >`
    select id::text, amount_tenge::text, room_part_tenge::text, room_id
    from bookings where book_number = ${bookNumber}`;
  if (!row) throw new Error(`booking ${bookNumber} is not in the read model`);
  return {
    id: Number(row.id),
    amount: Number(row.amount_tenge),
    roomPart: Number(row.room_part_tenge),
    roomId: row.room_id,
  };
}

/** A booking taken by staff through the API for three nights from day `from`, paid in cash: its number and id. */
export async function phoneBooking(
  roomId: number,
  email: string,
  language: 'tm' | 'en',
  fullName: string,
  from = 10,
) {
  const { cookie } = await site.session(2, STAFF_EMAIL);
  const res = await site.app.inject({
    method: 'POST',
    url: '/trpc/staffBookings.create',
    headers: { cookie },
    payload: {
      room_id: roomId,
      ...stay(from, 3),
      guests: [{ full_name: fullName, passport_serial: 'AS', passport_number: '135790' }],
      email,
      phone: '+993 65 444444',
      language,
      channel: 'phone',
      payment: { kind: 'reception', method: 'cash' },
    },
  });
  expect(res.statusCode).toBe(200);
  const [row] = await site.db.sql<
    { book_number: number }[]
  >`select book_number from bookings where email = ${email}`;
  if (!row) throw new Error(`the booking of ${email} is not in the read model`);
  return { bookNumber: row.book_number, ...(await bookingOf(row.book_number)) };
}

/** Where the server says booking `id` can go, as the calendar asks it. */
export async function moveOptions(id: number): Promise<MoveOptions> {
  const { cookie } = await site.session(2, STAFF_EMAIL);
  const input = encodeURIComponent(JSON.stringify({ id }));
  const res = await site.app.inject({
    method: 'GET',
    url: `/trpc/staffBookings.moveOptions?input=${input}`,
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { result: { data: MoveOptions } }).result.data;
}
