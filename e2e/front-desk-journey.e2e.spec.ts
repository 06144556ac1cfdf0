import { formatAmount, tengeToTmt, translate } from '@hotel/contracts';
import { describe, expect, it } from 'vitest';
import { signedTmt } from '../client/src/routes/a/-move/move-choice';
import { at, day, stay } from '../test/clock';
import { bookToBank, registerGuest } from '../services/test/guest';
import { mailAmount } from '../services/test/mailbox';
import { answerConfirm } from './staff-session';
import { dotted, eventually, hidden, shown } from './ui';
import {
  site,
  mailbox,
  STAFF_EMAIL,
  GUEST_EMAIL,
  ROOM,
  FIRST_ROOM,
  staffPage,
  TEXTS,
  cell,
  statesOf,
  status,
  openCalendar,
  bookingOf,
  moveOptions,
} from './front-desk-journey-setup';

describe('the front desk', () => {
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
      expect(confirmed.text).toContain(`Оплачено: ${mailAmount(booking.amount, 'ru')}`);
      expect(confirmed.html).toContain(`<strong>${bookNumber}</strong>`);
      expect(confirmed.headers.get('x-hotel-booking-number')).toBe(String(bookNumber));

      // The guest asks for another room: the booking is dragged onto its row, the confirm gives
      // the price difference the server reckons, which the folio then charges.
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
      expect(roomChanged.text).toContain(mailAmount(booking.amount, 'ru'));

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
      // The most that can go back is said before reception types: the room part paid.
      await eventually(() => checkout.textContent()).toContain(
        TEXTS.refundHint(formatAmount(tengeToTmt(booking.roomPart), 'ru')),
      );
      await checkout.getByLabel(TEXTS.refund).fill('100');
      await checkout.getByRole('button', { name: TEXTS.submitCheckout, exact: true }).click();
      await hidden(checkout);
      // Paid at the terminal, so the money goes back at the desk, not through the bank.
      await eventually(() => status(page).textContent()).toBe(
        translate('ru', 'booking.checkedOutEarlyAtReception', {
          date: dotted(day(1)),
          amount: 10_000,
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
});
