import type { StaffRole } from '@hotel/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ru as staff } from '../client/src/routes/a/-staff/i18n';
import { startSite } from './browser';
import { calendarCell, loneClosedRoom, staffPages } from './staff-session';
import { shown } from './ui';

/*
 * A screen offers a role only the changes the server takes from it (contracts' STAFF_ACCESS):
 * the accountant and reception read the options, the room types, the rooms, the clients and the
 * reviews, but only the manager changes them, so they see the values with no form to fill in
 * and no button the server would refuse with 403 after they typed.
 */
const { site, browser } = await startSite();
const staffPage = staffPages(site, browser);

// A review waiting for a decision, so the reviews screen has one to decide on.
const guest = await site.session(1, 'read-only-reviewer@example.com');
const posted = await site.app.inject({
  method: 'POST',
  url: '/trpc/reviews.post',
  headers: { cookie: guest.cookie },
  payload: { rating: 5, author: 'Aman', text: 'A quiet room and a kind welcome at the desk.' },
});
if (posted.statusCode !== 200) throw new Error(`the review was refused: ${posted.body}`);

/**
 * Opens a staff screen by its address and waits for its heading and for the menu, which shows
 * once the person's role is known: what the screen offers is then the role's.
 */
async function openScreen(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(`${site.baseUrl}${path}`);
  await shown(page.getByRole('heading', { level: 1, name: heading, exact: true }));
  await shown(page.getByRole('navigation').getByRole('link', { name: staff.nav.bookings }));
}

/** How many buttons whose accessible name starts with `text` the page shows. */
const buttonsNamed = (page: Page, text: string) =>
  page.getByRole('button', { name: new RegExp(`^${text}`) }).count();

/** What each screen offers that changes it: the controls a reader must not be given. */
async function changeControls(page: Page) {
  await openScreen(page, '/a/settings', staff.settings.title);
  await shown(page.getByRole('heading', { name: staff.settings.payments, exact: true }));
  const paymentSwitch = page.getByRole('checkbox', { name: staff.settings.field.payment_system });
  const settings = {
    save: await buttonsNamed(page, staff.settings.save),
    reset: await buttonsNamed(page, staff.settings.reset),
    switchEnabled: await paymentSwitch.isEnabled(),
    hints: (await page.locator('.settings-form .form-hint').allTextContents()).sort(),
  };

  await openScreen(page, '/a/rooms/types', staff.roomTypes.title);
  await shown(page.getByRole('cell').first());
  const roomTypes = {
    add: await buttonsNamed(page, staff.roomTypes.add),
    edit: await buttonsNamed(page, staff.roomTypes.edit),
  };

  await openScreen(page, '/a/rooms', staff.rooms.title);
  await shown(page.getByRole('cell').first());
  const rooms = {
    add: await buttonsNamed(page, staff.rooms.add),
    edit: await buttonsNamed(page, staff.rooms.edit),
  };

  await openScreen(page, '/a/clients', staff.clients.title);
  await shown(page.getByRole('cell').first());
  const clients = { edit: await buttonsNamed(page, staff.clients.edit) };

  await openScreen(page, '/a/reviews', staff.reviews.title);
  await shown(page.getByText('A quiet room and a kind welcome at the desk.'));
  const reviews = {
    approve: await buttonsNamed(page, staff.reviews.decide.approved),
    reject: await buttonsNamed(page, staff.reviews.decide.rejected),
  };

  // Staff accounts are the manager's alone, to read too: the menu does not lead there.
  await openScreen(page, '/a/staff-accounts', staff.team.title);
  const team = { create: await buttonsNamed(page, staff.team.add.submit) };
  return { settings, roomTypes, rooms, clients, reviews, team };
}

/** The hints under the options' fields: what they mean to a reader, or what a manager types. */
const hints = (role: 'reader' | 'manager') =>
  Object.entries(role === 'reader' ? staff.settings.readHint : staff.settings.field)
    .filter(([key]) => role === 'reader' || key.endsWith('Hint'))
    .map(([, text]) => text)
    .sort();

const NONE = {
  settings: { save: 0, reset: 0, switchEnabled: false },
  roomTypes: { add: 0, edit: 0 },
  rooms: { add: 0, edit: 0 },
  clients: { edit: 0 },
  reviews: { approve: 0, reject: 0 },
  team: { create: 0 },
};

describe('the screens a role reads but may not change', () => {
  it.each(['accountant', 'reception'] as const satisfies readonly StaffRole[])(
    'offer the %s the values with no save, add, edit or decision',
    { timeout: 90_000 },
    async (role) => {
      const page = await staffPage('ru', `read-only-${role}@example.com`, role);
      // The options' hints describe what a value means; what to type is the manager's to read.
      expect(await changeControls(page)).toEqual({
        ...NONE,
        settings: { ...NONE.settings, hints: hints('reader') },
      });
    },
  );

  it('offer the manager every change', { timeout: 90_000 }, async () => {
    const page = await staffPage('ru', 'read-only-manager@example.com', 'manager');
    const offered = await changeControls(page);
    expect(offered.settings).toEqual({
      save: 1,
      reset: 1,
      switchEnabled: true,
      hints: hints('manager'),
    });
    expect(offered.roomTypes.add).toBe(1);
    expect(offered.roomTypes.edit).toBeGreaterThan(0);
    expect(offered.rooms.add).toBe(1);
    expect(offered.rooms.edit).toBeGreaterThan(0);
    expect(offered.clients.edit).toBeGreaterThan(0);
    expect(offered.team.create).toBe(1);
    expect(offered.reviews).toEqual({ approve: 1, reject: 1 });
  });

  it(
    'offer the accountant on the calendar no choosing of nights and no empty menu',
    { timeout: 60_000 },
    async () => {
      const room = await loneClosedRoom(site);
      const page = await staffPage('ru', 'read-only-calendar@example.com', 'accountant');
      await openScreen(page, '/a/rooms/online', staff.calendar.title);
      await shown(page.getByText(staff.calendar.introRead, { exact: true }));
      expect(await page.getByText(staff.calendar.intro, { exact: true }).count()).toBe(0);
      // A free night holds nothing an accountant may do: no menu opens on it.
      await calendarCell(page, room.room_number, 3).click({ button: 'right' });
      expect(await page.getByRole('menu').count()).toBe(0);
    },
  );

  it.each([
    ['reception', 0],
    ['accountant', 1],
  ] as const)(
    'show the %s %i button(s) reconciling the ledger with the bank',
    { timeout: 60_000 },
    async (role, offered) => {
      const page = await staffPage('ru', `read-only-ledger-${role}@example.com`, role);
      await openScreen(page, '/a/ledger', staff.ledger.title);
      expect(await buttonsNamed(page, staff.ledger.reconcile.run)).toBe(offered);
    },
  );

  it('offer housekeeping no search of bookings, which they may not read', async () => {
    const page = await staffPage('ru', 'read-only-housekeeping@example.com', 'housekeeping');
    await shown(page.getByRole('heading', { level: 1, name: staff.housekeeping.title }));
    await shown(page.getByRole('navigation').getByRole('link', { name: staff.nav.housekeeping }));
    expect(await page.getByRole('combobox', { name: staff.bookingSearch.label }).count()).toBe(0);
  });
});
