import { tengeToTmt, translate } from '@hotel/contracts';
import { describe, expect, it } from 'vitest';
import { ru as common } from '../client/src/i18n/locales/ru';
import { ru as staff } from '../client/src/routes/a/-staff/i18n';
import { day } from '../test/clock';
import { calendarCell } from './staff-session';
import { dotted, eventually, shown } from './ui';
import {
  staffPage,
  RECEPTION,
  ACCOUNTANT,
  NIGHT_TENGE,
  filled,
  tmt,
  guestStay,
  type Stay,
  listCell,
  openBooking,
  closeBooking,
  folioOf,
  balanceOf,
  folioForm,
  goTo,
  checkinAt,
  checkoutAt,
  saveCheckout,
} from './staff-roles-setup';

describe('three staff roles, each in a browser of their own', () => {
  /** Reception's stay, extended and settled in cash: what the accountant then finds. */
  let extended: Stay | null = null;

  it(
    'reception extends a paid stay by a night, sees the balance due, and takes it in cash at the desk',
    { timeout: 120_000 },
    async () => {
      const stay = await guestStay('roles-guest-extend@example.com', 6);
      const page = await staffPage('ru', RECEPTION, 'reception');
      expect(await listCell(page, stay.bookNumber, staff.bookings.column.balance)).toBe(tmt(0));

      // One night more: the new night is charged at the type's price, the guest paid for two.
      const dialog = await openBooking(page, stay);
      expect(await (await shown(balanceOf(dialog, common.folio.settled))).textContent()).toBe(
        `${tmt(0)} TMT`,
      );
      await saveCheckout(dialog, checkoutAt(stay.from + 3));
      await eventually(() => balanceOf(dialog, common.folio.balance).textContent()).toBe(
        `${tmt(NIGHT_TENGE)} TMT`,
      );
      // The form offers what is due.
      const payment = folioForm(dialog, staff.folio.payment.title);
      expect(await payment.getByLabel(staff.folio.amount).getAttribute('placeholder')).toBe(
        String(tengeToTmt(NIGHT_TENGE)),
      );
      await closeBooking(page, dialog);
      await eventually(() => listCell(page, stay.bookNumber, staff.bookings.column.balance)).toBe(
        tmt(NIGHT_TENGE),
      );
      await eventually(() => listCell(page, stay.bookNumber, staff.bookings.column.checkout)).toBe(
        `${dotted(day(stay.from + 3))} 12:00`,
      );

      // The guest pays the night in cash at the desk.
      const again = await openBooking(page, stay);
      const form = folioForm(again, staff.folio.payment.title);
      await form.getByLabel(staff.folio.payment.method).selectOption({ label: staff.channel.cash });
      await form.getByLabel(staff.folio.amount).fill(tengeToTmt(NIGHT_TENGE).toFixed(2));
      await form.getByRole('button', { name: staff.folio.payment.submit, exact: true }).click();
      await eventually(() => folioOf(again).getByRole('status').textContent()).toBe(
        translate('ru', 'folio.paymentTaken'),
      );
      await eventually(() => balanceOf(again, common.folio.settled).textContent()).toBe(
        `${tmt(0)} TMT`,
      );
      // The folio's payment line names the way and the receptionist.
      const cashLine = folioOf(again)
        .getByRole('row')
        .filter({ hasText: `${common.folio.kind.payment} (${common.folio.method.cash})` });
      expect(await (await shown(cashLine)).getByRole('cell').allTextContents()).toEqual(
        expect.arrayContaining([RECEPTION, tmt(-NIGHT_TENGE)]),
      );
      await closeBooking(page, again);
      await eventually(() => listCell(page, stay.bookNumber, staff.bookings.column.balance)).toBe(
        tmt(0),
      );
      extended = stay;
    },
  );

  it(
    'the accountant sees the cash in the ledger under the receptionist, and cannot change a booking',
    { timeout: 90_000 },
    async () => {
      const stay = extended;
      if (!stay) throw new Error('reception’s stay was not settled: the test before failed');
      // The accountant's login lands on the ledger.
      const page = await staffPage('ru', ACCOUNTANT, 'accountant');
      await shown(page.getByRole('heading', { level: 1, name: staff.ledger.title }));
      const lines = page.getByRole('region', { name: staff.ledger.lines });
      const cash = lines
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: String(stay.bookNumber), exact: true }) })
        .filter({ has: page.getByRole('cell', { name: staff.channel.cash, exact: true }) });
      await shown(cash);
      await eventually(() => cash.getByRole('cell').allTextContents()).toEqual(
        expect.arrayContaining([
          staff.ledger.kindOne.payment,
          tmt(NIGHT_TENGE),
          stay.roomNumber,
          staff.channel.cash,
          RECEPTION,
        ]),
      );
      expect(await cash.count()).toBe(1);

      // The cash drawer: the receptionist's row holds that cash and nothing else, and the day's
      // cash total counts it (the bank's payments go to their own column, under the system).
      const drawer = page.getByRole('region', { name: staff.ledger.drawer.title });
      const drawerRow = (person: string) =>
        drawer
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: person, exact: true }) });
      const once = `${tmt(NIGHT_TENGE)}${filled(staff.ledger.drawer.count, { count: 1 })}`;
      expect(await (await shown(drawerRow(RECEPTION))).getByRole('cell').allTextContents()).toEqual(
        [staff.empty, once, staff.empty, staff.empty, tmt(NIGHT_TENGE)],
      );
      expect(
        (await drawerRow(staff.ledger.drawer.all).getByRole('cell').allTextContents())[1],
      ).toBe(once);

      // Bookings are the desk's to change: the accountant opens one to read, and is offered no change.
      await goTo(page, staff.nav.bookings, staff.bookings.title.active);
      const dialog = await openBooking(page, stay, staff.bookings.openLabel);
      await shown(folioOf(dialog).getByRole('table'));
      await shown(
        dialog.getByRole('region', { name: staff.history.title }).getByRole('listitem').first(),
      );
      expect(await dialog.getByLabel(staff.dialog.checkin, { exact: true }).isEditable()).toBe(
        false,
      );
      expect(await dialog.getByLabel(staff.dialog.checkout, { exact: true }).isEditable()).toBe(
        false,
      );
      expect(
        await dialog.getByRole('button', { name: staff.dialog.save, exact: true }).count(),
      ).toBe(0);
      expect(await dialog.getByRole('heading', { name: staff.folio.payment.title }).count()).toBe(
        0,
      );
      expect(await dialog.getByRole('heading', { name: staff.folio.charge.title }).count()).toBe(0);
      expect(await dialog.getByRole('region', { name: staff.move.section }).count()).toBe(0);
      expect(
        await dialog.getByRole('button', { name: staff.dialog.changeGuests, exact: true }).count(),
      ).toBe(0);
      expect(await dialog.getByRole('region', { name: staff.cancel.section }).count()).toBe(0);

      // Nor would the server take it from the accountant's session, called as the dialog would.
      const refused = await page.evaluate(
        async ({ id, checkin, checkout }) => {
          const res = await fetch('/trpc/staffBookings.changeDates', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-lang': 'ru' },
            body: JSON.stringify({ id, checkin, checkout }),
          });
          return {
            status: res.status,
            body: (await res.json()) as { error?: { message?: string } },
          };
        },
        { id: stay.id, checkin: checkinAt(stay.from), checkout: checkoutAt(stay.from + 4) },
      );
      expect(refused.status).toBe(403);
      expect(refused.body.error?.message).toBe(translate('ru', 'error.forbidden'));
      await closeBooking(page, dialog);
      expect(await listCell(page, stay.bookNumber, staff.bookings.column.checkout)).toBe(
        `${dotted(day(stay.from + 3))} 12:00`,
      );

      // The calendar, read: a stay's menu offers its history and nothing the server would refuse.
      await goTo(page, staff.nav.calendar, staff.calendar.title);
      // The stay's cell once the calendar's bookings are in (before, it is a free night).
      const stayCell = calendarCell(page, stay.roomNumber, stay.from);
      await eventually(() => stayCell.getAttribute('data-state')).toBe('paid');
      await stayCell.click({ button: 'right' });
      const menu = await shown(page.getByRole('menu'));
      expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
        staff.calendar.menu.history,
      ]);
    },
  );
});
