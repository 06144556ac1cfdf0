import type { DayReportView, PoliceReportView } from '@hotel/contracts';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../client/src/lib/format';
import { paidBooking } from './staff-session';
import { logIn, openBookingModal, startIn, STAY } from './screens';
import {
  acknowledge,
  definition,
  dotted,
  eventually,
  hidden,
  hotelDate,
  shown,
  withTimeouts,
} from './ui';
import { asStaff, browser, site, staffEmail, staffPage } from './staff-reports-setup';

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

/*
 * The police registration list in a browser: a guest books a stay for a Russian guest through the
 * website's form; the manager finds the guest on the report screen's second list, with its CSV
 * link, and prints the list alone.
 */
describe('the police registration list', () => {
  it(
    'lists a foreign guest booked through the form and prints the list alone',
    { timeout: 120_000 },
    async () => {
      const context = withTimeouts(
        await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' }),
      );
      await startIn(context, 'en');
      await logIn(site, context);
      const guestPage = await context.newPage();
      await guestPage.goto(`${site.baseUrl}/`);
      const modal = await openBookingModal(guestPage);
      await modal.getByRole('textbox', { name: 'Full name' }).fill('Ivan Petrov');
      const country = modal.getByRole('combobox', { name: 'Citizenship' });
      expect(await country.inputValue()).toBe('TM');
      await country.selectOption('RU');
      await hidden(modal.getByRole('combobox', { name: 'Passport series' }));
      const number = modal.getByRole('textbox', { name: /^Passport number/ });
      await number.pressSequentially('45 09-123456');
      expect(await number.inputValue()).toBe('4509123456');
      await modal.getByRole('button', { name: 'Go to the bank page' }).click();
      expect(await acknowledge(guestPage)).toBe(
        'The room is reserved. Going to the bank payment page…',
      );
      await guestPage.waitForURL(/\/sandbox-bank\//);
      await context.close();

      const night = STAY.checkin;
      const answer = await asStaff(staffEmail('en'), 'GET', `/api/reports/police?date=${night}`);
      const [listed, ...others] = answer.json<{ data: PoliceReportView }>().data;
      expect(others).toEqual([]);
      expect(listed).toMatchObject({
        full_name: 'Ivan Petrov',
        citizenship: 'RU',
        passport: '4509123456',
        checkin: STAY.checkin,
        checkout: STAY.checkout,
      });

      const page = await staffPage('en', staffEmail('en'));
      await page.getByRole('link', { name: 'Daily report' }).click();
      await page.waitForURL(`${site.baseUrl}/a/report`);
      await page.getByRole('link', { name: 'Police registration list' }).click();
      await page.waitForURL(`${site.baseUrl}/a/report?list=police`);
      await shown(page.getByRole('heading', { name: 'Police registration list', level: 1 }));
      await page.goto(`${site.baseUrl}/a/report?date=${night}&list=police`);
      const row = page.getByRole('row').filter({ hasText: 'Ivan Petrov' });
      await shown(row);
      expect(await row.getByRole('cell').allTextContents()).toEqual([
        listed?.room_number,
        String(listed?.book_number),
        'Ivan Petrov',
        'Russia (RU)',
        '4509123456',
        dotted(STAY.checkin),
        dotted(STAY.checkout),
      ]);
      expect(await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
        `/api/reports/police/csv?date=${night}&l=en`,
      );

      await page.emulateMedia({ media: 'print' });
      await hidden(page.getByRole('button', { name: 'Print' }));
      await hidden(page.getByRole('link', { name: 'Download CSV' }));
      await hidden(page.getByRole('link', { name: 'Daily report' }).first());
      await shown(
        page.getByRole('heading', { name: `Foreign guests the night of ${dotted(night)}` }),
      );
      await shown(row);
      await page.emulateMedia({ media: 'screen' });
    },
  );
});
