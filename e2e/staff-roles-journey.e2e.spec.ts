import { tengeToTmt, translate } from '@hotel/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ru as common } from '../client/src/i18n/locales/ru';
import { formatAmount } from '../client/src/lib/format';
import { staff } from '../client/src/routes/a/-staff/i18n/ru';
import { day } from '../test/clock';
import { startSite } from './browser';
import { answerConfirm, calendarCell, paidBooking, staffPages } from './staff-session';
import { definition, dotted, eventually, hidden, shown } from './ui';

/*
 * Three people, three roles, each in a browser of their own and in Russian, the staff's language:
 * reception extends a guest's paid stay by a night and takes what the extra night costs in cash
 * at the desk; the accountant finds that cash in the ledger under the receptionist's name, and
 * can read a booking but not change it; the manager cancels another paid stay with everything
 * given back through the bank, once, and the reconciliation agrees with the bank. Then reception
 * and the manager edit one booking at the same time: the later save is refused, naming who
 * changed it, and the screen shows the booking as it is now.
 */
const { site, browser } = await startSite();
const staffPage = staffPages(site, browser);

const RECEPTION = 'roles-reception@example.com';
const ACCOUNTANT = 'roles-accountant@example.com';
const MANAGER = 'roles-manager@example.com';

/**
 * A room type sold without a discount, with rooms enough to hold the spec's bookings side by
 * side: a night added to a stay costs exactly its price.
 */
const [TYPE] = await site.db.sql<{ id: number; price_tenge: string }[]>`
  select id, price_tenge::text from room_types where discount_status = 0 and status = 1 and rooms_count > 1
  order by id limit 1`;
if (!TYPE) throw new Error('the demo hotel has no room type without a discount');
const TYPE_ID = TYPE.id;
const NIGHT_TENGE = Number(TYPE.price_tenge);

/** Every `refund.do` this application sends the bank, by order. */
const refundCalls: string[] = [];
const bank = site.deps.bank;
site.deps.bank = {
  ...bank,
  refund: async (orderId, amount) => {
    refundCalls.push(orderId);
    return bank.refund(orderId, amount);
  },
};

/** An i18next text with its {{placeholders}} filled in, as the screens show it. */
const filled = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
/** Tenge as the staff screens write TMT in Russian (grouped, no trailing zeros). */
const tmt = (tenge: number) => formatAmount(tenge / 100, 'ru');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A guest's online booking of two nights from day `from`, paid at the sandbox bank: with its id,
 * its room's number and its bank order. The spec's stays lie before day 30, where the demo's
 * online windows are unbroken (some rooms close from day 30 to 35), so whichever room the stay
 * got, it can grow by a night.
 */
async function guestStay(email: string, from: number) {
  const paid = await paidBooking(site, email, { typeId: TYPE_ID, from, nights: 2 });
  const [row] = await site.db.sql<{ id: string; order_id: string; room_number: string }[]>`
    select b.id::text, b.order_id, r.room_number from bookings b join rooms r on r.id = b.room_id
    where b.book_number = ${paid.bookNumber}`;
  if (!row) throw new Error(`booking ${paid.bookNumber} is not in the read model`);
  return { ...paid, id: Number(row.id), orderId: row.order_id, roomNumber: row.room_number, from };
}
type Stay = Awaited<ReturnType<typeof guestStay>>;

/** The bookings list's row of a booking. */
const rowOf = (page: Page, bookNumber: number) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(bookNumber), exact: true }) });

/** The text of a booking's cell in the bookings list under the column headed `header`. */
async function listCell(page: Page, bookNumber: number, header: string): Promise<string> {
  const row = await shown(rowOf(page, bookNumber));
  const headers = (await page.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
  const index = headers.indexOf(header);
  if (index < 0)
    throw new Error(`the bookings list has no column "${header}": ${headers.join(' | ')}`);
  return (await row.getByRole('cell').nth(index).textContent()) ?? '';
}

/** Opens a booking's dialog from the bookings list. */
async function openBooking(page: Page, stay: Stay): Promise<Locator> {
  await (
    await shown(rowOf(page, stay.bookNumber))
  )
    .getByRole('button', { name: filled(staff.bookings.editLabel, { number: stay.bookNumber }) })
    .click();
  return shown(
    page.getByRole('dialog', { name: filled(staff.dialog.title, { number: stay.bookNumber }) }),
  );
}

async function closeBooking(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await hidden(dialog);
}

/** The folio's last figure: what is due (or owed, or settled) and its amount. */
const folioOf = (dialog: Locator) => dialog.getByRole('region', { name: staff.folio.section });
const balanceOf = (dialog: Locator, label: string) => definition(folioOf(dialog), label);

/** A folio form by its heading (the charge and the payment form both have an amount field). */
const folioForm = (dialog: Locator, title: string) =>
  folioOf(dialog)
    .locator('form')
    .filter({ has: dialog.page().getByRole('heading', { name: title, exact: true }) });

/** Follows the sidebar's link to a screen, and waits for the screen's heading. */
async function goTo(page: Page, section: string, heading: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: section, exact: true }).click();
  await shown(page.getByRole('heading', { level: 1, name: heading, exact: true }));
}

/** A dated stay's check-in and check-out as the dialog's inputs take them. */
const checkinAt = (n: number) => `${day(n)}T14:00`;
const checkoutAt = (n: number) => `${day(n)}T12:00`;

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
      await dialog
        .getByLabel(staff.dialog.checkout, { exact: true })
        .fill(checkoutAt(stay.from + 3));
      await dialog.getByRole('button', { name: staff.dialog.save, exact: true }).click();
      await eventually(() =>
        dialog
          .getByRole('status')
          .filter({ hasText: translate('ru', 'booking.datesChanged') })
          .count(),
      ).toBe(1);
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

      // Bookings are the desk's to change: the accountant reads one, and is offered no change.
      await goTo(page, staff.nav.bookings, staff.bookings.title.active);
      const dialog = await openBooking(page, stay);
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

  it(
    'the manager cancels a paid stay with everything given back: the bank refunds once and reconciles',
    { timeout: 120_000 },
    async () => {
      const stay = await guestStay('roles-guest-cancel@example.com', 10);
      const page = await staffPage('ru', MANAGER, 'manager');

      const dialog = await openBooking(page, stay);
      const section = dialog.getByRole('region', { name: staff.cancel.section });
      await section.getByLabel(staff.cancel.reason).fill('Гость заболел и не приедет');
      await section
        .getByRole('radio', { name: filled(staff.cancel.full, { amount: tmt(stay.tenge) }) })
        .check();
      await section.getByRole('button', { name: staff.cancel.submit, exact: true }).click();
      await answerConfirm(
        page,
        filled(staff.cancel.confirm, { number: stay.bookNumber }),
        common.dialog.ok,
      );
      const refunded = translate('ru', 'booking.cancelledByStaffBankRefunded', {
        amount: tengeToTmt(stay.tenge).toFixed(2),
      });
      await eventually(() => section.getByRole('status').textContent()).toBe(refunded);
      // The dialog reads the booking again, refunded by the bank, and the answer stays to be read.
      await eventually(() => definition(dialog, staff.dialog.refunded).textContent()).toBe(
        `${tmt(stay.tenge)} TMT (${staff.dialog.staffRefund.sent})`,
      );
      expect(await section.getByRole('status').textContent()).toBe(refunded);
      await closeBooking(page, dialog);

      // The bank's own record: the whole payment back, in the one refund the hotel asked for.
      expect(refundCalls.filter((order) => order === stay.orderId)).toHaveLength(1);
      expect(await site.deps.bank.orderStatus({ orderId: stay.orderId })).toMatchObject({
        orderStatus: 4,
        depositedAmountMinor: stay.tenge,
        refundedAmountMinor: stay.tenge,
      });

      // The cancelled list has it, refunded; the reconciliation finds the books agree with the bank.
      await goTo(page, staff.nav.canceled, staff.bookings.title.canceled);
      await eventually(() =>
        listCell(page, stay.bookNumber, staff.bookings.column.paymentStatus),
      ).toBe(staff.paymentStatus.refunded);
      await goTo(page, staff.nav.ledger, staff.ledger.title);
      const reconciliation = page.getByRole('region', { name: staff.ledger.reconcile.title });
      await reconciliation
        .getByRole('button', { name: staff.ledger.reconcile.run, exact: true })
        .click();
      await shown(reconciliation.getByRole('status'));
      const order = reconciliation
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: String(stay.bookNumber), exact: true }) });
      expect(await (await shown(order)).getByRole('cell').allTextContents()).toEqual([
        expect.any(String),
        String(stay.bookNumber),
        staff.paymentStatus.refunded,
        `${tmt(stay.tenge)} / ${tmt(stay.tenge)}`,
        `${tmt(stay.tenge)} / ${tmt(stay.tenge)}`,
        staff.ledger.reconcile.bankStatus[4],
        staff.ledger.reconcile.ok,
      ]);
    },
  );

  it(
    'reception and the manager edit one booking at once: the later save is refused naming reception, and shows the booking as it is',
    { timeout: 120_000 },
    async () => {
      const stay = await guestStay('roles-guest-both@example.com', 14);
      const reception = await staffPage('ru', RECEPTION, 'reception');
      const manager = await staffPage('ru', MANAGER, 'manager');

      // Both read the booking (its version) before either saves.
      const read = (page: Page) =>
        page.waitForResponse((res) => res.url().includes('staffBookings.get') && res.ok());
      const [first] = await Promise.all([openBooking(reception, stay), read(reception)]);
      const [second] = await Promise.all([openBooking(manager, stay), read(manager)]);

      await first
        .getByLabel(staff.dialog.checkout, { exact: true })
        .fill(checkoutAt(stay.from + 3));
      await first.getByRole('button', { name: staff.dialog.save, exact: true }).click();
      await eventually(() =>
        first
          .getByRole('status')
          .filter({ hasText: translate('ru', 'booking.datesChanged') })
          .count(),
      ).toBe(1);

      // The manager, still looking at the booking as it was, moves the check-in a day later.
      await second.getByLabel(staff.dialog.checkin, { exact: true }).fill(checkinAt(stay.from + 1));
      await second.getByRole('button', { name: staff.dialog.save, exact: true }).click();
      const [before, after] = translate('ru', 'record.changedBy', {
        who: RECEPTION,
        when: '\u0000',
      }).split('\u0000');
      const refusal = new RegExp(
        `^${escaped(before ?? '')}\\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2}${escaped(after ?? '')}$`,
      );
      await eventually(() => second.getByRole('alert').textContent()).toMatch(refusal);

      // The screen behind the refusal is the booking as it is now: reception's change in its
      // history, the extra night due on its folio.
      const change = second
        .getByRole('region', { name: staff.history.title })
        .getByRole('listitem')
        .filter({ hasText: staff.history.event.BookingDatesChanged });
      const changed = (await (await shown(change)).textContent()) ?? '';
      expect(changed).toContain(
        `${staff.history.who}: ${RECEPTION} (${staff.history.role.reception})`,
      );
      expect(changed).toContain(
        `${staff.history.field.checkout}: ${dotted(day(stay.from + 2))} → ${dotted(day(stay.from + 3))}`,
      );
      await eventually(() => balanceOf(second, common.folio.balance).textContent()).toBe(
        `${tmt(NIGHT_TENGE)} TMT`,
      );

      // Saved again from what is there now, keeping reception's night: the manager's change goes
      // through.
      await second
        .getByLabel(staff.dialog.checkout, { exact: true })
        .fill(checkoutAt(stay.from + 3));
      await second.getByRole('button', { name: staff.dialog.save, exact: true }).click();
      await eventually(() =>
        second
          .getByRole('status')
          .filter({ hasText: translate('ru', 'booking.datesChanged') })
          .count(),
      ).toBe(1);
      await closeBooking(manager, second);
      await eventually(() =>
        listCell(manager, stay.bookNumber, staff.bookings.column.checkin),
      ).toBe(`${dotted(day(stay.from + 1))} 14:00`);
      await eventually(() =>
        listCell(manager, stay.bookNumber, staff.bookings.column.checkout),
      ).toBe(`${dotted(day(stay.from + 3))} 12:00`);
    },
  );
});
