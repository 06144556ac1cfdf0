import type { BookingView, CalendarDate } from '@hotel/contracts';
import { addDays, daysBetween } from '@hotel/contracts/plain';
import { columnsOf, movable, type Cell } from './calendar-cells';

/** A bar's edges: its check-in (left) and its check-out (right). */
export type Edge = 'start' | 'end';

/** A stay's dates of stay (hotel dates). */
export interface StayDates {
  checkin: CalendarDate;
  checkout: CalendarDate;
}

/** A bar's edge let go on new dates: the stay, its room's number and the dates asked for. */
export interface DateChange {
  entry: BookingView;
  roomNumber: string;
  dates: StayDates;
}

/** The hotel dates of an entry's ISO date-times, which carry the hotel's offset. */
export const stayDatesOf = (entry: Pick<BookingView, 'checkin' | 'checkout'>): StayDates => ({
  checkin: entry.checkin.slice(0, 10),
  checkout: entry.checkout.slice(0, 10),
});

/**
 * The edges of cell `day`'s stay that can be dragged there: the right one on the stay's last
 * night, the left one on its first night while the guests are not in yet; each only when that
 * end of the stay lies in the window (a bar cut by the window's edge has no handle there). A stay
 * the room's rules let change its dates: one that could move (not gone).
 */
export function resizableEdges(
  cells: readonly Cell[],
  day: number,
  days: readonly CalendarDate[],
): Edge[] {
  const cell = cells[day];
  if (!cell || !movable(cell)) return [];
  const { checkin, checkout } = stayDatesOf(cell.entry);
  const first = days[0];
  if (first === undefined) return [];
  const edges: Edge[] = [];
  if (cell.first && !cell.entry.checked_in_at && daysBetween(first, checkin) === day)
    edges.push('start');
  if (cell.last && daysBetween(first, checkout) === day + 1) edges.push('end');
  return edges;
}

/**
 * The stay's dates once its `edge` is dragged onto column `column`: the right edge makes that
 * night the last one (check-out the next morning), the left edge makes it the first. A stay keeps
 * at least one night: an edge dragged past the other stops a night short of it.
 */
export function resizedDates(
  stay: StayDates,
  edge: Edge,
  column: number,
  days: readonly CalendarDate[],
): StayDates {
  const last = days.length - 1;
  const date = days[Math.min(Math.max(column, 0), last)];
  if (date === undefined) return stay;
  if (edge === 'end') {
    const checkout = addDays(date, 1);
    return { ...stay, checkout: checkout > stay.checkin ? checkout : addDays(stay.checkin, 1) };
  }
  return { ...stay, checkin: date < stay.checkout ? date : addDays(stay.checkout, -1) };
}

/** The columns the resized stay takes in the window, to show it while the edge is dragged. */
export function resizedColumns(stay: StayDates, days: readonly CalendarDate[]) {
  return columnsOf(stay, days);
}

/** Whether dragging changed anything worth asking about. */
export const sameDates = (a: StayDates, b: StayDates) =>
  a.checkin === b.checkin && a.checkout === b.checkout;
