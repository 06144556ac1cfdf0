import { describe, expect, it } from 'vitest';
import { rateSeasonEvent } from '@hotel/contracts';
import { at, day } from '../../../test/clock';
import type { RecordedEvent } from '../event-source';
import { seasonChangeRows, type SeasonEvent, type SeasonValues } from './changes';

const manager = { userId: 2, email: 'manager@example.com', role: 2 };

const seasonEvent = (position: number, type: string, data: unknown): SeasonEvent => {
  const recorded: RecordedEvent = {
    streamId: 'rate-seasons',
    streamRevision: BigInt(position - 1),
    position: { transactionId: 1n, globalPosition: BigInt(position) },
    type,
    data,
    metadata: {
      actor: manager,
      at: at(0, `1${position}:00`),
      correlationId: 'c',
      causationId: null,
    },
    createdAt: new Date(at(0, `1${position}:00`)),
  };
  return { recorded, event: rateSeasonEvent.parse({ type, data }), actor: manager };
};

const season = {
  seasonId: 4,
  roomTypeId: 3,
  from: day(30),
  to: day(60),
  priceTenge: 120_000,
  weekendPriceTenge: null,
  minStay: 3,
  maxStay: null,
  closedToArrival: false,
  closedToDeparture: true,
  priority: 2,
};
const values: SeasonValues = {
  room_type_id: 3,
  from_date: day(30),
  to_date: day(60),
  price_tenge: 120_000,
  weekend_price_tenge: null,
  min_stay: 3,
  max_stay: null,
  closed_to_arrival: false,
  closed_to_departure: true,
  priority: 2,
};

describe('the rate_season_changes rows', () => {
  it('records a create, an update with what it was, and a removal with what went', () => {
    const rows = seasonChangeRows(
      [
        seasonEvent(1, 'RateSeasonSet', season),
        seasonEvent(2, 'RateSeasonSet', { ...season, priceTenge: 150_000, minStay: null }),
        seasonEvent(3, 'RateSeasonRemoved', { seasonId: 4, roomTypeId: 3 }),
      ],
      new Map(),
    );
    const changed = { ...values, price_tenge: 150_000, min_stay: null };
    expect(rows).toEqual([
      {
        global_position: '1',
        at: new Date(at(0, '11:00')).toISOString(),
        actor: manager,
        season_id: 4,
        room_type_id: 3,
        action: 'create',
        before: null,
        after: values,
      },
      expect.objectContaining({
        global_position: '2',
        action: 'update',
        before: values,
        after: changed,
      }),
      expect.objectContaining({
        global_position: '3',
        action: 'delete',
        before: changed,
        after: null,
      }),
    ]);
  });

  it('takes what a season was from the stored seasons when the batch did not set it', () => {
    const stored = new Map([[4, values]]);
    const [row] = seasonChangeRows(
      [seasonEvent(5, 'RateSeasonSet', { ...season, priority: 7 })],
      stored,
    );
    expect(row).toMatchObject({
      action: 'update',
      before: values,
      after: { ...values, priority: 7 },
    });
    // The stored map is the caller's: folding the batch leaves it as it was.
    expect(stored.get(4)).toBe(values);
  });

  it('sets a removed id again as a new season, with nothing before', () => {
    const rows = seasonChangeRows(
      [
        seasonEvent(6, 'RateSeasonRemoved', { seasonId: 4, roomTypeId: 3 }),
        seasonEvent(7, 'RateSeasonSet', season),
      ],
      new Map([[4, values]]),
    );
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ['delete', values, null],
      ['create', null, values],
    ]);
  });
});
