import type { BookingView } from '@hotel/contracts';
import { describe, expect, it } from 'vitest';
import { day } from '../../../../../../test/clock';
import {
  calendarDays,
  calendarRows,
  cellActions,
  chooseCell,
  columnsOf,
  keepUnchangedRows,
  movable,
} from './calendar-cells';
import { calendarEntry, fixtureRoom } from './calendar-fixtures';
import { moveFocus } from './calendar-navigation';

const room = fixtureRoom;
const entry = calendarEntry;

const days = calendarDays(day(0));
const states = (cells: readonly { state: string }[] | undefined) =>
  cells?.map((cell) => cell.state);

describe('the calendar’s cells', () => {
  it('hatches an out-of-order period’s nights, whose one action brings the room back', () => {
    const period = { id: 60, room_id: 1, from: day(3), to: day(6), reason: 'Water leak' };
    const row = calendarRows([room(1)], [entry(1, 1, 0, 10)], days, [period]).get(1) ?? [];
    expect(states(row.slice(2, 7))).toEqual([
      'for_online',
      'out_of_order',
      'out_of_order',
      'out_of_order',
      'for_online',
    ]);
    expect(row[3]).toMatchObject({ period, entry: null, first: true, last: false });
    expect(row[5]).toMatchObject({ first: false, last: true });
    expect(row[3] && cellActions(row[3])).toEqual(['backInService']);
    // The block's nights on each side are runs of their own.
    expect(row[2]?.last).toBe(true);
    expect(row[6]?.first).toBe(true);
  });

  it('covers 20 days from the hotel’s today', () => {
    expect(days).toHaveLength(20);
    expect(days[0]).toBe(day(0));
    expect(days[19]).toBe(day(19));
  });

  it('colours the nights from check-in up to, not including, check-out, cut to the window', () => {
    const rows = calendarRows([room(1)], [entry(10, 1, -3, 2), entry(11, 1, 18, 40)], days);
    expect(states(rows.get(1))).toEqual([
      'for_online',
      'for_online',
      ...Array<string>(16).fill('free'),
      'for_online',
      'for_online',
    ]);
  });

  it('shows a booking over the block it lies in, paid red, at reception green, unpaid as pending', () => {
    const block = entry(10, 1, 0, 10);
    const rows = calendarRows(
      [room(1)],
      [
        entry(21, 1, 1, 3, { payment_status: 'online', book_number: 1001 }),
        block,
        entry(22, 1, 4, 5, { payment_status: 'online', status: 1, book_number: 1002 }),
        entry(23, 1, 6, 8, { payment_status: 'pending', book_number: 1003 }),
      ],
      days,
    );
    expect(states(rows.get(1)?.slice(0, 11))).toEqual([
      'for_online',
      'paid',
      'paid',
      'for_online',
      'reception',
      'for_online',
      'pending',
      'pending',
      'for_online',
      'for_online',
      'free',
    ]);
    expect(rows.get(1)?.[4]?.entry?.book_number).toBe(1002);
  });

  it('marks where each booking and each piece of a block begins and ends', () => {
    const rows = calendarRows(
      [room(1)],
      [entry(10, 1, 0, 5), entry(21, 1, 2, 4, { payment_status: 'online' })],
      days,
    );
    const ends = rows
      .get(1)
      ?.slice(0, 5)
      .map((cell) => [cell.first, cell.last]);
    expect(ends).toEqual([
      [true, false],
      [false, true],
      [true, false],
      [false, true],
      [true, true],
    ]);
  });

  it('leaves out entries of rooms it does not show and keeps a row for a room with none', () => {
    const rows = calendarRows([room(1), room(2)], [entry(10, 3, 0, 5)], days);
    expect([...rows.keys()]).toEqual([1, 2]);
    expect(rows.get(2)?.every((cell) => cell.state === 'free')).toBe(true);
  });
});

describe('dragging a booking to another room', () => {
  it('drags stays paid or awaiting payment, checked in too; not blocks, free nights, or stays whose guests left', () => {
    const rows = calendarRows(
      [room(1)],
      [
        entry(10, 1, 0, 10),
        entry(21, 1, 1, 2, { payment_status: 'online', book_number: 1001 }),
        entry(22, 1, 2, 3, { payment_status: 'online', status: 1, book_number: 1002 }),
        entry(23, 1, 3, 4, { payment_status: 'pending', book_number: 1003 }),
        entry(24, 1, 4, 5, {
          payment_status: 'online',
          status: 1,
          book_number: 1004,
          checked_out_at: `${day(5)}T10:00:00+05:00`,
        }),
      ],
      days,
    );
    // Night 10 is free, after the block.
    expect(rows.get(1)?.slice(0, 11).map(movable)).toEqual([
      false,
      true,
      true,
      true,
      false,
      ...Array<boolean>(6).fill(false),
    ]);
  });

  it('knows the columns of the dragged stay’s nights, cut to the window', () => {
    expect(columnsOf(entry(21, 1, 2, 5), days)).toEqual({ from: 2, to: 5 });
    expect(columnsOf(entry(21, 1, -2, 1), days)).toEqual({ from: 0, to: 1 });
    expect(columnsOf(entry(21, 1, 18, 25), days)).toEqual({ from: 18, to: 20 });
  });
});

describe('a refresh of the calendar', () => {
  it('keeps the rows in which nothing changed, so only the changed room’s row renders again', () => {
    const block = entry(10, 1, 0, 5);
    const booking = entry(21, 2, 1, 3, { payment_status: 'online' });
    const before = calendarRows([room(1), room(2), room(3)], [block, booking], days);
    const toggled = { ...booking, status: 1 as const };
    const after = keepUnchangedRows(
      before,
      calendarRows([room(1), room(2), room(3)], [block, toggled], days),
    );
    expect(after.get(1)).toBe(before.get(1));
    expect(after.get(3)).toBe(before.get(3));
    expect(after.get(2)).not.toBe(before.get(2));
    expect(after.get(2)?.[1]?.state).toBe('reception');
  });
});

describe('choosing a range on the calendar', () => {
  it('starts from a free cell and refuses to start from an occupied one', () => {
    expect(chooseCell(null, { roomId: 1, day: 3, free: true }, days)).toEqual({
      kind: 'start',
      start: { roomId: 1, day: 3 },
    });
    expect(chooseCell(null, { roomId: 1, day: 3, free: false }, days)).toEqual({
      kind: 'occupied',
    });
  });

  it('asks to confirm a later check-out day of the same room, whatever that day holds', () => {
    expect(chooseCell({ roomId: 1, day: 3 }, { roomId: 1, day: 7, free: false }, days)).toEqual({
      kind: 'confirm',
      roomId: 1,
      checkin: day(3),
      checkout: day(7),
      nights: 4,
    });
  });

  it('resets on another room, the same day or an earlier one', () => {
    const start = { roomId: 1, day: 3 };
    expect(chooseCell(start, { roomId: 2, day: 7, free: true }, days)).toEqual({ kind: 'reset' });
    expect(chooseCell(start, { roomId: 1, day: 3, free: true }, days)).toEqual({ kind: 'reset' });
    expect(chooseCell(start, { roomId: 1, day: 1, free: true }, days)).toEqual({ kind: 'reset' });
  });
});

describe('moving the focus in the calendar grid', () => {
  const key = (name: string, ctrlKey = false) => ({ key: name, ctrlKey });

  it('moves by arrows and stays inside the grid', () => {
    expect(moveFocus({ row: 0, day: 0 }, key('ArrowRight'), 3, 20)).toEqual({ row: 0, day: 1 });
    expect(moveFocus({ row: 0, day: 0 }, key('ArrowUp'), 3, 20)).toEqual({ row: 0, day: 0 });
    expect(moveFocus({ row: 2, day: 19 }, key('ArrowDown'), 3, 20)).toEqual({ row: 2, day: 19 });
    expect(moveFocus({ row: 1, day: 5 }, key('ArrowLeft'), 3, 20)).toEqual({ row: 1, day: 4 });
  });

  it('goes to the row’s ends with Home and End, to the grid’s corners with Ctrl, ten rows with Page keys', () => {
    expect(moveFocus({ row: 1, day: 5 }, key('End'), 30, 20)).toEqual({ row: 1, day: 19 });
    expect(moveFocus({ row: 1, day: 5 }, key('Home', true), 30, 20)).toEqual({ row: 0, day: 0 });
    expect(moveFocus({ row: 1, day: 5 }, key('End', true), 30, 20)).toEqual({ row: 29, day: 19 });
    expect(moveFocus({ row: 1, day: 5 }, key('PageDown'), 30, 20)).toEqual({ row: 11, day: 5 });
  });

  it('leaves other keys to the cell', () => {
    expect(moveFocus({ row: 1, day: 5 }, key('Enter'), 3, 20)).toBeNull();
  });
});

describe('a cell’s menu', () => {
  const cellOf = (status: Partial<BookingView> | null) => {
    const rows = calendarRows([room(1)], status === null ? [] : [entry(30, 1, 0, 3, status)], days);
    const cell = rows.get(1)?.[0];
    if (!cell) throw new Error('no cell');
    return cell;
  };

  it('takes a staff booking on a free night and on a night open for online sale', () => {
    expect(cellActions(cellOf(null))).toEqual(['newBooking', 'outOfOrder']);
    expect(cellActions(cellOf({}))).toEqual([
      'newBooking',
      'removeBlock',
      'closeOnlineNights',
      'history',
    ]);
  });

  it('offers check-in, not check-out, to a stay whose reception flag is set but whose guests never checked in', () => {
    expect(cellActions(cellOf({ payment_status: 'online', status: 1, book_number: 1 }))).toEqual([
      'receptionOff',
      'checkIn',
      'changeDates',
      'move',
      'history',
    ]);
    expect(cellActions(cellOf({ payment_status: 'online', book_number: 1 }))).toEqual([
      'receptionOn',
      'checkIn',
      'changeDates',
      'move',
      'history',
    ]);
  });

  it('offers check-out and a move for the rest of the stay once the guests checked in', () => {
    const checkedIn = `${day(0)}T15:00:00+05:00`;
    expect(
      cellActions(
        cellOf({ payment_status: 'online', status: 1, book_number: 1, checked_in_at: checkedIn }),
      ),
    ).toEqual(['receptionOff', 'checkOut', 'changeDates', 'move', 'history']);
    expect(
      cellActions(
        cellOf({
          payment_status: 'online',
          status: 1,
          book_number: 1,
          checked_in_at: checkedIn,
          checked_out_at: checkedIn,
        }),
      ),
    ).toEqual(['history']);
  });
});
