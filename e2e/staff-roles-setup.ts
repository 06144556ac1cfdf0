import { translate } from '@hotel/contracts';
import type { Locator, Page } from 'playwright-core';
import { formatAmount } from '../client/src/lib/format';
import { ru as staff } from '../client/src/routes/a/-staff/i18n';
import { day } from '../test/clock';
import { startSite } from './browser';
import { paidBooking, staffPages } from './staff-session';
import { definition, eventually, hidden, shown } from './ui';

// What the staff roles specs share, each spec file starting its own site: the people, the room
// type, the bank's refunds, and the screens' readings of a booking.
/*
 * Three people, three roles, each in a browser of their own and in Russian, the staff's language:
 * reception extends a guest's paid stay by a night and takes what the extra night costs in cash
 * at the desk; the accountant finds that cash in the ledger under the receptionist's name, and
 * can read a booking but not change it; the manager cancels another paid stay with everything
 * given back through the bank, once, and the reconciliation agrees with the bank. Then reception
 * and the manager edit one booking at the same time: the later save is refused, naming who
 * changed it, and the screen shows the booking as it is now.
 */
export const { site, browser } = await startSite();
export const staffPage = staffPages(site, browser);

export const RECEPTION = 'roles-reception@example.com';
export const ACCOUNTANT = 'roles-accountant@example.com';
export const MANAGER = 'roles-manager@example.com';

/**
 * A room type sold without a discount, with rooms enough to hold the spec's bookings side by
 * side: a night added to a stay costs exactly its price.
 */
export const [TYPE] = await site.db.sql<{ id: number; price_tenge: string }[]>`
  select id, price_tenge::text from room_types where discount_status = 0 and status = 1 and rooms_count > 1
  order by id limit 1`;
if (!TYPE) throw new Error('the demo hotel has no room type without a discount');
export const TYPE_ID = TYPE.id;
export const NIGHT_TENGE = Number(TYPE.price_tenge);

/** Every `refund.do` this application sends the bank, by order. */
export const refundCalls: string[] = [];
export const bank = site.deps.bank;
site.deps.bank = {
  ...bank,
  refund: async (orderId, amount) => {
    refundCalls.push(orderId);
    return bank.refund(orderId, amount);
  },
};

/** An i18next text with its {{placeholders}} filled in, as the screens show it. */
export const filled = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
/** Tenge as the staff screens write TMT in Russian (grouped, no trailing zeros). */
export const tmt = (tenge: number) => formatAmount(tenge / 100, 'ru');
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A guest's online booking of two nights from day `from`, paid at the sandbox bank: with its id,
 * its room's number and its bank order. The spec's stays lie before day 30, where the demo's
 * online windows are unbroken (some rooms close from day 30 to 35), so whichever room the stay
 * got, it can grow by a night.
 */
export async function guestStay(email: string, from: number) {
  const paid = await paidBooking(site, email, { typeId: TYPE_ID, from, nights: 2 });
  const [row] = await site.db.sql<{ id: string; order_id: string; room_number: string }[]>`
    select b.id::text, b.order_id, r.room_number from bookings b join rooms r on r.id = b.room_id
    where b.book_number = ${paid.bookNumber}`;
  if (!row) throw new Error(`booking ${paid.bookNumber} is not in the read model`);
  return { ...paid, id: Number(row.id), orderId: row.order_id, roomNumber: row.room_number, from };
}
export type Stay = Awaited<ReturnType<typeof guestStay>>;

/** The bookings list's row of a booking. */
export const rowOf = (page: Page, bookNumber: number) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(bookNumber), exact: true }) });

/** The text of a booking's cell in the bookings list under the column headed `header`. */
export async function listCell(page: Page, bookNumber: number, header: string): Promise<string> {
  const row = await shown(rowOf(page, bookNumber));
  const headers = (await page.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
  const index = headers.indexOf(header);
  if (index < 0)
    throw new Error(`the bookings list has no column "${header}": ${headers.join(' | ')}`);
  return (await row.getByRole('cell').nth(index).textContent()) ?? '';
}

/**
 * Opens a booking's dialog from the bookings list by its row's button: `label` is the desk's
 * edit; a role that only reads bookings is offered open.
 */
export async function openBooking(
  page: Page,
  stay: Stay,
  label: string = staff.bookings.editLabel,
): Promise<Locator> {
  await (
    await shown(rowOf(page, stay.bookNumber))
  )
    .getByRole('button', { name: filled(label, { number: stay.bookNumber }) })
    .click();
  return shown(
    page.getByRole('dialog', { name: filled(staff.dialog.title, { number: stay.bookNumber }) }),
  );
}

/** Sets the dialog's check-out and saves it: the dates change, as the dialog's status says. */
export async function saveCheckout(dialog: Locator, checkout: string): Promise<void> {
  await dialog.getByLabel(staff.dialog.checkout, { exact: true }).fill(checkout);
  await saveDates(dialog);
}

/** Saves the booking dialog's dates as they stand, and waits for the answer that they changed. */
export async function saveDates(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: staff.dialog.save, exact: true }).click();
  await eventually(() =>
    dialog
      .getByRole('status')
      .filter({ hasText: translate('ru', 'booking.datesChanged') })
      .count(),
  ).toBe(1);
}

export async function closeBooking(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await hidden(dialog);
}

/** The folio's last figure: what is due (or owed, or settled) and its amount. */
export const folioOf = (dialog: Locator) =>
  dialog.getByRole('region', { name: staff.folio.section });
export const balanceOf = (dialog: Locator, label: string) => definition(folioOf(dialog), label);

/** A folio form by its heading (the charge and the payment form both have an amount field). */
export const folioForm = (dialog: Locator, title: string) =>
  folioOf(dialog)
    .locator('form')
    .filter({ has: dialog.page().getByRole('heading', { name: title, exact: true }) });

/** Follows the sidebar's link to a screen, and waits for the screen's heading. */
export async function goTo(page: Page, section: string, heading: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: section, exact: true }).click();
  await shown(page.getByRole('heading', { level: 1, name: heading, exact: true }));
}

/** A dated stay's check-in and check-out as the dialog's inputs take them. */
export const checkinAt = (n: number) => `${day(n)}T14:00`;
export const checkoutAt = (n: number) => `${day(n)}T12:00`;
