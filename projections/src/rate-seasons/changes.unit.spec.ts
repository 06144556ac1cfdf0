import { describe, expect, it } from 'vitest';
import { rateSeasonEvent } from '@hotel/contracts';
import { at } from '../../../test/clock';
import type { RecordedEvent } from '../event-source';
import { seasonChangeRows, type SeasonEvent } from './changes';
import { MANAGER, SEASON, SEASON_VALUES } from './season-fixtures';

const seasonEvent = (position: number, type: string, data: unknown): SeasonEvent => {
  const recorded: RecordedEvent = {
    streamId: 'rate-seasons',
    streamRevision: BigInt(position - 1),
    position: { transactionId: 1n, globalPosition: BigInt(position) },
    type,
    data,
    metadata: {
      actor: MANAGER,
      at: at(0, `1${position}:00`),
      correlationId: 'c',
      causationId: null,
    },
    createdAt: new Date(at(0, `1${position}:00`)),
  };
  return { recorded, event: rateSeasonEvent.parse({ type, data }), actor: MANAGER };
};

describe('the rate_season_changes rows', () => {
  it('records a create, an update with what it was, and a removal with what went', () => {
    const rows = seasonChangeRows(
      [
        seasonEvent(1, 'RateSeasonSet', SEASON),
        seasonEvent(2, 'RateSeasonSet', { ...SEASON, priceTenge: 150_000, minStay: null }),
        seasonEvent(3, 'RateSeasonRemoved', { seasonId: 4, roomTypeId: 3 }),
      ],
      new Map(),
    );
    const changed = { ...SEASON_VALUES, price_tenge: 150_000, min_stay: null };
    expect(rows).toEqual([
      {
        global_position: '1',
        at: new Date(at(0, '11:00')).toISOString(),
        actor: MANAGER,
        season_id: 4,
        room_type_id: 3,
        action: 'create',
        before: null,
        after: SEASON_VALUES,
      },
      expect.objectContaining({
        global_position: '2',
        action: 'update',
        before: SEASON_VALUES,
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
    const stored = new Map([[4, SEASON_VALUES]]);
    const [row] = seasonChangeRows(
      [seasonEvent(5, 'RateSeasonSet', { ...SEASON, priority: 7 })],
      stored,
    );
    expect(row).toMatchObject({
      action: 'update',
      before: SEASON_VALUES,
      after: { ...SEASON_VALUES, priority: 7 },
    });
    // The stored map is the caller's: folding the batch leaves it as it was.
    expect(stored.get(4)).toBe(SEASON_VALUES);
  });

  it('sets a removed id again as a new season, with nothing before', () => {
    const rows = seasonChangeRows(
      [
        seasonEvent(6, 'RateSeasonRemoved', { seasonId: 4, roomTypeId: 3 }),
        seasonEvent(7, 'RateSeasonSet', SEASON),
      ],
      new Map([[4, SEASON_VALUES]]),
    );
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ['delete', SEASON_VALUES, null],
      ['create', null, SEASON_VALUES],
    ]);
  });
});
