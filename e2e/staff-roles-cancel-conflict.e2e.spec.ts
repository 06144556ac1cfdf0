import { translate } from '@hotel/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ru as common } from '../client/src/i18n/locales/ru';
import { ru as staff } from '../client/src/routes/a/-staff/i18n';
import { day } from '../test/clock';
import { answerConfirm } from './staff-session';
import { definition, dotted, eventually, shown } from './ui';
import {
  site,
  staffPage,
  RECEPTION,
  MANAGER,
  NIGHT_TENGE,
  refundCalls,
  filled,
  tmt,
  escaped,
  guestStay,
  listCell,
  openBooking,
  closeBooking,
  balanceOf,
  goTo,
  checkinAt,
  checkoutAt,
  saveCheckout,
  saveDates,
} from './staff-roles-setup';

describe('three staff roles, each in a browser of their own', { timeout: 120_000 }, () => {
  it('the manager cancels a paid stay with everything given back: the bank refunds once and reconciles', async () => {
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
      amount: stay.tenge,
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
  });

  it('reception and the manager edit one booking at once: the later save is refused naming reception, and shows the booking as it is', async () => {
    const stay = await guestStay('roles-guest-both@example.com', 14);
    const reception = await staffPage('ru', RECEPTION, 'reception');
    const manager = await staffPage('ru', MANAGER, 'manager');

    // Both read the booking (its version) before either saves.
    const read = (page: Page) =>
      page.waitForResponse((res) => res.url().includes('staffBookings.get') && res.ok());
    const [first] = await Promise.all([openBooking(reception, stay), read(reception)]);
    const [second] = await Promise.all([openBooking(manager, stay), read(manager)]);

    // The manager begins moving the check-in a day later; reception saves a later check-out
    // meanwhile. The draft keeps the version it began from, whenever the live feed shows
    // reception's change (typing first keeps this spec from racing that feed).
    await second.getByLabel(staff.dialog.checkin, { exact: true }).fill(checkinAt(stay.from + 1));
    await saveCheckout(first, checkoutAt(stay.from + 3));
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

    // What the manager typed stays; the check-out they left alone is reception's now, so saving
    // again as it stands keeps reception's night and the manager's change goes through.
    expect(await second.getByLabel(staff.dialog.checkin, { exact: true }).inputValue()).toBe(
      checkinAt(stay.from + 1),
    );
    expect(await second.getByLabel(staff.dialog.checkout, { exact: true }).inputValue()).toBe(
      checkoutAt(stay.from + 3),
    );
    await saveDates(second);
    await closeBooking(manager, second);
    await eventually(() => listCell(manager, stay.bookNumber, staff.bookings.column.checkin)).toBe(
      `${dotted(day(stay.from + 1))} 14:00`,
    );
    await eventually(() => listCell(manager, stay.bookNumber, staff.bookings.column.checkout)).toBe(
      `${dotted(day(stay.from + 3))} 12:00`,
    );
  });
});
