import type { BookingView, RoomRowView } from '@hotel/contracts';
import { describe, expect, it } from 'vitest';
import { at, day } from '../../../../../../test/clock';
import { calendarDays, calendarRows } from './calendar-cells';
import { paidEntry } from './calendar-fixtures';
import { resizableEdges, resizedColumns, resizedDates, sameDates } from './tape-resize';

const room = { id: 1 } as RoomRowView;
const days = calendarDays(day(0));

const entry = (from: number, to: number, more: Partial<BookingView> = {}) =>
  paidEntry(7, room.id, from, to, more);
const rowOf = (booking: BookingView) => calendarRows([room], [booking], days).get(room.id) ?? [];

describe('a bar’s edges', () => {
  it('offer the left edge on the first night and the right one on the last', () => {
    const row = rowOf(entry(3, 6));
    expect(resizableEdges(row, 3, days)).toEqual(['start']);
    expect(resizableEdges(row, 4, days)).toEqual([]);
    expect(resizableEdges(row, 5, days)).toEqual(['end']);
    expect(resizableEdges(rowOf(entry(3, 4)), 3, days)).toEqual(['start', 'end']);
  });

  it('keep the check-in once the guests are in, and offer nothing once they left', () => {
    const row = rowOf(entry(0, 3, { checked_in_at: at(0, '14:30') }));
    expect(resizableEdges(row, 0, days)).toEqual([]);
    expect(resizableEdges(row, 2, days)).toEqual(['end']);
    const gone = rowOf(entry(0, 3, { checked_out_at: at(2, '11:00') }));
    expect(resizableEdges(gone, 2, days)).toEqual([]);
  });

  it('have no handle where the window cuts the bar', () => {
    const before = rowOf(entry(-2, 2));
    expect(resizableEdges(before, 0, days)).toEqual([]);
    expect(resizableEdges(before, 1, days)).toEqual(['end']);
    const after = rowOf(entry(18, 25));
    expect(resizableEdges(after, 18, days)).toEqual(['start']);
    expect(resizableEdges(after, 19, days)).toEqual([]);
  });

  it('offer none on a for-online block or a free night', () => {
    expect(resizableEdges(rowOf(entry(3, 6, { payment_status: 'for_online' })), 3, days)).toEqual(
      [],
    );
    expect(resizableEdges(rowOf(entry(3, 6)), 8, days)).toEqual([]);
  });
});

describe('dragging an edge', () => {
  const stay = { checkin: day(3), checkout: day(6) };

  it('moves the check-out to the morning after the night pointed at', () => {
    expect(resizedDates(stay, 'end', 8, days)).toEqual({ checkin: day(3), checkout: day(9) });
    expect(resizedDates(stay, 'end', 3, days)).toEqual({ checkin: day(3), checkout: day(4) });
  });

  it('moves the check-in to the night pointed at', () => {
    expect(resizedDates(stay, 'start', 1, days)).toEqual({ checkin: day(1), checkout: day(6) });
    expect(resizedDates(stay, 'start', 5, days)).toEqual({ checkin: day(5), checkout: day(6) });
  });

  it('keeps at least one night when an edge passes the other', () => {
    expect(resizedDates(stay, 'end', 0, days)).toEqual({ checkin: day(3), checkout: day(4) });
    expect(resizedDates(stay, 'start', 12, days)).toEqual({ checkin: day(5), checkout: day(6) });
  });

  it('stops at the window’s ends', () => {
    expect(resizedDates(stay, 'end', 40, days).checkout).toBe(day(20));
    expect(resizedDates(stay, 'start', -4, days).checkin).toBe(day(0));
  });

  it('changes nothing let go where it started, and shows the new nights’ columns', () => {
    expect(sameDates(resizedDates(stay, 'end', 5, days), stay)).toBe(true);
    expect(sameDates(resizedDates(stay, 'start', 3, days), stay)).toBe(true);
    expect(resizedColumns(resizedDates(stay, 'end', 8, days), days)).toEqual({ from: 3, to: 9 });
  });
});
