import { translate } from '@hotel/contracts';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { at, day } from '../test/clock';
import { startSite } from './browser';
import { trpcMutation } from '../services/test/trpc-requests';
import {
  calendarCell,
  deskContext,
  loneClosedRoom,
  openRoomOnline,
  paidBooking,
} from './staff-session';
import { dotted, eventually, hidden, screenshotIfFailed, shown } from './ui';

// Reception's check-in and early check-out from the availability calendar.
const { site, browser } = await startSite();
const staff = await site.session(2, 'front-desk-e2e@example.com');
const ROOM = await loneClosedRoom(site);

let context: BrowserContext;
let page: Page;

afterEach(async ({ task }) => {
  await screenshotIfFailed(task, page);
  await context.close();
});

async function openCalendar(): Promise<void> {
  context = await deskContext(site, browser, staff.token);
  page = await context.newPage();
  await page.goto(`${site.baseUrl}/a/rooms/online`);
  await shown(page.getByRole('heading', { level: 1, name: 'Online availability calendar' }));
  await shown(page.getByRole('gridcell').first());
}

const cell = (n: number): Locator => calendarCell(page, ROOM.room_number, n);
const stateOf = (n: number) => cell(n).getAttribute('data-state');
const notice = () => page.locator('.calendar__notice');

describe('check-in and early departure on the calendar', () => {
  it('checks a paid booking in, then out a day early: the remaining nights are open online again', async () => {
    await openRoomOnline(site, staff.cookie, ROOM.id, 0, 5);
    const { bookNumber } = await paidBooking(site, 'front-desk-guest@example.com', {
      typeId: ROOM.room_types_id,
      from: 0,
      nights: 3,
    });

    await openCalendar();
    await eventually(() => stateOf(0)).toBe('paid');
    await cell(0).click({ button: 'right' });
    await (await shown(page.getByRole('menu'))).getByRole('menuitem', { name: 'Check in' }).click();
    await hidden(page.getByRole('menu'));
    await eventually(() => notice().getByRole('status').textContent()).toBe(
      translate('en', 'booking.checkedIn'),
    );
    await eventually(() => Promise.all([0, 1, 2].map(stateOf))).toEqual([
      'reception',
      'reception',
      'reception',
    ]);
    await context.close();

    // The next morning at the hotel: the guests leave, two nights before their booked check-out.
    site.setNow(at(1, '10:00'));
    await openCalendar();
    await eventually(() => Promise.all([0, 1, 2, 3].map(stateOf))).toEqual([
      'reception',
      'reception',
      'for_online',
      'for_online',
    ]);
    await cell(0).click({ button: 'right' });
    const menu = await shown(page.getByRole('menu'));
    // Only check-out: the guests are in already.
    expect(await menu.getByRole('menuitem', { name: 'Check in' }).count()).toBe(0);
    await menu.getByRole('menuitem', { name: 'Check out…' }).click();
    const dialog = await shown(
      page.getByRole('dialog', {
        name: `Check-out: booking No. ${bookNumber}, room ${ROOM.room_number}`,
      }),
    );
    expect(await dialog.getByLabel('Departure date').inputValue()).toBe(day(1));
    expect(await dialog.textContent()).toContain(`Leaving before ${dotted(day(3))}`);
    await dialog.getByLabel('Return to the guest, TMT').fill('abc');
    await dialog.getByRole('button', { name: 'Check out' }).click();
    expect(await (await shown(dialog.getByRole('alert'))).textContent()).toBe(
      'Amount: a number of at least 0 with at most two decimals.',
    );
    await dialog.getByLabel('Return to the guest, TMT').fill('100');
    await dialog.getByRole('button', { name: 'Check out' }).click();
    await hidden(dialog);

    await eventually(() => notice().getByRole('status').textContent()).toBe(
      translate('en', 'booking.checkedOutEarly', { date: dotted(day(1)), amount: 10_000 }),
    );
    await eventually(() => Promise.all([0, 1, 2, 3].map(stateOf))).toEqual([
      'for_online',
      'for_online',
      'for_online',
      'for_online',
    ]);

    // The booking dialog shows the stay's reception steps (the stay ends today: still in the active list).
    await page.goto(`${site.baseUrl}/a/bookings`);
    await page.getByRole('button', { name: `Edit booking No. ${bookNumber}` }).click();
    const booking = await shown(page.getByRole('dialog', { name: `Booking No. ${bookNumber}` }));
    const text = (await booking.textContent()) ?? '';
    expect(text).toContain('Booked check-out');
    expect(text).toContain('To return on departure100 TMT');
    await eventually(() =>
      booking.getByRole('listitem').filter({ hasText: 'Guests checked out' }).count(),
    ).toBe(1);
    // The stay is over: its dates are no longer edited.
    expect(await booking.getByLabel('Check-out').first().getAttribute('readonly')).toBe('');
    expect(await booking.getByRole('button', { name: 'Save' }).count()).toBe(0);
  });

  it('on the arrival day offers the next day as the earliest departure: the first night stays', async () => {
    site.setNow(at(10, '15:00'));
    await openRoomOnline(site, staff.cookie, ROOM.id, 10, 15);
    const { id } = await paidBooking(site, 'arrives-and-leaves@example.com', {
      typeId: ROOM.room_types_id,
      from: 10,
      nights: 3,
    });
    const checkedIn = await trpcMutation(site, staff.cookie, 'staffBookings.checkIn', { id });
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);

    await openCalendar();
    await eventually(() => stateOf(0)).toBe('reception');
    await cell(0).click({ button: 'right' });
    await (
      await shown(page.getByRole('menu'))
    )
      .getByRole('menuitem', { name: 'Check out…' })
      .click();
    const dialog = await shown(page.getByRole('dialog'));
    const departure = dialog.getByLabel('Departure date');
    expect(await departure.inputValue()).toBe(day(11));
    expect(await departure.getAttribute('min')).toBe(day(11));
    expect(await departure.getAttribute('max')).toBe(day(11));
    await dialog.getByRole('button', { name: 'Check out' }).click();
    await hidden(dialog);
    await eventually(() => notice().getByRole('status').textContent()).toBe(
      translate('en', 'booking.checkedOutEarlyNoRefund', { date: dotted(day(11)) }),
    );
    // The night stayed is still the booking's, off sale; the nights after it are on sale again.
    await eventually(() => Promise.all([0, 1, 2].map(stateOf))).toEqual([
      'reception',
      'for_online',
      'for_online',
    ]);
  });
});
