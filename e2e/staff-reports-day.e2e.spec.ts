import type { DayReportView } from '@hotel/contracts';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../client/src/lib/format';
import { paidBooking } from './staff-session';
import { definition, dotted, eventually, hidden, hotelDate, shown } from './ui';
import { asStaff, site, staffEmail, staffPage } from './staff-reports-setup';

/*
 * The manager's daily report in a browser: the day's figures as the API gives them, the day
 * moved by its buttons, the CSV link, the printed page without the staff frame, and a phone's
 * width without a sideways scroll.
 */
describe("the manager's daily report", () => {
  it(
    "shows a day's figures and money, moves by day, and prints without the staff frame",
    { timeout: 90_000 },
    async () => {
      const paid = await paidBooking(site, 'day-report@example.com', {
        typeId: 1,
        from: 3,
        nights: 2,
      });
      const today = hotelDate(0);
      const answer = await asStaff(staffEmail('en'), 'GET', `/api/reports/day?date=${today}`);
      const { data } = answer.json<{ data: DayReportView }>();
      expect(data.money.by_method.bank.amount).toBe(paid.tenge / 100);
      const page = await staffPage('en', staffEmail('en'));
      await page.getByRole('link', { name: 'Daily report' }).click();
      await page.waitForURL(`${site.baseUrl}/a/report`);
      // The default day is yesterday; today's is one click on "Next day".
      await page.getByRole('button', { name: 'Next day' }).click();
      await page.waitForURL(`${site.baseUrl}/a/report?date=${today}`);
      await shown(page.getByRole('heading', { name: 'Daily report', level: 1 }));
      expect(await definition(page.locator('main'), 'Sold').textContent()).toBe(
        String(data.rooms.sold),
      );
      const bank = page.getByRole('row').filter({
        has: page.getByRole('rowheader', { name: 'Bank card online', exact: true }),
      });
      await eventually(() => bank.getByRole('cell').last().textContent()).toBe(
        formatAmount(paid.tenge / 100, 'en'),
      );
      expect(await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
        `/api/reports/day/csv?date=${today}&l=en`,
      );
      // Today is the last day offered.
      expect(await page.getByRole('button', { name: 'Next day' }).isDisabled()).toBe(true);

      await page.emulateMedia({ media: 'print' });
      await hidden(page.getByRole('navigation'));
      await hidden(page.getByRole('button', { name: 'Print' }));
      await shown(page.getByText(`Report of ${dotted(today)}`));
      await page.emulateMedia({ media: 'screen' });

      await page.setViewportSize({ width: 390, height: 844 });
      await shown(page.getByRole('button', { name: 'Print' }));
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);

      await page.getByRole('button', { name: 'Previous day' }).click();
      await page.waitForURL(`${site.baseUrl}/a/report?date=${hotelDate(-1)}`);
    },
  );
});
