import { describe, expect, it } from 'vitest';
import { day } from '../test/clock';
import { dragBarEnd, paidBooking } from './staff-session';
import { dotted, eventually, shown } from './ui';
import {
  ROOM,
  cell,
  exposeByApi,
  notice,
  openCalendar,
  page,
  site,
  stateOf,
} from './staff-calendar-setup';

/** The calendar's caption: the window's first and last day. */
const caption = (from: number) =>
  `Online availability of the rooms from ${dotted(day(from))} to ${dotted(day(from + 19))}`;

/** A guest's paid stay in the spec's room, `nights` from day `from`; its book number. */
async function paidStay(email: string, from: number, nights: number): Promise<number> {
  const { bookNumber } = await paidBooking(site, email, {
    typeId: ROOM.room_types_id,
    from,
    nights,
  });
  return bookNumber;
}

/** The dialog that asks for a booking's new dates, named for the booking and the spec's room. */
const newDatesDialog = (bookNumber: number) =>
  page.getByRole('dialog', {
    name: `New dates: booking No. ${bookNumber}, room ${ROOM.room_number}`,
  });

describe('the calendar as a tape chart', () => {
  it('pages by week, jumps to a date and comes back to today, the URL keeping the window', async () => {
    await openCalendar('en');
    const pager = page.getByRole('group', { name: 'Calendar period' });
    await pager.getByRole('button', { name: 'Week ahead →' }).click();
    await shown(page.getByText(caption(7)));
    expect(new URL(page.url()).searchParams.get('from')).toBe(day(7));

    await pager.getByLabel('From date').fill(day(30));
    await shown(page.getByText(caption(30)));
    expect(new URL(page.url()).searchParams.get('from')).toBe(day(30));

    // A link keeps the window: the loader asks for it before the screen shows.
    await page.goto(`${site.baseUrl}/a/rooms/online?from=${day(14)}`);
    await shown(page.getByText(caption(14)));
    await page
      .getByRole('group', { name: 'Calendar period' })
      .getByRole('button', { name: '← Week back' })
      .click();
    await shown(page.getByText(caption(7)));

    await page
      .getByRole('group', { name: 'Calendar period' })
      .getByRole('button', { name: 'Today' })
      .click();
    await shown(page.getByText(caption(0)));
    expect(new URL(page.url()).searchParams.has('from')).toBe(false);

    // The grid's keyboard still moves its one tab stop.
    await cell(0).click();
    await page.keyboard.press('ArrowRight');
    expect(await cell(1).evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('extends a stay by its bar’s right edge, after showing the price difference', async () => {
    await exposeByApi(2, 9);
    const bookNumber = await paidStay('tape-chart@example.com', 2, 2);
    await openCalendar('en');
    await eventually(() => stateOf(3)).toBe('paid');

    await dragBarEnd(page, ROOM.room_number, 3, 5);

    const dialog = await shown(newDatesDialog(bookNumber));
    await shown(dialog.getByText(`from ${dotted(day(2))} to ${dotted(day(6))} (4 nights)`));
    await shown(dialog.getByText(/more to pay$/));
    await dialog.getByRole('button', { name: 'Change the dates' }).click();

    await eventually(() => notice().textContent()).toBe('The booking dates were changed');
    await eventually(() => stateOf(5)).toBe('paid');
    expect(await stateOf(6)).not.toBe('paid');
  });

  it('shortens a stay by keyboard, from its menu, after showing the money given back', async () => {
    await exposeByApi(12, 18);
    const bookNumber = await paidStay('tape-keys@example.com', 12, 3);
    await openCalendar('en');
    await eventually(() => stateOf(12)).toBe('paid');

    // The focus on the stay's first night, then keys only: the menu, its item, the date field.
    await cell(11).click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+F10');
    await page.getByRole('menuitem', { name: 'Change dates…' }).press('Enter');
    const dialog = await shown(newDatesDialog(bookNumber));
    await dialog.getByLabel('Check-out').fill(day(14));
    await shown(dialog.getByText(`from ${dotted(day(12))} to ${dotted(day(14))} (2 nights)`));
    await shown(dialog.getByText(/back to the guest$/));
    await dialog.getByRole('button', { name: 'Change the dates' }).click();

    await eventually(() => notice().textContent()).toBe('The booking dates were changed');
    await eventually(() => stateOf(14)).not.toBe('paid');
    expect(await stateOf(13)).toBe('paid');
  });

  it('takes nights off online sale, splitting a window, then the room out of order, from the menus', async () => {
    // Days 22 to 28, past the other tests' stays: the window opens on day 20, cell n is day 20 + n.
    await exposeByApi(22, 28);
    await openCalendar('en');
    await page
      .getByRole('group', { name: 'Calendar period' })
      .getByLabel('From date')
      .fill(day(20));
    await shown(page.getByText(caption(20)));
    await eventually(() => stateOf(4)).toBe('for_online');

    await cell(4).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Take nights off online sale…' }).click();
    const closing = await shown(
      page.getByRole('dialog', { name: `Room ${ROOM.room_number}: take nights off online sale` }),
    );
    await closing.getByLabel('To (check-out day)').fill(day(26));
    await closing.getByRole('button', { name: 'Take off sale' }).click();
    await eventually(() => stateOf(4)).toBe('free');
    // The window is split: the nights on either side stay on sale.
    expect(await Promise.all([3, 4, 5, 6].map(stateOf))).toEqual([
      'for_online',
      'free',
      'free',
      'for_online',
    ]);

    await cell(4).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Out of order…' }).click();
    const repairs = await shown(
      page.getByRole('dialog', { name: `Room ${ROOM.room_number}: out of order` }),
    );
    await repairs.getByRole('button', { name: 'Take out of sale' }).click();
    await shown(repairs.getByText('Give a reason.'));
    await repairs.getByLabel('Reason (repairs and the like)').fill('Air conditioning repairs');
    await repairs.getByRole('button', { name: 'Take out of sale' }).click();
    await eventually(() => stateOf(4)).toBe('out_of_order');
    expect(await cell(4).getAttribute('aria-label')).toContain('Air conditioning repairs');
  });
});
