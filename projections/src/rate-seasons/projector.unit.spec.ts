import { describe, expect, it } from 'vitest';
import { at, day } from '../../../test/clock';
import type { RecordedEvent } from '../event-source';
import { rateSeasonChanges } from './projector';

const manager = { userId: 2, email: 'manager@example.com', role: 2 };

const recorded = (streamId: string, type: string, data: unknown): RecordedEvent => ({
  streamId,
  streamRevision: 0n,
  position: { transactionId: 1n, globalPosition: 1n },
  type,
  data,
  metadata: { actor: manager, at: at(0, '10:00'), correlationId: 'c', causationId: null },
  createdAt: new Date(at(0, '10:00')),
});

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

describe('the rate_seasons read model', () => {
  it('replaces a season whole when it is set, keeping who set it and when', () => {
    expect(rateSeasonChanges(recorded('rate-seasons', 'RateSeasonSet', season))).toEqual([
      { kind: 'delete', id: 4 },
      {
        kind: 'insert',
        row: {
          id: 4,
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
          set_at: new Date(at(0, '10:00')).toISOString(),
          set_by: manager,
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
    const reversed = { ...season, from: day(60), to: day(30) };
    expect(() => rateSeasonChanges(recorded('rate-seasons', 'RateSeasonSet', reversed))).toThrow();
  });
});
