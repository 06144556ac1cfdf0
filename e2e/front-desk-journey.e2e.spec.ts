import { translate, type MoveOptions } from '@hotel/contracts';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { signedTmt } from '../client/src/routes/a/-move/move-choice';
import { at, day, stay } from '../test/clock';
import { bookToBank, registerGuest } from '../services/test/guest';
import { mailAmount, openMailbox } from '../services/test/mailbox';
import { startSite } from './browser';
import { answerConfirm, calendarCell, loneClosedRoom, staffPages } from './staff-session';
import { axeViolations } from './screens';
import { dotted, eventually, hidden, screenshotIfFailed, shown, withTimeouts } from './ui';

/*
 * The front desk's journey, in Russian as the staff member works: log in,
 * take a phone booking paid at the card terminal for a guest who wants Russian mails, drag it to
 * a room of another type, check the guests in there, and the next morning check them out two
 * nights early: the freed nights are on online sale again, so a web guest can book them. Then,
 * in English, two stays swap rooms from the booking dialog. The guests' mails go through a real
 * SMTP server (smtp-server) and are read back with mailparser: language, amounts, booking number.
 */
const { site, browser } = await startSite();
// Before any booking: the mail work starts with what the log holds as history, mailed to nobody.
const mailbox = await openMailbox(site);
afterAll(mailbox.close);
const STAFF_EMAIL = 'front-desk-journey@example.com';
const GUEST_EMAIL = 'journey-guest@example.com';
const ROOM = await loneClosedRoom(site);
/** Where the phone booking is taken: a room of another type, closed to online booking too. */
const [FIRST_ROOM] = await site.db.sql<{ id: number; room_number: string }[]>`
  select r.id, r.room_number from rooms r
  where r.room_types_id <> ${ROOM.room_types_id} and not exists (select 1 from calendar_entries c where c.room_id = r.id)
  order by abs(r.id - ${ROOM.id}) limit 1`;
if (!FIRST_ROOM) throw new Error('the demo hotel has no second room closed to online booking');
const [TYPE] = await site.db.sql<
  { name: { ru: string; en: string } }[]
>`select name from room_types where id = ${ROOM.room_types_id}`;
const staffPage = staffPages(site, browser);

/** What the staff screens say in Russian along the journey. */
const TEXTS = {
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
  submitCheckout: 'Выселить',
  moveQuestion: (n: number) =>
    `Перенести бронь № ${n} в номер ${ROOM.room_number} (${TYPE?.name.ru ?? ''}) на те же ночи?`,
  priceNote: (difference: string) =>
    `Тип «${TYPE?.name.ru ?? ''}» стоит на эти ночи ${difference} TMT по сравнению с забронированным; цена брони не меняется.`,
  ok: 'ОК',
} as const;

const cell = (page: Page, n: number, room = ROOM.room_number) => calendarCell(page, room, n);
const statesOf = (page: Page, days: number[], room = ROOM.room_number) =>
  Promise.all(days.map((n) => cell(page, n, room).getAttribute('data-state')));
const status = (page: Page) => page.locator('.calendar__notice').getByRole('status');

async function openCalendar(page: Page): Promise<void> {
  await page
    .getByRole('navigation')
    .getByRole('link', { name: TEXTS.calendar, exact: true })
    .click();
  await shown(page.getByRole('heading', { level: 1, name: TEXTS.calendarTitle }));
  await shown(page.getByRole('gridcell').first());
}

async function bookingOf(
  bookNumber: number,
): Promise<{ id: number; amount: number; roomId: number }> {
  const [row] = await site.db.sql<{ id: string; amount_tenge: string; room_id: number }[]>`
    select id::text, amount_tenge::text, room_id from bookings where book_number = ${bookNumber}`;
  if (!row) throw new Error(`booking ${bookNumber} is not in the read model`);
  return { id: Number(row.id), amount: Number(row.amount_tenge), roomId: row.room_id };
}

/** A booking taken by staff through the API for three nights from day `from`, paid in cash: its number and id. */
async function phoneBooking(
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
async function moveOptions(id: number): Promise<MoveOptions> {
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

describe('the front desk', () => {
  // A test that moved the hotel's clock leaves the next one at the usual morning.
  afterEach(() => site.setNow(at(0, '10:00')));

  it(
    'takes a phone booking paid at the terminal, drags it to another room, checks it in and out early, the freed nights go back on sale, the guest is mailed in Russian',
    { timeout: 180_000 },
    async () => {
      const page = await staffPage('ru', STAFF_EMAIL);
      await openCalendar(page);

      // A phone call: three nights from today, chosen as a range on the calendar.
      await cell(page, 0, FIRST_ROOM.room_number).click();
      await cell(page, 3, FIRST_ROOM.room_number).click({ button: 'right' });
      await page
        .getByRole('menuitem', { name: TEXTS.newBooking(dotted(day(0)), dotted(day(3))) })
        .click();
      const form = await shown(page.getByRole('dialog', { name: TEXTS.newBookingTitle }));
      await form.getByLabel(TEXTS.fullName).fill('Ирина Аннаева');
      await form.getByLabel(TEXTS.series).selectOption('AS');
      await form.getByLabel(TEXTS.number).fill('246810');
      await form.getByLabel(TEXTS.phoneNumber, { exact: true }).fill('+993 65 246810');
      await form.getByLabel(TEXTS.email, { exact: true }).fill(GUEST_EMAIL);
      await form.getByLabel(TEXTS.language).selectOption('ru');
      await form.getByRole('radio', { name: TEXTS.phone }).check();
      await form.getByRole('radio', { name: TEXTS.terminal }).check();
      await form.getByRole('button', { name: TEXTS.book, exact: true }).click();
      await hidden(form);

      const placed = translate('ru', 'booking.staffPlaced', { bookNumber: 'NUMBER' }).replace(
        'NUMBER',
        '(\\d+)',
      );
      await eventually(() => status(page).textContent()).toMatch(new RegExp(`^${placed}$`));
      const bookNumber = Number(
        new RegExp(placed).exec((await status(page).textContent()) ?? '')?.[1],
      );
      await eventually(() => statesOf(page, [0, 1, 2, 3], FIRST_ROOM.room_number)).toEqual([
        'paid',
        'paid',
        'paid',
        'free',
      ]);
      const booking = await bookingOf(bookNumber);
      expect(booking.roomId).toBe(FIRST_ROOM.id);

      // The confirmation, in the language chosen for the guest, with what the terminal took.
      const confirmed = await mailbox.arrived(GUEST_EMAIL, /подтверждена/);
      expect(confirmed.subject).toBe(`Бронь № ${bookNumber} подтверждена`);
      expect(confirmed.text).toContain(`Номер брони: ${bookNumber}`);
      expect(confirmed.text).toContain(`Заезд: ${dotted(day(0))} 14:00 (время отеля)`);
      expect(confirmed.text).toContain(`Выезд: ${dotted(day(3))} 12:00 (время отеля)`);
      expect(confirmed.text).toContain(`Оплачено: ${mailAmount(booking.amount)}`);
      expect(confirmed.html).toContain(`<strong>${bookNumber}</strong>`);
      expect(confirmed.headers.get('x-hotel-booking-number')).toBe(String(bookNumber));

      // The guest asks for another room: the booking is dragged onto its row, the confirm gives
      // the price difference the server reckons, and the booking keeps its price.
      const target = (await moveOptions(booking.id)).rooms.find((room) => room.roomId === ROOM.id);
      if (!target)
        throw new Error(`room ${ROOM.room_number} is not offered for booking ${bookNumber}`);
      expect(target.priceDifferenceTenge).not.toBe(0);
      await cell(page, 1, FIRST_ROOM.room_number).dragTo(cell(page, 1));
      await answerConfirm(
        page,
        `${TEXTS.moveQuestion(bookNumber)} ${TEXTS.priceNote(signedTmt(target.priceDifferenceTenge, 'ru'))}`,
        TEXTS.ok,
      );
      await eventually(() => status(page).textContent()).toBe(
        translate('ru', 'booking.moved', { room: ROOM.room_number }),
      );
      await eventually(() => statesOf(page, [0, 1, 2], FIRST_ROOM.room_number)).toEqual([
        'free',
        'free',
        'free',
      ]);
      await eventually(() => statesOf(page, [0, 1, 2, 3])).toEqual([
        'paid',
        'paid',
        'paid',
        'free',
      ]);
      expect(await bookingOf(bookNumber)).toEqual({ ...booking, roomId: ROOM.id });
      // The guest hears of it in Russian: the new room, the same dates and amount.
      const roomChanged = await mailbox.arrived(GUEST_EMAIL, /изменён/);
      expect(roomChanged.subject).toBe(`Номер по брони № ${bookNumber} изменён`);
      expect(roomChanged.text).toContain(`в те же даты: номер ${ROOM.room_number}.`);
      expect(roomChanged.text).toContain(`Номер брони: ${bookNumber}`);
      expect(roomChanged.text).toContain(`Заезд: ${dotted(day(0))} 14:00 (время отеля)`);
      expect(roomChanged.text).toContain(`Выезд: ${dotted(day(3))} 12:00 (время отеля)`);
      expect(roomChanged.text).toContain(mailAmount(booking.amount));

      // The guests arrive.
      await cell(page, 0).click({ button: 'right' });
      await (
        await shown(page.getByRole('menu'))
      )
        .getByRole('menuitem', { name: TEXTS.checkIn })
        .click();
      await eventually(() => status(page).textContent()).toBe(translate('ru', 'booking.checkedIn'));
      await eventually(() => statesOf(page, [0, 1, 2, 3])).toEqual([
        'reception',
        'reception',
        'reception',
        'free',
      ]);

      // The next morning they leave, two nights before the booked check-out, and get 100 TMT back.
      site.setNow(at(1, '10:00'));
      await page.reload();
      await shown(page.getByRole('heading', { level: 1, name: TEXTS.calendarTitle }));
      // The calendar starts at the hotel's new today: yesterday's night is gone from it.
      await eventually(() => statesOf(page, [0, 1, 2])).toEqual(['reception', 'reception', 'free']);
      await cell(page, 0).click({ button: 'right' });
      await (
        await shown(page.getByRole('menu'))
      )
        .getByRole('menuitem', { name: TEXTS.checkOut })
        .click();
      const checkout = await shown(
        page.getByRole('dialog', { name: TEXTS.checkoutTitle(bookNumber) }),
      );
      expect(await checkout.getByLabel(TEXTS.departedOn).inputValue()).toBe(day(1));
      await checkout.getByLabel(TEXTS.refund).fill('100');
      await checkout.getByRole('button', { name: TEXTS.submitCheckout, exact: true }).click();
      await hidden(checkout);
      // Paid at the terminal, so the money goes back at the desk, not through the bank.
      await eventually(() => status(page).textContent()).toBe(
        translate('ru', 'booking.checkedOutEarlyAtReception', {
          date: dotted(day(1)),
          amount: '100.00',
        }),
      );
      // The two remaining nights are open for online booking, the room closed after them as before.
      await eventually(() => statesOf(page, [0, 1, 2])).toEqual([
        'for_online',
        'for_online',
        'free',
      ]);

      // On sale indeed: a guest on the website books exactly those nights, and the calendar shows it.
      const webGuest = await registerGuest(site, 'journey-web-guest@example.com');
      await bookToBank(site, webGuest, { id: ROOM.room_types_id, ...stay(1, 2) });
      await page.reload();
      await eventually(() => statesOf(page, [0, 1, 2])).toEqual(['pending', 'pending', 'free']);
    },
  );

  it(
    'swaps two stays’ rooms from the booking dialog, each guest told of the new room in their language',
    { timeout: 120_000 },
    async () => {
      const first = await phoneBooking(
        FIRST_ROOM.id,
        'swap-first@example.com',
        'tm',
        'Aýna Berdiýewa',
      );
      const second = await phoneBooking(ROOM.id, 'swap-second@example.com', 'en', 'John Smith');
      const offered = (await moveOptions(first.id)).swaps.find(
        (swap) => swap.bookingId === second.id,
      );
      if (!offered)
        throw new Error(
          `no swap of booking ${first.bookNumber} with ${second.bookNumber} is offered`,
        );

      const page = await staffPage('en', STAFF_EMAIL);
      await page.getByRole('button', { name: `Edit booking No. ${first.bookNumber}` }).click();
      const dialog = await shown(
        page.getByRole('dialog', { name: `Booking No. ${first.bookNumber}` }),
      );
      const section = dialog.getByRole('region', { name: 'Move to another room' });
      await section
        .getByRole('button', {
          name: `Swap rooms with the booking in room ${ROOM.room_number}: John Smith`,
        })
        .click();
      const difference = signedTmt(offered.priceDifferenceTenge, 'en');
      await answerConfirm(
        page,
        `Swap rooms: booking No. ${first.bookNumber} goes to room ${ROOM.room_number}, and the booking of John Smith ` +
          `(${dotted(day(10))} – ${dotted(day(13))}) to room ${FIRST_ROOM.room_number}? For these nights the type ` +
          `“${TYPE?.name.en ?? ''}” costs ${difference} TMT compared with the one booked; the booking keeps its price.`,
        'OK',
      );
      await eventually(() => section.getByRole('status').textContent()).toBe(
        translate('en', 'booking.swapped', { first: first.bookNumber, second: second.bookNumber }),
      );
      expect((await bookingOf(first.bookNumber)).roomId).toBe(ROOM.id);
      expect((await bookingOf(second.bookNumber)).roomId).toBe(FIRST_ROOM.id);

      const toFirst = await mailbox.arrived('swap-first@example.com', /otagy üýtgedildi/);
      expect(toFirst.subject).toBe(`№ ${first.bookNumber} bronuň otagy üýtgedildi`);
      expect(toFirst.text).toContain(`${ROOM.room_number} otag. Bronuň bahasy üýtgemedi.`);
      expect(toFirst.text).toContain(mailAmount(first.amount));
      const toSecond = await mailbox.arrived('swap-second@example.com', /has changed/);
      expect(toSecond.subject).toBe(`The room of booking No. ${second.bookNumber} has changed`);
      expect(toSecond.text).toContain(
        `room ${FIRST_ROOM.room_number}. The price of your booking stays the same.`,
      );
      expect(toSecond.text).toContain(mailAmount(second.amount));
    },
  );

  it(
    'moves a stay from the calendar by keys, through its menu and the move dialog (the way without dragging)',
    { timeout: 120_000 },
    async ({ task }) => {
      const moving = await phoneBooking(
        FIRST_ROOM.id,
        'keyboard-move@example.com',
        'en',
        'Merdan Orazow',
        14,
      );
      // axe is injected as an inline script, which the site's CSP rightly refuses.
      const context = withTimeouts(
        await browser.newContext({ viewport: { width: 1366, height: 900 }, bypassCSP: true }),
      );
      await context.addInitScript(() => localStorage.setItem('preferredLanguage', 'en'));
      await context.addCookies([
        {
          name: 'hotel_session',
          value: (await site.session(2, STAFF_EMAIL)).token,
          url: site.baseUrl,
        },
      ]);
      const page = await context.newPage();
      try {
        await page.goto(`${site.baseUrl}/a/rooms/online`);
        await shown(page.getByRole('gridcell').first());
        // The calendar settled (its answers in, nothing left to draw it again under the focus).
        await page.waitForLoadState('networkidle');
        // The click only puts the grid's focus on the booking; the rest is keys.
        await cell(page, 14, FIRST_ROOM.room_number).click();
        await page.keyboard.press('Enter');
        const menu = await shown(page.getByRole('menu'));
        await page.keyboard.press('End');
        await page.keyboard.press('ArrowUp');
        expect(
          await menu
            .getByRole('menuitem', { name: 'Move to another room…' })
            .evaluate((item) => item === document.activeElement),
        ).toBe(true);
        await page.keyboard.press('Enter');
        const dialog = await shown(
          page.getByRole('dialog', {
            name: `Move booking No. ${moving.bookNumber} from room ${FIRST_ROOM.room_number}`,
          }),
        );
        const choice = await shown(
          dialog.getByRole('button', { name: `Move to room ${ROOM.room_number}`, exact: true }),
        );
        expect(await axeViolations(page)).toEqual([]);
        // Where Tab would take staff among the rooms' buttons; the choice itself is a key press.
        await choice.focus();
        await page.keyboard.press('Enter');
        // The confirm starts on Cancel, the safe choice: Tab reaches OK.
        await shown(
          page.getByRole('dialog').filter({
            hasText: `Move booking No. ${moving.bookNumber} to room ${ROOM.room_number}`,
          }),
        );
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await hidden(dialog);
        await eventually(() => status(page).textContent()).toBe(
          translate('en', 'booking.moved', { room: ROOM.room_number }),
        );
        await eventually(() => statesOf(page, [14, 15, 16])).toEqual(['paid', 'paid', 'paid']);
        await eventually(() => statesOf(page, [14, 15, 16], FIRST_ROOM.room_number)).toEqual([
          'free',
          'free',
          'free',
        ]);
      } finally {
        await screenshotIfFailed(task, page);
        await context.close();
      }
    },
  );
});
