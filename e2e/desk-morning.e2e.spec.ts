import { STAFF_ROLE_IDS, tmtToTenge, type FolioView } from '@hotel/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { at, day, dotted } from '../test/clock';
import { singleFreeRoom } from '../services/test/guest';
import { trpcMutation } from '../services/test/trpc-requests';
import { startSite } from './browser';
import { axeViolations } from './screens';
import {
  calendarCell,
  deskContext,
  dragBarEnd,
  loneClosedRoom,
  openRoomOnline,
  paidBooking,
} from './staff-session';
import { definition, eventually, hidden, hydrated, screenshotIfFailed, shown } from './ui';

/*
 * The desk's morning, one person after another as the day goes: reception finds an arriving guest
 * by a Cyrillic surname, checks them in from Today, stretches their stay on the tape chart; a
 * housekeeper on a phone marks clean the room last night's guests left; the desk's calendar,
 * open all along in another browser, drops the room's "dirty" mark at once, through the event
 * stream: the screens' polling (every 10 s) is far too slow for the two seconds allowed.
 */
const { site, browser } = await startSite();

/**
 * The lone room reception will work with, open online from two days ago; and a room the real
 * check-out left dirty this morning: guests arrived in it two days ago and left today.
 */
async function setUpTheNight() {
  site.setNow(at(-2, '10:00'));
  const desk = await site.session(STAFF_ROLE_IDS.reception, 'desk-morning-night@example.com');
  const lone = await loneClosedRoom(site);
  await openRoomOnline(site, desk.cookie, lone.id, -2, 8);
  const { typeId } = await singleFreeRoom(site, day(-2), day(0));
  const left = await paidBooking(site, 'desk-morning-left@example.com', {
    typeId,
    from: -2,
    nights: 2,
  });
  site.setNow(at(-2, '15:00'));
  const checkedIn = await trpcMutation(site, desk.cookie, 'staffBookings.checkIn', {
    id: left.id,
  });
  expect(checkedIn.statusCode, checkedIn.body).toBe(200);
  site.setNow(at(0, '10:00'));
  const checkedOut = await trpcMutation(site, desk.cookie, 'staffBookings.checkOut', {
    id: left.id,
    departedOn: day(0),
    refundTenge: 0,
  });
  expect(checkedOut.statusCode, checkedOut.body).toBe(200);
  return { room: lone, dirtyRoom: left.roomNumber };
}

const { room: ROOM, dirtyRoom: DIRTY_ROOM } = await setUpTheNight();
const reception = await site.session(STAFF_ROLE_IDS.reception, 'desk-morning@example.com');
const housekeeper = await site.session(
  STAFF_ROLE_IDS.housekeeping,
  'desk-morning-maid@example.com',
);
const arrival = await paidBooking(site, 'desk-morning-guest@example.com', {
  typeId: ROOM.room_types_id,
  from: 0,
  nights: 3,
  guestName: 'Берды Аннаев',
});

let contexts: BrowserContext[] = [];
let pages: Page[] = [];

afterEach(async ({ task }) => {
  for (const [index, page] of pages.entries())
    await screenshotIfFailed({ ...task, name: `${task.name} ${index}` }, page);
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
  pages = [];
});

/** A staff member's page in a fresh context (the CSP bypassed for axe's inline script). */
async function staffPage(token: string, viewport: { width: number; height: number }) {
  const context = await deskContext(site, browser, token, {
    viewport,
    bypassCSP: true,
    hasTouch: viewport.width < 600,
  });
  contexts.push(context);
  const page = await context.newPage();
  pages.push(page);
  return page;
}

/** Keeps on `window` the topics the page's event stream has brought, to tell them from polling. */
async function recordStreamedTopics(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.EventSource;
    const seen: string[] = [];
    Object.assign(window, { streamedTopics: seen });
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener('change', (event) => {
          seen.push(
            String((JSON.parse((event as MessageEvent<string>).data) as { topic?: unknown }).topic),
          );
        });
      }
    };
  });
}

const streamedTopics = (page: Page) =>
  page.evaluate(() => (window as unknown as { streamedTopics: string[] }).streamedTopics);

describe("the desk's morning", () => {
  it(
    'finds, checks in and extends a guest, and sees at once the room a housekeeper cleaned',
    { timeout: 120_000 },
    async () => {
      const desk = await staffPage(reception.token, { width: 1440, height: 900 });
      await recordStreamedTopics(desk);
      await desk.goto(`${site.baseUrl}/a/bookings`);
      await hydrated(desk);

      // 1. The surname typed in capitals finds the booking; the keyboard opens it.
      const box = await shown(desk.getByRole('combobox', { name: 'Find a booking' }));
      await box.fill('АННАЕВ');
      const found = desk.getByRole('listbox', { name: 'Bookings found' }).getByRole('option');
      await shown(found.first());
      expect(await found.allTextContents()).toEqual([
        expect.stringContaining(`No. ${arrival.bookNumber}`),
      ]);
      expect(await found.first().textContent()).toContain('Берды Аннаев');
      await box.press('ArrowDown');
      await box.press('Enter');
      const card = await shown(
        desk.getByRole('dialog', { name: `Booking No. ${arrival.bookNumber}` }),
      );
      expect(await card.textContent()).toContain('Берды Аннаев');
      await card.getByRole('button', { name: 'Cancel', exact: true }).click();
      await hidden(card);

      // 2. Today: the arrival is checked in and moves to the guests in house.
      await desk
        .getByRole('navigation', { name: 'Staff sections' })
        .getByRole('link', { name: 'Today', exact: true })
        .click();
      await shown(desk.getByRole('heading', { level: 1, name: 'Today' }));
      const arrivals = await shown(desk.getByRole('region', { name: 'Arrivals: 1' }));
      await shown(arrivals.getByText(String(arrival.bookNumber), { exact: true }));
      expect(await axeViolations(desk)).toEqual([]);
      await arrivals.getByRole('button', { name: 'Check in' }).click();
      await shown(desk.getByRole('heading', { level: 2, name: 'Arrivals: 0' }));
      const inHouse = await shown(desk.getByRole('region', { name: 'In house: 1' }));
      await shown(inHouse.getByText(String(arrival.bookNumber), { exact: true }));

      // 3. The calendar: the bar's right edge dragged a night further, the difference read first.
      await desk
        .getByRole('navigation', { name: 'Staff sections' })
        .getByRole('link', { name: 'Calendar', exact: true })
        .click();
      const cell = (n: number) => calendarCell(desk, ROOM.room_number, n);
      await eventually(() => cell(2).getAttribute('data-state')).toBe('reception');
      await dragBarEnd(desk, ROOM.room_number, 2, 3);
      const dialog = await shown(
        desk.getByRole('dialog', {
          name: `New dates: booking No. ${arrival.bookNumber}, room ${ROOM.room_number}`,
        }),
      );
      await shown(dialog.getByText(`from ${dotted(day(0))} to ${dotted(day(4))} (4 nights)`));
      const difference = definition(dialog, 'Difference');
      await shown(difference.getByText(/more to pay$/));
      const more = tmtToTenge(((await difference.textContent()) ?? '').replace(/[^\d.]/g, ''));
      expect(more).toBeGreaterThan(0);
      await dialog.getByRole('button', { name: 'Change the dates' }).click();
      await hidden(dialog);
      await eventually(() => cell(3).getAttribute('data-state')).toBe('reception');
      expect(await cell(4).getAttribute('data-state')).toBe('for_online');
      const folio = await site.app.inject({
        method: 'GET',
        url: `/api/bookings/${arrival.id}/folio`,
        headers: { cookie: reception.cookie },
      });
      // What the dialog said is what the guest now owes.
      expect(folio.statusCode, folio.body).toBe(200);
      expect(tmtToTenge((folio.json() as { data: FolioView }).data.balance)).toBe(more);

      // 4. The housekeeper's phone: the room left this morning is marked clean with a tap.
      const dirtyRow = desk.getByRole('rowheader', { name: new RegExp(`^${DIRTY_ROOM},`) });
      expect(await dirtyRow.getAttribute('aria-label')).toMatch(/Housekeeping: Dirty$/);
      const phone = await staffPage(housekeeper.token, { width: 390, height: 844 });
      await recordStreamedTopics(phone);
      await phone.goto(`${site.baseUrl}/a`);
      await phone.waitForURL(`${site.baseUrl}/a/housekeeping`);
      await shown(phone.getByRole('heading', { level: 1, name: 'Housekeeping' }));
      await phone.getByRole('button', { name: 'Dirty (1)' }).tap();
      const tap = await shown(phone.getByRole('button', { name: `Room ${DIRTY_ROOM}: Cleaned` }));
      expect(await axeViolations(phone)).toEqual([]);
      await tap.tap();

      // 5. The desk's calendar follows, told by the event stream (its topic arrived). How soon
      // is measured by e2e/live-screens-profile.ts, not asserted on a shared machine's clock.
      await desk.waitForFunction(
        (number) =>
          Array.from(document.querySelectorAll('th[scope="row"]')).some((row) => {
            const label = row.getAttribute('aria-label') ?? '';
            return label.startsWith(`${number},`) && !label.includes('Housekeeping');
          }),
        DIRTY_ROOM,
        { timeout: 9000, polling: 'raf' },
      );
      expect(await streamedTopics(desk)).toContain('room_housekeeping');
      await shown(phone.getByText(`Room ${DIRTY_ROOM}: the housekeeping state is saved`));
      // The housekeeper's list is live too: their own stream told it of the change.
      await eventually(() => streamedTopics(phone)).toContain('room_housekeeping');
    },
  );
});
