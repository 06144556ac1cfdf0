import { describe, expect, it } from 'vitest';
import { day } from '../../../test/clock';
import { decide } from './decide';
import type { RoomCommand } from './room-command';
import { ROOM } from './room-snapshot-history';
import { evolve, NeedsWholeHistory } from './room-state';
import type { RoomState } from './room-state-types';

describe('room snapshots: what a state restored from a snapshot cannot decide', () => {
  const left: RoomState = {
    roomId: ROOM,
    blocks: [{ blockId: 40, checkin: day(10), checkout: day(20) }],
    bookings: [],
    outOfOrder: [],
    leftOut: { endedBy: day(-40), maxId: 30 },
  };

  it('asks for the whole history for a booking whose id may be among those left out', () => {
    expect(() =>
      decide({ type: 'SetReception', data: { roomId: ROOM, bookingId: 12, arrived: null } }, left),
    ).toThrow(NeedsWholeHistory);
  });

  it('knows a booking with an id above every left-out one was never in the room', () => {
    expect(() =>
      decide({ type: 'SetReception', data: { roomId: ROOM, bookingId: 31, arrived: null } }, left),
    ).toThrow('booking.notFound');
  });

  it('asks for the whole history for a stay starting before the left-out ones ended', () => {
    const open = (from: number): RoomCommand => ({
      type: 'OpenRoomForOnline',
      data: { roomId: ROOM, blockId: 50, checkin: day(from), checkout: day(0) },
    });
    expect(() => decide(open(-41), left)).toThrow(NeedsWholeHistory);
    expect(decide(open(-40), left)).toHaveLength(1);
  });

  it('asks for the whole history to fold an event about a left-out booking', () => {
    expect(() =>
      evolve(left, {
        type: 'ReceptionStatusToggled',
        data: { roomId: ROOM, bookingId: 12, status: 1 },
      }),
    ).toThrow(NeedsWholeHistory);
  });
});
