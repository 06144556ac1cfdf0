import { STAFF_ROLE_IDS, translate, type Language } from '@hotel/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ru as common } from '../client/src/i18n/locales/ru';
import { ru as staff, tm as staffTm } from '../client/src/routes/a/-staff/i18n';
import { GUEST } from '../services/test/guest';
import { day } from '../test/clock';
import { calendarCell, loneClosedRoom, openRoomOnline } from './staff-session';
import { dotted, eventually, hidden, shown } from './ui';
import {
  filled,
  folioForm,
  guestStay,
  MANAGER,
  openBooking,
  RECEPTION,
  site,
  staffPage,
} from './staff-roles-setup';

/*
 * The forms reception uses most say what is wrong with a field beside it, in the staff member's
 * language, and keep what was typed: the browser's own checks (its bubbles speak the browser's
 * language, and Chromium has no Turkmen) are off, so the form or the server says it.
 */

/** The error describing a field (through its aria-describedby), '' when none does. */
async function errorBeside(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const texts = await Promise.all(
    ids.map((id) => field.page().locator(`[id="${id}"].field__error`).allTextContents()),
  );
  return texts.flat().join(' ');
}

/** Whether the field has the focus, where a form's check sends the reader. */
const focused = (field: Locator) => field.evaluate((element) => element === document.activeElement);

/** The URLs (decoded) of the requests the page sends from now on whose URL names `call`. */
function requestsTo(page: Page, call: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = decodeURIComponent(request.url());
    if (url.includes(call)) sent.push(url);
  });
  return sent;
}

/** The server's refusal of a field's value, as the form says it. */
const refusal = (language: Language, field: string, reason: string) =>
  translate(language, 'error.validation', {
    field: translate(language, `field.${field}` as 'field.email'),
    reason: translate(language, `reason.${reason}` as 'reason.required'),
  });

describe('staff forms say their mistakes beside the field, in the staff member’s language', () => {
  it('a new booking at the calendar: the guest’s name, then the phone a phone booking needs', async () => {
    const room = await loneClosedRoom(site);
    const page = await staffPage('ru', RECEPTION, 'reception');
    await page.goto(`${site.baseUrl}/a/rooms/online`);
    await calendarCell(page, room.room_number, 5).click();
    await calendarCell(page, room.room_number, 7).click({ button: 'right' });
    const menu = filled(staff.calendar.newBooking.menuRange, {
      checkin: dotted(day(5)),
      checkout: dotted(day(7)),
    });
    await page.getByRole('menuitem', { name: menu }).click();
    const dialog = await shown(
      page.getByRole('dialog', {
        name: filled(staff.calendar.newBooking.title, { room: room.room_number }),
      }),
    );
    const name = dialog.getByLabel(common.booking.fullName);
    const email = dialog.getByLabel(staff.calendar.newBooking.email, { exact: true });
    await email.fill('guest@example.com');
    const book = dialog.getByRole('button', { name: staff.calendar.newBooking.submit });
    await book.click();
    await eventually(() => errorBeside(name)).toBe(common.booking.nameRequired);
    expect(await email.inputValue()).toBe('guest@example.com');

    await name.fill('Merdan Orazow');
    await dialog.getByLabel(common.booking.passportSerial).selectOption('AS');
    await dialog.getByLabel(common.booking.passportNumber).fill('654321');
    // A check-in date taken away: said beside it, not sent for the server's schema to refuse.
    const checkin = dialog.getByLabel(staff.calendar.newBooking.checkin, { exact: true });
    await checkin.fill('');
    await book.click();
    await eventually(() => errorBeside(checkin)).toBe(staff.calendar.newBooking.checkinMissing);
    expect(await errorBeside(name)).toBe('');
    await checkin.fill(day(5));
    await book.click();
    const phone = dialog.getByLabel(staff.calendar.newBooking.phone, { exact: true });
    await eventually(() => errorBeside(phone)).toBe(refusal('ru', 'phone', 'required'));
    expect(await errorBeside(name)).toBe('');
    expect(await name.inputValue()).toBe('Merdan Orazow');
    expect(await email.inputValue()).toBe('guest@example.com');
  });

  it('a booking’s guest name, the folio’s payment and charge amounts, and the cancel’s reason', async () => {
    const stay = await guestStay('form-errors-guest@example.com', 4);
    const page = await staffPage('ru', MANAGER);
    const dialog = await openBooking(page, stay);

    // A guest's name taken away: said under it, before anything is sent.
    await dialog.getByRole('button', { name: staff.dialog.changeGuests }).click();
    const guestName = dialog.getByLabel(common.booking.fullName);
    await guestName.fill(' ');
    await dialog.getByRole('button', { name: staff.dialog.saveGuests }).click();
    await eventually(() => errorBeside(guestName)).toBe(common.booking.nameRequired);
    await dialog.getByRole('button', { name: staff.dialog.discardGuests }).click();

    const payment = folioForm(dialog, staff.folio.payment.title);
    const paid = payment.getByLabel(staff.folio.amount);
    await payment.getByRole('button', { name: staff.folio.payment.submit }).click();
    await eventually(() => errorBeside(paid)).toBe(refusal('ru', 'amount', 'required'));

    const charge = folioForm(dialog, staff.folio.charge.title);
    const description = charge.getByLabel(staff.folio.charge.description);
    const charged = charge.getByLabel(staff.folio.amount);
    await description.fill('Ресторан');
    await charged.fill('0');
    await charge.getByRole('button', { name: staff.folio.charge.submit }).click();
    await eventually(() => errorBeside(charged)).toBe(refusal('ru', 'amount', 'positive'));
    expect(await description.inputValue()).toBe('Ресторан');
    expect(await charged.inputValue()).toBe('0');

    // No reason: said at once, before the question whether to cancel.
    const reason = dialog.getByLabel(staff.cancel.reason, { exact: true });
    await reason.fill('   ');
    await dialog.getByRole('button', { name: staff.cancel.submit }).click();
    await eventually(() => errorBeside(reason)).toBe(staff.cancel.reasonMissing);
    const question = filled(staff.cancel.confirm, { number: stay.bookNumber });
    expect(await page.getByRole('dialog').filter({ hasText: question }).count()).toBe(0);
    expect(await reason.inputValue()).toBe('   ');
  });

  it('a booking’s check-out date left empty: said beside it, the check-in kept', async () => {
    const stay = await guestStay('form-errors-dates@example.com', 16);
    const page = await staffPage('ru', RECEPTION, 'reception');
    await page.goto(`${site.baseUrl}/a/bookings`);
    const dialog = await openBooking(page, stay);
    const checkin = dialog.getByLabel(staff.dialog.checkin, { exact: true });
    const checkout = dialog.getByLabel(staff.dialog.checkout, { exact: true });
    const typedCheckin = `${day(15)}T14:00`;
    await checkin.fill(typedCheckin);
    await checkout.fill('');
    await dialog.getByRole('button', { name: staff.dialog.save, exact: true }).click();
    await eventually(() => errorBeside(checkout)).toBe(staff.dialog.checkoutMissing);
    expect(await errorBeside(checkin)).toBe('');
    expect(await checkin.inputValue()).toBe(typedCheckin);
  });

  it('nights taken off sale with a date left empty: said beside it, nothing sent', async () => {
    const room = await loneClosedRoom(site);
    const { cookie } = await site.session(STAFF_ROLE_IDS.manager, MANAGER);
    await openRoomOnline(site, cookie, room.id, 12, 3);
    const page = await staffPage('ru', MANAGER);
    const sent = requestsTo(page, '/trpc/calendar.');
    await page.goto(`${site.baseUrl}/a/rooms/online`);
    // A free night's room out of order, and a night of its for-online window off sale.
    for (const [kind, night] of [
      ['outOfOrder', 9],
      ['closeOnline', 13],
    ] as const) {
      const texts = staff.calendar[kind];
      await calendarCell(page, room.room_number, night).click({ button: 'right' });
      await page.getByRole('menuitem', { name: texts.menu }).click();
      const dialog = await shown(
        page.getByRole('dialog', { name: filled(texts.title, { room: room.room_number }) }),
      );
      const from = dialog.getByLabel(texts.from, { exact: true });
      const to = dialog.getByLabel(texts.to, { exact: true });
      const submit = dialog.getByRole('button', { name: texts.submit });
      if (kind === 'outOfOrder') {
        // No reason given: said beside it too.
        const reason = dialog.getByLabel(staff.calendar.outOfOrder.reason, { exact: true });
        await submit.click();
        await eventually(() => errorBeside(reason)).toBe(staff.calendar.outOfOrder.reasonMissing);
        expect(await focused(reason)).toBe(true);
        await reason.fill('Ремонт');
      }
      await from.fill('');
      await submit.click();
      await eventually(() => errorBeside(from)).toBe(texts.fromMissing);
      expect(await focused(from)).toBe(true);
      expect(await errorBeside(to)).toBe('');
      expect(await to.inputValue()).toBe(day(night + 1));
      await from.fill(day(night));
      await to.fill('');
      await submit.click();
      await eventually(() => errorBeside(to)).toBe(texts.toMissing);
      expect(await focused(to)).toBe(true);
      expect(await errorBeside(from)).toBe('');
      await page.keyboard.press('Escape');
      await hidden(dialog);
    }
    expect(sent.filter((url) => /takeOutOfOrder|closeOnlineNights/.test(url))).toEqual([]);
  });

  it('a promo code and the rates’ period with a date left empty, in Turkmen', async () => {
    const page = await staffPage('tm', MANAGER);
    const calendars = requestsTo(page, '/trpc/staffRates.calendar');
    const creates = requestsTo(page, '/trpc/staffPromoCodes.create');
    await page.goto(`${site.baseUrl}/a/rates`);
    const texts = staffTm.rates;
    const promo = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: texts.promo.create }) });
    const code = promo.getByLabel(texts.promo.code);
    const from = promo.getByLabel(texts.promo.arrivalFrom, { exact: true });
    const to = promo.getByLabel(texts.promo.arrivalTo, { exact: true });
    await code.fill('YAZ10');
    await promo.getByLabel(texts.promo.value).fill('10');
    await to.fill(day(20));
    await promo.getByRole('button', { name: texts.promo.create }).click();
    await eventually(() => errorBeside(from)).toBe(texts.promo.arrivalFromMissing);
    expect(await focused(from)).toBe(true);
    expect(await errorBeside(to)).toBe('');
    expect(await code.inputValue()).toBe('YAZ10');
    expect(await to.inputValue()).toBe(day(20));
    expect(creates).toEqual([]);
    // Created: the form emptied for the next code says nothing is missing before it is sent.
    await from.fill(day(3));
    await promo.getByRole('button', { name: texts.promo.create }).click();
    await eventually(() => code.inputValue()).toBe('');
    expect(await errorBeside(from)).toBe('');

    const period = page.getByRole('form', { name: texts.period });
    const first = period.getByLabel(texts.from, { exact: true });
    await first.fill('');
    await period.getByRole('button', { name: texts.show }).click();
    await eventually(() => errorBeside(first)).toBe(texts.form.fromMissing);
    expect(await focused(first)).toBe(true);
    expect(calendars.filter((url) => url.includes('"from":""'))).toEqual([]);
  });

  it('a room without a number, and a guest’s note without words', async () => {
    const page = await staffPage('ru', MANAGER);
    await page.goto(`${site.baseUrl}/a/rooms`);
    await page.getByRole('button', { name: staff.rooms.add }).click();
    const form = await shown(page.getByRole('form', { name: staff.rooms.addTitle }));
    await form.getByRole('button', { name: staff.rooms.create, exact: true }).click();
    const number = form.getByLabel(staff.rooms.field.number);
    await eventually(() => errorBeside(number)).toBe(refusal('ru', 'room_number', 'required'));

    const stay = await guestStay('form-errors-noted@example.com', 12);
    await page.goto(`${site.baseUrl}/a/bookings`);
    const dialog = await openBooking(page, stay);
    await dialog.getByRole('link', { name: GUEST.full_name }).click();
    const note = page.getByLabel(staff.guests.noteLabel);
    await note.fill('  ');
    await page.getByRole('button', { name: staff.guests.addNote }).click();
    await eventually(() => errorBeside(note)).toBe(refusal('ru', 'text', 'required'));
    expect(await note.inputValue()).toBe('  ');
  });

  it('a client’s e-mail that is no address', async () => {
    const old = 'form-errors-client@example.com';
    const [user] = await site.db.sql<{ id: number }[]>`
      insert into users (email, password_hash, role_id) values (${old}, 'not a password hash', 1) returning id`;
    if (!user) throw new Error('the client was not inserted');
    const page = await staffPage('ru', MANAGER);
    await page.goto(`${site.baseUrl}/a/clients`);
    await page
      .getByRole('button', { name: filled(staff.clients.editLabel, { email: old }) })
      .click();
    const dialog = await shown(
      page.getByRole('dialog', { name: filled(staff.clients.dialogTitle, { id: user.id }) }),
    );
    const email = dialog.getByLabel(staff.clients.field.email);
    await email.fill('no-address');
    await dialog.getByRole('button', { name: staff.clients.save, exact: true }).click();
    await eventually(() => errorBeside(email)).toBe(refusal('ru', 'email', 'email'));
    expect(await email.inputValue()).toBe('no-address');
  });

  it('a new staff account’s e-mail that is no address, in Turkmen', async () => {
    const page = await staffPage('tm', MANAGER);
    await page.goto(`${site.baseUrl}/a/staff-accounts`);
    const texts = staffTm.team.add;
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('heading', { name: texts.title }) });
    const email = form.getByLabel(texts.email);
    await email.fill('desk-at-hotel');
    await form.getByLabel(texts.password).fill('long enough password');
    await form.getByRole('button', { name: texts.submit }).click();
    await eventually(() => errorBeside(email)).toBe(refusal('tm', 'email', 'email'));
    expect(await email.inputValue()).toBe('desk-at-hotel');
  });
});
