import type { OccupancyView } from '@hotel/contracts';
import { describe, expect, it } from 'vitest';
import { day } from '../../../../../../test/clock';
import { manat, occupancyFigures, occupancySeries } from './occupancy-figures';

/** Four days: two past, today, tomorrow; TMT as the server sends it. */
const view: OccupancyView = {
  today: day(0),
  days: [
    {
      date: day(-2),
      rooms_open: 4,
      occupied: 2,
      pending: 0,
      occupancy: 50,
      revenue: 100.5,
      received: 301.5,
    },
    {
      date: day(-1),
      rooms_open: 0,
      occupied: 0,
      pending: 0,
      occupancy: null,
      revenue: 0,
      received: -50,
    },
    {
      date: day(0),
      rooms_open: 3,
      occupied: 1,
      pending: 1,
      occupancy: 33.3,
      revenue: 0.1,
      received: 0.2,
    },
    { date: day(1), rooms_open: 3, occupied: 0, pending: 0, occupancy: 0, revenue: 0, received: 0 },
  ],
};

describe('the occupancy dashboard’s figures', () => {
  it('turns the days into chart columns with money in integer teňňe and today’s column', () => {
    const series = occupancySeries(view);
    expect(series.today).toBe(2);
    expect(series.revenue).toEqual([10050, 0, 10, 0]);
    expect(series.received).toEqual([30150, -5000, 20, 0]);
    expect(series.occupancy).toEqual([50, null, 33.3, 0]);
  });

  it('sums past and coming revenue in teňňe, and weighs the coming occupancy by the rooms open', () => {
    expect(occupancyFigures(occupancySeries(view))).toEqual({
      today: 33.3,
      coming: 16.7,
      pastRevenue: 10050,
      comingRevenue: 10,
      received: 25170,
    });
  });

  it('has no coming occupancy when no room is open', () => {
    const closed = {
      ...view,
      days: view.days.map((d) => ({ ...d, rooms_open: 0, occupied: 0, occupancy: null })),
    };
    expect(occupancyFigures(occupancySeries(closed)).coming).toBeNull();
  });

  it('shows teňňe as manat grouped for the reader', () => {
    expect(manat(123450, 'en')).toBe('1,234.5');
    expect(manat(123456, 'ru')).toBe('1\u00a0234,56');
    expect(manat(-5000, 'tm')).toBe('-50');
  });
});
