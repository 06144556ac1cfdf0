import { describe, expect, it } from 'vitest';
import { at, day } from '../../../test/clock';
import type { RecordedEvent } from '../event-source';
import { rateSeasonChanges } from './projector';
import { MANAGER, SEASON, SEASON_VALUES } from './season-fixtures';

const recorded = (streamId: string, type: string, data: unknown): RecordedEvent => ({
  streamId,
  streamRevision: 0n,
  position: { transactionId: 1n, globalPosition: 1n },
  type,
  data,
  metadata: { actor: MANAGER, at: at(0, '10:00'), correlationId: 'c', causationId: null },
  createdAt: new Date(at(0, '10:00')),
});

describe('the rate_seasons read model', () => {
  it('replaces a season whole when it is set, keeping who set it and when', () => {
    expect(rateSeasonChanges(recorded('rate-seasons', 'RateSeasonSet', SEASON))).toEqual([
      { kind: 'delete', id: 4 },
      {
        kind: 'insert',
        row: {
          id: 4,
          ...SEASON_VALUES,
          set_at: new Date(at(0, '10:00')).toISOString(),
          set_by: MANAGER,
        },
      },
    ]);
  });

  it('deletes a removed season and reads no other stream', () => {
    const removed = recorded('rate-seasons', 'RateSeasonRemoved', { seasonId: 4, roomTypeId: 3 });
    expect(rateSeasonChanges(removed)).toEqual([{ kind: 'delete', id: 4 }]);
    // A room's events are none of its business, whatever they hold.
    expect(rateSeasonChanges(recorded('room-1', 'GuestCheckedOut', { junk: true }))).toEqual([]);
  });

  it('stops on a season its schema refuses rather than storing it', () => {
    const reversed = { ...SEASON, from: day(60), to: day(30) };
    expect(() => rateSeasonChanges(recorded('rate-seasons', 'RateSeasonSet', reversed))).toThrow();
  });
});
