import type { BookingView, CalendarDate, RoomRowView } from '@hotel/contracts';
import { addDays, daysBetween } from '@hotel/contracts/plain';

/** The calendar shows 20 days from its first day (the hotel's today unless paged). */
export const CALENDAR_DAYS = 20;

/**
 * What a night of a room holds, each with the specification's colour: a paid booking (red, or
 * green once reception marked it), one waiting for payment (warning), a for-online block
 * (light info), or nothing.
 */
export type CellState = 'free' | 'for_online' | 'pending' | 'paid' | 'reception' | 'out_of_order';

/** A room's out-of-order period as tRPC `calendar.outOfOrder` gives it: the nights [from, to) and why. */
export interface OutOfOrderPeriod {
  id: number;
  room_id: number;
  from: CalendarDate;
  to: CalendarDate;
  reason: string;
}

export interface Cell {
  state: CellState;
  /** The booking holding the night, else the for-online block around it; null when free or out of order. */
  entry: BookingView | null;
  /** The out-of-order period taking the night out of sale (state `out_of_order`). */
  period?: OutOfOrderPeriod;
  /** The entry's first and last night inside the window: the coloured run's rounded ends. */
  first: boolean;
  last: boolean;
}

/** The 20 hotel dates from the window's first day, the calendar's columns. */
export function calendarDays(start: CalendarDate, count = CALENDAR_DAYS): CalendarDate[] {
  return Array.from({ length: count }, (_, index) => addDays(start, index));
}

/**
 * The dates the calendar asks its entries for, its first column to its last: the route's loader
 * and the calendar ask for them through this one function.
 */
export function calendarRange(start: CalendarDate): {
  start_date: CalendarDate;
  end_date: CalendarDate;
} {
  const days = calendarDays(start);
  return { start_date: days[0] ?? start, end_date: days[days.length - 1] ?? start };
}

/** An entry's hotel date from the server's ISO date-time, which carries the hotel's offset. */
const hotelDay = (iso: string): CalendarDate => iso.slice(0, 10);

/** The night's state from the entry's wire words: `online` is paid, `status` 1 the reception mark. */
function stateOf(entry: BookingView): CellState {
  if (entry.payment_status === 'online') return entry.status === 1 ? 'reception' : 'paid';
  return entry.payment_status;
}

// Every free night is this one object: 4,000 cells for 200 rooms allocate only what they hold.
const FREE: Cell = Object.freeze({ state: 'free', entry: null, first: false, last: false });

/** The columns an entry's nights take in the window: `from` included, `to` excluded (clamped to it). */
export function columnsOf(
  entry: Pick<BookingView, 'checkin' | 'checkout'>,
  days: readonly CalendarDate[],
): { from: number; to: number } {
  const firstDay = days[0];
  if (firstDay === undefined) return { from: 0, to: 0 };
  return {
    from: Math.max(0, daysBetween(firstDay, hotelDay(entry.checkin))),
    to: Math.min(days.length, daysBetween(firstDay, hotelDay(entry.checkout))),
  };
}

/**
 * A booking staff can drag to another room, as the room's rules allow one to
 * move: paid or waiting for payment, its guests not gone (checked-in guests move for the rest of
 * their stay). Blocks are not stays.
 */
export function movable(cell: Cell): cell is Cell & { entry: BookingView } {
  return (
    cell.entry !== null &&
    (cell.state === 'paid' || cell.state === 'pending' || cell.state === 'reception') &&
    !cell.entry.checked_out_at
  );
}

/** What a cell's menu offers, in its order. */
export type CellAction =
  | 'newBooking'
  | 'removeBlock'
  | 'receptionOn'
  | 'receptionOff'
  | 'checkIn'
  | 'checkOut'
  | 'changeDates'
  | 'move'
  | 'history'
  /** Manager only: take the free night's room out of order (repairs), from a dialog. */
  | 'outOfOrder'
  /** Manager only: take nights of a for-online window off sale, from a dialog. */
  | 'closeOnlineNights'
  /** Manager only: bring an out-of-order room back into service today. */
  | 'backInService';

/**
 * The actions of a cell's menu. A free night and a night open for online sale take a staff
 * booking (staff book any free night; the blocks say only what the website sells). A paid stay
 * has the spec's reception flag (set to 1 or to 0) and, apart from it, check-in until the guests
 * checked in, check-out after; a stay whose guests left has only its history.
 */
export function cellActions(cell: Cell): CellAction[] {
  const { entry, state } = cell;
  // Out of sale: the room's rules refuse any booking there.
  if (state === 'out_of_order') return ['backInService'];
  if (!entry) return ['newBooking', 'outOfOrder'];
  // A stay that can move can change its dates too: the menu's way to what dragging a bar's edge does.
  const move: CellAction[] = movable(cell) ? ['changeDates', 'move'] : [];
  switch (state) {
    case 'for_online':
      return ['newBooking', 'removeBlock', 'closeOnlineNights', 'history'];
    case 'paid':
    case 'reception':
      if (entry.checked_out_at) return ['history'];
      return [
        state === 'paid' ? 'receptionOn' : 'receptionOff',
        entry.checked_in_at ? 'checkOut' : 'checkIn',
        ...move,
        'history',
      ];
    default:
      return [...move, 'history'];
  }
}

/**
 * Each room's row of cells for the given days. A booking always lies inside a for-online block,
 * so where both cover a night the booking is what the night shows; an out-of-order period shares
 * its nights with neither (the room's rules cut the blocks and refuse the bookings).
 */
export function calendarRows(
  rooms: readonly RoomRowView[],
  entries: readonly BookingView[],
  days: readonly CalendarDate[],
  periods: readonly OutOfOrderPeriod[] = [],
): Map<number, Cell[]> {
  const rows = new Map<number, Cell[]>();
  for (const room of rooms) rows.set(room.id, new Array<Cell>(days.length).fill(FREE));
  for (const entry of entries) {
    const row = rows.get(entry.room_id);
    if (!row) continue;
    const { from, to } = columnsOf(entry, days);
    const state = stateOf(entry);
    for (let index = from; index < to; index++) {
      if (state === 'for_online' && row[index]?.state !== 'free') continue;
      row[index] = { state, entry, first: false, last: false };
    }
  }
  for (const period of periods) {
    const row = rows.get(period.room_id);
    if (!row) continue;
    const { from, to } = columnsOf({ checkin: period.from, checkout: period.to }, days);
    for (let index = from; index < to; index++)
      row[index] = { state: 'out_of_order', entry: null, period, first: false, last: false };
  }
  const holder = (cell: Cell | undefined) => cell?.entry ?? cell?.period;
  for (const row of rows.values()) {
    row.forEach((cell, index) => {
      if (holder(cell) === undefined) return;
      cell.first = holder(row[index - 1]) !== holder(cell);
      cell.last = holder(row[index + 1]) !== holder(cell);
    });
  }
  return rows;
}

/** The first cell of a range being chosen: a free night of a room. */
export interface RangeStart {
  roomId: number;
  day: number;
}

/**
 * What choosing a cell does to the range selection: with no
 * start, a free cell starts one and an occupied cell cannot; with a start, a later cell of the
 * same room is the check-out day and asks for confirmation, any other cell resets.
 */
export type SelectionStep =
  | { kind: 'start'; start: RangeStart }
  | { kind: 'occupied' }
  | {
      kind: 'confirm';
      roomId: number;
      checkin: CalendarDate;
      checkout: CalendarDate;
      nights: number;
    }
  | { kind: 'reset' };

export function chooseCell(
  start: RangeStart | null,
  chosen: { roomId: number; day: number; free: boolean },
  days: readonly CalendarDate[],
): SelectionStep {
  if (start === null) {
    return chosen.free
      ? { kind: 'start', start: { roomId: chosen.roomId, day: chosen.day } }
      : { kind: 'occupied' };
  }
  const checkin = days[start.day];
  const checkout = days[chosen.day];
  if (chosen.roomId !== start.roomId || chosen.day <= start.day || !checkin || !checkout)
    return { kind: 'reset' };
  return {
    kind: 'confirm',
    roomId: start.roomId,
    checkin,
    checkout,
    nights: chosen.day - start.day,
  };
}

const sameCell = (a: Cell | undefined, b: Cell) =>
  a !== undefined &&
  a.state === b.state &&
  a.entry === b.entry &&
  a.period === b.period &&
  a.first === b.first &&
  a.last === b.last;

/**
 * The new rows, each replaced by the previous one where nothing in it changed. The 10-s refresh
 * keeps unchanged entries as the same objects, so after a booking or a toggle only that room's
 * row is new, and only it renders again (of up to 200 rows and 4,000 cells).
 */
export function keepUnchangedRows(
  previous: ReadonlyMap<number, Cell[]>,
  next: ReadonlyMap<number, Cell[]>,
): Map<number, Cell[]> {
  const kept = new Map<number, Cell[]>();
  for (const [roomId, row] of next) {
    const before = previous.get(roomId);
    const same =
      before?.length === row.length && row.every((cell, index) => sameCell(before[index], cell));
    kept.set(roomId, same && before ? before : row);
  }
  return kept;
}
