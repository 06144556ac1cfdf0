import { readFile } from 'node:fs/promises';
import { GUEST } from '../services/test/guest';
import { translate, type BalancesView } from '@hotel/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../client/src/lib/format';
import { csvRows, paidBooking, tengeOf } from './staff-session';
import { definition, dotted, eventually, hotelDate, shown } from './ui';
import { site, TEXTS, staffPage, staffEmail, asStaff } from './staff-reports-setup';

let page: Page;

describe.each(['ru', 'en'] as const)('the staff report screens in %s', (language) => {
  const texts = TEXTS[language];

  it(
    'downloads the ledger CSV whose amounts add up to the payments made and to the page’s totals',
    { timeout: 90_000 },
    async () => {
      const offset = language === 'ru' ? 60 : 70;
      const first = await paidBooking(site, `ledger-a-${language}@example.com`, {
        typeId: 1,
        from: offset,
        nights: 2,
      });
      const second = await paidBooking(site, `ledger-b-${language}@example.com`, {
        typeId: 1,
        from: offset + 5,
        nights: 2,
      });
      const paid = [first, second];
      // The desk posts an extra on the first and takes it in cash, under the staff member's name.
      await asStaff(staffEmail(language), 'POST', `/api/bookings/${first.id}/charges`, {
        description: 'Minibar',
        amount: 12.5,
      });
      await asStaff(staffEmail(language), 'POST', `/api/bookings/${first.id}/payments`, {
        method: 'cash',
        amount: 12.5,
      });
      const today = hotelDate(0);
      page = await staffPage(language, staffEmail(language));
      await page.goto(`${site.baseUrl}/a/ledger?from=${today}&to=${today}`);
      for (const { bookNumber, roomNumber } of paid) {
        // Each line names its room by number, not by id.
        const line = page
          .getByRole('row')
          .filter({ has: page.getByRole('cell', { name: String(bookNumber), exact: true }) })
          .first();
        await shown(line.getByRole('cell', { name: roomNumber, exact: true }));
      }

      // The cash drawer of today: the staff member's own row holds the cash they took.
      const drawer = page.getByRole('table', { name: dotted(today) });
      const mine = drawer
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: staffEmail(language), exact: true }) });
      await shown(mine);
      const cashColumn = await drawer.getByRole('columnheader').allTextContents();
      // The row's cells follow the person's name, its header.
      expect(
        await mine
          .getByRole('cell')
          .nth(cashColumn.indexOf(texts.cash) - 1)
          .textContent(),
      ).toContain(formatAmount(12.5, language));

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: texts.download }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`ledger_${today}_${today}.csv`);
      const text = await readFile(await download.path(), 'utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      const [header = [], ...lines] = csvRows(text.slice(1));
      const column = (key: Parameters<typeof translate>[1]) =>
        header.indexOf(translate(language, key));
      const [kind, amount, bookNumber, room, channel, method] = [
        column('ledger.column.kind'),
        column('ledger.column.amount'),
        column('ledger.column.bookNumber'),
        column('ledger.column.room'),
        column('ledger.column.channel'),
        column('ledger.column.method'),
      ];
      expect([kind, amount, bookNumber, room, channel, method].every((index) => index >= 0)).toBe(
        true,
      );
      const payment = translate(language, 'ledger.kind.payment');
      for (const booking of paid) {
        const mine = lines.filter(
          (line) => line[bookNumber] === String(booking.bookNumber) && line[kind] === payment,
        );
        expect(
          mine.map((line) => [
            tengeOf(line[amount] ?? ''),
            line[room],
            line[channel],
            line[method],
          ]),
        ).toEqual([
          [
            booking.tenge,
            booking.roomNumber,
            translate(language, 'ledger.channel.online'),
            translate(language, 'ledger.method.bank'),
          ],
          ...(booking === first
            ? [
                [
                  1250,
                  first.roomNumber,
                  translate(language, 'ledger.channel.online'),
                  translate(language, 'ledger.method.cash'),
                ],
              ]
            : []),
        ]);
      }
      // Money kept: payments less refunds; an adjustment changes what is owed, not the money.
      const adjustment = translate(language, 'ledger.kind.adjustment');
      const kept = lines
        .filter((line) => line[kind] !== adjustment)
        .reduce((sum, line) => sum + tengeOf(line[amount] ?? ''), 0);
      expect(kept).toBeGreaterThanOrEqual(first.tenge + second.tenge + 1250);
      const net = page.locator('.ledger-total--net dd');
      expect(await net.textContent()).toContain(`${formatAmount(kept / 100, language)} TMT`);

      // As of the day before, a replay of the events holds none of today's payments.
      await page.getByLabel(texts.asOf).fill(`${hotelDate(-1)}T23:59`);
      expect(await (await shown(page.getByText(texts.replayed))).textContent()).toContain(
        `${dotted(hotelDate(-1))} 23:59`,
      );
      await eventually(() => net.textContent()).toContain(`${formatAmount(0, language)} TMT`);
      expect(new URL(page.url()).searchParams.get('as_of')).toBe(`${hotelDate(-1)}T23:59`);

      await page.getByRole('button', { name: texts.reconcile }).click();
      for (const booking of paid) {
        const row = page
          .getByRole('row')
          .filter({
            has: page.getByRole('cell', { name: String(booking.bookNumber), exact: true }),
          })
          .last();
        await eventually(() => row.textContent()).toContain(texts.matches);
      }
    },
  );

  it(
    'lists a booking whose extra is not paid yet among the balances due, with what guests owe in all',
    { timeout: 60_000 },
    async () => {
      const booking = await paidBooking(site, `balance-${language}@example.com`, {
        typeId: 1,
        from: language === 'ru' ? 80 : 84,
        nights: 1,
      });
      await asStaff(staffEmail(language), 'POST', `/api/bookings/${booking.id}/charges`, {
        description: 'Late check-out',
        amount: 40,
      });
      page = await staffPage(language, staffEmail(language));
      await page.getByRole('navigation').getByRole('link', { name: texts.balances }).click();
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: String(booking.bookNumber), exact: true }) });
      await eventually(() => row.getByRole('cell').allTextContents()).toEqual(
        expect.arrayContaining([booking.roomNumber, GUEST.full_name, formatAmount(40, language)]),
      );
      const view = (await asStaff(staffEmail(language), 'GET', '/api/ledger/balances')).json<{
        data: BalancesView;
      }>().data;
      expect(await definition(page.locator('main'), texts.owed).textContent()).toContain(
        `${formatAmount(view.owed, language)} TMT`,
      );
    },
  );
});
