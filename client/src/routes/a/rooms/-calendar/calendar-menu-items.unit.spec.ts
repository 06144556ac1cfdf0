import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { day } from '../../../../../../test/clock';
import { calendarDays, calendarRows } from './calendar-cells';
import { calendarEntry, fixtureRoom } from './calendar-fixtures';
import { calendarMenuItems, type MenuContext } from './calendar-menu-items';
import type { ChosenCell } from './chosen-cell';

// Room 101, in service and clean.
const room = fixtureRoom(1);
const days = calendarDays(day(0));
const period = { id: 60, room_id: 1, from: day(3), to: day(6), reason: 'Water leak' };
const row = calendarRows([room], [], days, [period]).get(1) ?? [];
const chosen = (at: number, cells = row): ChosenCell => ({
  room,
  day: at,
  cell: cells[at] ?? { state: 'free', entry: null, first: false, last: false },
  element: {} as HTMLElement,
});
const context = (roles: { desk: boolean; manager: boolean }): MenuContext => ({
  t: ((key: string) => key) as unknown as TFunction<'staff'>,
  ...roles,
  actions: { remove: vi.fn(), toggle: vi.fn(), checkIn: vi.fn(), backInService: vi.fn() },
  days,
  today: day(0),
  start: null,
  onNewBooking: vi.fn(),
  onCheckOut: vi.fn(),
  onMove: vi.fn(),
  onChangeDates: vi.fn(),
  onHistory: vi.fn(),
  onOutOfOrder: vi.fn(),
  onCloseOnlineNights: vi.fn(),
});
/** What an item hands on for room 101's night `at`: the room, and the night's dates. */
const nightOf101 = (at: number) => ({
  roomId: 1,
  roomNumber: '101',
  checkin: day(at),
  checkout: day(at + 1),
});
const labels = (at: number, roles: { desk: boolean; manager: boolean }, cells = row) =>
  calendarMenuItems(chosen(at, cells), context(roles)).map((item) => item.label);

describe('the calendar menu’s out-of-order items', () => {
  it('offers a manager "Out of order…" on a free night, from that night', () => {
    const manager = context({ desk: true, manager: true });
    const items = calendarMenuItems(chosen(1), manager);
    expect(items.map((item) => item.label)).toEqual([
      'calendar.newBooking.menu',
      'calendar.outOfOrder.menu',
    ]);
    items[1]?.run();
    expect(manager.onOutOfOrder).toHaveBeenCalledWith(nightOf101(1));
  });

  it('offers reception neither item, and the accountant nothing', () => {
    expect(labels(1, { desk: true, manager: false })).toEqual(['calendar.newBooking.menu']);
    expect(labels(4, { desk: true, manager: false })).toEqual([]);
    expect(labels(1, { desk: false, manager: false })).toEqual([]);
  });

  it('brings the period’s room back into service from its menu', () => {
    const manager = context({ desk: true, manager: true });
    const items = calendarMenuItems(chosen(4), manager);
    expect(items.map((item) => item.label)).toEqual(['calendar.outOfOrder.back']);
    items[0]?.run();
    expect(manager.actions.backInService).toHaveBeenCalledWith(period, '101');
  });
});

describe('the calendar menu’s for-online window items', () => {
  // A for-online window of room 101 over the nights day(2) .. day(8).
  const block = calendarEntry(90, 1, 2, 8);
  const windowRow = calendarRows([room], [block], days, []).get(1) ?? [];

  it('offers a manager "Take nights off online sale…", from the night chosen', () => {
    const manager = context({ desk: true, manager: true });
    const items = calendarMenuItems(chosen(5, windowRow), manager);
    expect(items.map((item) => item.label)).toEqual([
      'calendar.newBooking.menu',
      'calendar.menu.remove',
      'calendar.closeOnline.menu',
      'calendar.menu.history',
    ]);
    items[2]?.run();
    expect(manager.onCloseOnlineNights).toHaveBeenCalledWith(nightOf101(5));
  });

  it('leaves it out of reception’s menu', () => {
    expect(labels(5, { desk: true, manager: false }, windowRow)).not.toContain(
      'calendar.closeOnline.menu',
    );
  });
});
