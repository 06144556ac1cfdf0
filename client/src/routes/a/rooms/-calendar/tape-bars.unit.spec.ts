import type { BookingView } from '@hotel/contracts';
import { describe, expect, it } from 'vitest';
import { day } from '../../../../../../test/clock';
import { calendarDays, calendarRows } from './calendar-cells';
import { fixtureRoom, paidEntry } from './calendar-fixtures';
import { barAt } from './tape-bars';

const room = fixtureRoom(1);
const entry = (id: number, from: number, to: number, more: Partial<BookingView>) =>
  paidEntry(id, room.id, from, to, more);

const days = calendarDays(day(0));
const rowOf = (...entries: BookingView[]) => calendarRows([room], entries, days).get(room.id) ?? [];

describe('the tape chart’s bars', () => {
  it('draws a stay once, from its first night across its nights, with the lead guest and what is owed', () => {
    const row = rowOf(entry(7, 2, 5, { lead_guest: 'Aýna Berdiýewa', balance: 40.5 }));
    expect(barAt(row, 2)).toEqual({ run: 3, guest: 'Aýna Berdiýewa', due: 40.5 });
    expect(barAt(row, 3)).toBeNull();
    expect(barAt(row, 1)).toBeNull();
  });

  it('shows no amount when nothing is owed or the hotel owes the guest', () => {
    expect(barAt(rowOf(entry(7, 2, 4, { balance: 0 })), 2)?.due).toBeNull();
    expect(barAt(rowOf(entry(7, 2, 4, { balance: -12 })), 2)?.due).toBeNull();
    expect(barAt(rowOf(entry(7, 2, 4, {})), 2)).toEqual({ run: 2, guest: null, due: null });
  });

  it('starts a stay begun before the window at its first column, and stops it at the last', () => {
    const row = rowOf(entry(7, -3, 2, { lead_guest: 'A' }), entry(8, 18, 25, { lead_guest: 'B' }));
    expect(barAt(row, 0)?.run).toBe(2);
    expect(barAt(row, 18)?.run).toBe(2);
  });

  it('draws none for a for-online block', () => {
    expect(barAt(rowOf(entry(7, 2, 5, { payment_status: 'for_online' })), 2)).toBeNull();
  });

  it('draws two touching stays as two bars', () => {
    const row = rowOf(entry(7, 2, 4, { lead_guest: 'A' }), entry(8, 4, 6, { lead_guest: 'B' }));
    expect(barAt(row, 2)).toMatchObject({ run: 2, guest: 'A' });
    expect(barAt(row, 4)).toMatchObject({ run: 2, guest: 'B' });
  });
});
