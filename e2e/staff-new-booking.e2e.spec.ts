import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { day } from '../test/clock';
import { startSite } from './browser';
import { axeViolations } from './screens';
import { calendarCell, deskContext, loneClosedRoom } from './staff-session';
import { dotted, eventually, shown, screenshotIfFailed } from './ui';

/*
 * A booking taken by staff over the phone, driven through the calendar as
 * reception would: a range chosen on a room closed to online booking, "New booking" from the
 * cell menu, the guest's details, a promo code the guest gave (an unknown one first: its reason
 * shows and what was typed stays), paid in cash; the nights turn paid, the booking keeps the code,
 * and the bookings list shows the booking with its channel, the staff member and the method.
 */
const { site, browser } = await startSite();
const STAFF_EMAIL = 'phone-desk@example.com';
const staff = await site.session(2, STAFF_EMAIL);
const ROOM = await loneClosedRoom(site);
const createdCode = await site.app.inject({
  method: 'POST',
  url: '/api/promo-codes?l=en',
  headers: { cookie: staff.cookie },
  payload: { code: 'DESK50', amount: 50, arrival_from: day(1), arrival_to: day(30) },
});
expect(createdCode.statusCode, createdCode.body).toBe(200);
/** The total the price line says, in teňňe ("To pay: 1,760.00 TMT …"). */
const totalOf = (text: string | null): number =>
  Math.round(Number(/^To pay: ([\d,.]+) TMT/.exec(text ?? '')?.[1]?.replace(/,/g, '')) * 100);

let context: BrowserContext;
let page: Page;

afterEach(async ({ task }) => {
  await screenshotIfFailed(task, page);
  await context.close();
});

describe('a phone booking taken at the calendar', () => {
  it('books free nights of a room closed online, paid in cash, and lists it as a phone booking by the staff member', async () => {
    // axe is injected as an inline script, which the site's CSP rightly refuses.
    context = await deskContext(site, browser, staff.token, { bypassCSP: true });
    page = await context.newPage();
    await page.goto(`${site.baseUrl}/a/rooms/online`);
    await shown(page.getByRole('heading', { level: 1, name: 'Online availability calendar' }));

    await calendarCell(page, ROOM.room_number, 5).click();
    await calendarCell(page, ROOM.room_number, 7).click({ button: 'right' });
    await page
      .getByRole('menuitem', { name: `New booking from ${dotted(day(5))} to ${dotted(day(7))}…` })
      .click();
    const dialog = await shown(
      page.getByRole('dialog', { name: `New booking: room ${ROOM.room_number}` }),
    );
    await dialog.getByLabel('Full name').fill('Merdan Orazow');
    await dialog.getByLabel('Passport series').selectOption('AS');
    await dialog.getByLabel('Passport number (6 digits)').fill('654321');
    // The price of the two nights shows before saving; the phone number is asked for a phone booking.
    await eventually(() => dialog.locator('.new-booking__price').textContent()).toMatch(
      /^To pay: [\d\s.,]+ TMT \(nights: 2, booking fee [\d\s.,]+ TMT\)$/,
    );
    const price = dialog.locator('.new-booking__price');
    const before = totalOf(await price.textContent());

    // A code the hotel never made: the server's reason shows in place of the price, nothing typed is lost.
    const promo = dialog.getByRole('textbox', { name: 'Promo code' });
    await promo.fill('NOSUCH');
    await promo.press('Enter');
    await eventually(() => price.textContent()).toBe(
      'There is no promo code NOSUCH: check how it is spelt',
    );
    expect(await dialog.getByLabel('Full name').inputValue()).toBe('Merdan Orazow');
    await promo.fill('desk50');
    await promo.press('Enter');
    await eventually(() => price.textContent()).toMatch(/; including promo code DESK50: −50 TMT$/);
    expect(totalOf(await price.textContent())).toBe(before - 50_00);

    await dialog.getByLabel('Guest’s phone number').fill('+993 65 654321');
    await dialog.getByLabel('Guest’s e-mail', { exact: true }).fill('merdan@example.com');
    await dialog.getByLabel('Language of the guest’s e-mails').selectOption('tm');
    await dialog.getByRole('radio', { name: 'Phone' }).check();
    await dialog.getByRole('radio', { name: 'Cash at reception' }).check();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Book' }).click();

    const status = page.locator('.calendar__notice').getByRole('status');
    await eventually(() => status.textContent()).toMatch(
      /^Booking \d+ placed and paid at reception$/,
    );
    const bookNumber = Number(/\d+/.exec((await status.textContent()) ?? '')?.[0]);
    await eventually(() =>
      Promise.all(
        [4, 5, 6, 7].map((n) => calendarCell(page, ROOM.room_number, n).getAttribute('data-state')),
      ),
    ).toEqual(['free', 'paid', 'paid', 'free']);
    const [booked] = await site.db.sql<{ code: string | null }[]>`
      select price->'promoCode'->>'code' as code from bookings where book_number = ${bookNumber}`;
    expect(booked?.code).toBe('DESK50');

    await page.goto(`${site.baseUrl}/a/bookings`);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: String(bookNumber), exact: true }) });
    await shown(row);
    expect(await row.textContent()).toContain(`Phone+993 65 654321, by ${STAFF_EMAIL}, cash`);
  });
});
