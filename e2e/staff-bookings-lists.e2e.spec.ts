import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { day, stay } from '../test/clock';
import { APPROVED_CARD, bookToBank, payAtBank, registerGuest } from '../services/test/guest';
import {
  logInAsStaff,
  openContext,
  page,
  site,
  STAFF_EMAIL,
  TEXTS,
  type Language,
} from './staff-bookings-setup';
import { dotted, eventually, hidden, shown } from './ui';

/** A guest's booking made through the API, paid at the sandbox bank or left pending. */
async function apiBooking(email: string, from: number, paid: boolean) {
  const guest = await registerGuest(site, email);
  const formUrl = await bookToBank(site, guest, { id: 2, ...stay(from, 2) });
  if (paid) await payAtBank(formUrl, APPROVED_CARD);
  const orderId = new URL(formUrl).searchParams.get('mdOrder');
  const [row] = await site.db.sql<
    { book_number: number }[]
  >`select book_number from bookings where order_id = ${orderId}`;
  if (!row) throw new Error('the booking is not in the read model');
  return { bookNumber: row.book_number, checkin: day(from), cookie: guest };
}

/** The bookings table's row holding a booking number. */
function rowOf(bookNumber: number): Locator {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(bookNumber), exact: true }) });
}

/** The number of matches painted by the page search. */
const painted = () =>
  page.evaluate(() => {
    let ranges = 0;
    CSS.highlights.forEach((highlight, name) => {
      if (name === 'staff-search') highlight.forEach(() => (ranges += 1));
    });
    return ranges;
  });

describe.each(Object.keys(TEXTS) as Language[])('the staff bookings lists in %s', (language) => {
  const texts = TEXTS[language];
  // Each language books its own stays, far from the other's.
  const offset = language === 'en' ? 20 : 50;

  it(
    'lands staff on the list after login, shows an API booking, and records a date change and a new guest in the history',
    { timeout: 90_000 },
    async () => {
      const paid = await apiBooking(`paid-${language}@example.com`, offset, true);
      const pending = await apiBooking(`pending-${language}@example.com`, offset + 10, false);
      await openContext(language);

      await logInAsStaff(texts);
      await shown(page.getByRole('heading', { level: 1, name: texts.bookings }));

      // Paid first, the one waiting for payment highlighted.
      const paidRow = await shown(rowOf(paid.bookNumber));
      const pendingRow = await shown(rowOf(pending.bookNumber));
      expect(await paidRow.getAttribute('class')).toBeNull();
      expect(await pendingRow.getAttribute('class')).toContain('data-table__row--pending');
      const rowIndex = (row: Locator) =>
        row.evaluate((element) => (element as HTMLTableRowElement).rowIndex);
      expect(await rowIndex(paidRow)).toBeLessThan(await rowIndex(pendingRow));
      expect(await paidRow.textContent()).toContain(`${dotted(paid.checkin)} 14:00`);

      await paidRow.getByRole('button', { name: texts.edit(paid.bookNumber) }).click();
      const dialog = await shown(page.getByRole('dialog', { name: texts.dialog(paid.bookNumber) }));
      expect(await dialog.textContent()).toContain(texts.paid);
      expect(await dialog.textContent()).toContain('Aýna Berdiýewa');
      const checkin = dialog.getByLabel(texts.checkin, { exact: true });
      expect(await checkin.inputValue()).toBe(`${paid.checkin}T14:00`);
      await checkin.fill(`${day(offset + 1)}T14:00`);
      await dialog.getByLabel(texts.checkout, { exact: true }).fill(`${day(offset + 4)}T12:00`);
      await dialog.getByRole('button', { name: texts.save }).click();

      expect(await (await shown(dialog.getByRole('status'))).textContent()).toBe(texts.saved);
      const history = dialog.getByRole('region', { name: texts.history });
      const change = history.getByRole('listitem').filter({ hasText: texts.datesChanged });
      await shown(change);
      const changeText = (await change.textContent()) ?? '';
      expect(changeText).toContain(texts.by(STAFF_EMAIL, texts.manager));
      expect(changeText).toContain(
        `${texts.checkin}: ${dotted(paid.checkin)} → ${dotted(day(offset + 1))}`,
      );
      expect(changeText).toContain(
        `${texts.checkout}: ${dotted(day(offset + 2))} → ${dotted(day(offset + 4))}`,
      );
      const placed = history.getByRole('listitem').filter({ hasText: texts.placed });
      expect(await placed.textContent()).toContain(
        texts.by(`paid-${language}@example.com`, texts.guest),
      );

      // A second guest joins: added with their passport, saved at the version the dialog read.
      await dialog.getByRole('button', { name: texts.changeGuests }).click();
      await dialog.getByRole('button', { name: texts.addGuest }).click();
      const second = dialog.getByRole('group', { name: texts.guestRow(2) });
      await second.getByLabel(texts.fullName).fill('Merdan Orazow');
      await second.getByLabel(texts.passportSerial).selectOption('AS');
      await second.getByLabel(texts.passportNumber).fill('654321');
      await dialog.getByRole('button', { name: texts.saveGuests }).click();
      await eventually(async () =>
        (await dialog.getByRole('status').allTextContents()).join(' '),
      ).toContain(texts.guestsSaved);
      await shown(dialog.getByText('Merdan Orazow, ', { exact: false }));
      const guestsChange = history.getByRole('listitem').filter({ hasText: texts.guestsChanged });
      await shown(guestsChange);
      expect(await guestsChange.textContent()).toContain(
        `${texts.guestsField}: Aýna Berdiýewa (BN 123456) → Aýna Berdiýewa (BN 123456); Merdan Orazow (AS 654321)`,
      );
      expect(await guestsChange.textContent()).toContain(texts.by(STAFF_EMAIL, texts.manager));

      await dialog.getByRole('button', { name: texts.cancel, exact: true }).click();
      await hidden(dialog);
      await eventually(async () => rowOf(paid.bookNumber).textContent()).toContain(
        `${dotted(day(offset + 1))} 14:00`,
      );
    },
  );

  it(
    'highlights every match of the page search and moves between the lists from the sidebar',
    { timeout: 60_000 },
    async () => {
      const paid = await apiBooking(`search-${language}@example.com`, offset + 20, true);
      await openContext(language);
      await logInAsStaff(texts);
      await shown(rowOf(paid.bookNumber));

      const search = page.getByRole('searchbox', { name: texts.search });
      await search.fill(String(paid.bookNumber));
      const found = await painted();
      expect(found).toBeGreaterThan(0);
      expect(await page.getByRole('search').locator('output').textContent()).toBe(
        texts.matches(found),
      );
      await search.fill('no such text on the page');
      await shown(page.getByText(texts.noMatches));
      expect(await painted()).toBe(0);

      const nav = page
        .getByRole('navigation')
        .filter({ has: page.getByRole('link', { name: texts.archive }) });
      await nav.getByRole('link', { name: texts.archive }).click();
      await page.waitForURL(`${site.baseUrl}/a/bookings/a`);
      await shown(page.getByRole('heading', { level: 1, name: texts.archiveTitle }));

      await page.getByRole('button', { name: texts.logout }).click();
      await page.waitForURL(`${site.baseUrl}/`);
    },
  );
});
