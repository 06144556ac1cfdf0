import { readFile } from 'node:fs/promises';
import { translate } from '@hotel/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { GUEST } from '../services/test/guest';
import { day, dotted } from '../test/clock';
import { startSite } from './browser';
import {
  csvRows,
  deskContext,
  loneClosedRoom,
  openRoomOnline,
  paidBooking,
  tengeOf,
} from './staff-session';
import { eventually, hidden, hydrated, screenshotIfFailed, shown } from './ui';

// The front desk's day at /a: a paid guest arriving today is checked in on a phone, then checked
// out on a desk from the day they were due to leave, the extra on their folio taken first.
const { site, browser } = await startSite();
const staff = await site.session(2, 'today-e2e@example.com');
const ROOM = await loneClosedRoom(site);
await openRoomOnline(site, staff.cookie, ROOM.id, 0, 5);
const booking = await paidBooking(site, 'today-guest@example.com', {
  typeId: ROOM.room_types_id,
  from: 0,
  nights: 3,
});

let context: BrowserContext;
let page: Page;

afterEach(async ({ task }) => {
  await screenshotIfFailed(task, page);
  await context.close();
});

async function openToday(viewport: { width: number; height: number }, search = '') {
  context = await deskContext(site, browser, staff.token, { viewport });
  page = await context.newPage();
  await page.goto(`${site.baseUrl}/a${search}`);
  await hydrated(page);
  await shown(page.getByRole('heading', { level: 1, name: 'Today' }));
}
const heading = (name: string) => page.getByRole('heading', { level: 2, name });

describe("the front desk's day", () => {
  it('checks an arrival in on a phone: the booking moves to in house, nothing scrolls sideways', async () => {
    await openToday({ width: 390, height: 844 });
    await shown(heading('Arrivals: 1'));
    const arrivals = page.getByRole('region', { name: 'Arrivals: 1' });
    await shown(arrivals.getByText(String(booking.bookNumber), { exact: true }));
    await shown(arrivals.getByText(booking.roomNumber, { exact: false }));
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await arrivals.getByRole('button', { name: 'Check in' }).click();
    await shown(page.getByRole('status').filter({ hasText: translate('en', 'booking.checkedIn') }));
    await shown(heading('Arrivals: 0'));
    await shown(heading('In house: 1'));
  });

  it('downloads a list as the CSV of the rows shown, and prints the three lists alone', async () => {
    await openToday({ width: 1440, height: 900 });
    const inHouse = page.getByRole('region', { name: 'In house: 1' });
    await shown(inHouse);
    const cells = await inHouse.getByRole('row').nth(1).getByRole('cell').allTextContents();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      inHouse.getByRole('link', { name: 'Download CSV: guests in house' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`in_house_${day(0)}.csv`);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = csvRows(text.slice(1));
    expect(header).toEqual([
      'Booking',
      'Room',
      'Room type',
      'Guests',
      'Check-in',
      'Check-out',
      'Balance (TMT)',
    ]);
    const [roomType] = await site.db.sql<{ name: { en: string } }[]>`
      select name from room_types where id = ${ROOM.room_types_id}`;
    const typeName = roomType?.name.en ?? '';
    // The screen's row: number, guest, room with its type, stay, balance.
    expect(rows).toEqual([
      [
        String(booking.bookNumber),
        booking.roomNumber,
        typeName,
        GUEST.full_name,
        day(0),
        day(3),
        '0.00',
      ],
    ]);
    expect(cells.slice(0, 3)).toEqual([
      String(booking.bookNumber),
      GUEST.full_name,
      `${booking.roomNumber} ${typeName}`,
    ]);
    expect(tengeOf(rows[0]?.[6] ?? '')).toBe(tengeOf(cells[4] ?? ''));

    await page.emulateMedia({ media: 'print' });
    await hidden(page.getByRole('navigation', { name: 'Staff sections' }));
    await hidden(page.getByRole('combobox', { name: 'Find a booking' }));
    await hidden(page.getByRole('button', { name: 'Print' }));
    await hidden(page.getByRole('link', { name: /^Download CSV/ }).first());
    await shown(heading('Arrivals: 0'));
    await shown(heading('Departures: 0'));
    await shown(heading('In house: 1'));
    await shown(page.getByText(`Front desk day: ${dotted(day(0))}`));
    await page.emulateMedia({ media: 'screen' });
    await shown(page.getByRole('button', { name: 'Print' }));
    await shown(page.getByRole('navigation', { name: 'Staff sections' }));
  });

  it('takes the balance due before the check-out of a departure', async () => {
    const charged = await site.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/charges`,
      headers: { cookie: staff.cookie },
      payload: { description: 'Restaurant', amount: 150 },
    });
    expect(charged.statusCode, charged.body).toBe(200);
    await openToday({ width: 1440, height: 900 }, `?date=${day(3)}`);
    await shown(heading('Departures: 1'));
    await page
      .getByRole('region', { name: 'Departures: 1' })
      .getByRole('button', { name: 'Check out' })
      .click();
    const settle = await shown(page.getByRole('dialog', { name: /^Payment before departure/ }));
    await shown(settle.getByText(/Due on the folio: 150/));
    const continueButton = settle.getByRole('button', { name: 'Check out', exact: true });
    expect(await continueButton.isDisabled()).toBe(true);
    const payment = settle
      .locator('form')
      .filter({ has: page.getByRole('heading', { name: 'Take a payment' }) });
    await payment.getByLabel('Amount, TMT').fill('150');
    await payment.getByRole('button', { name: 'Record the payment' }).click();
    await shown(settle.getByText('The folio is settled.'));
    await eventually(() => continueButton.isDisabled()).toBe(false);
    await continueButton.click();
    const checkout = await shown(page.getByRole('dialog', { name: /^Check-out: booking No\./ }));
    await checkout.getByRole('button', { name: 'Check out', exact: true }).click();
    await hidden(checkout);
    await shown(heading('Departures: 0'));
  });
});
