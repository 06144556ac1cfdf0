import { describe, expect, it } from 'vitest';
import type { RoomEvent } from '@hotel/contracts';
import { day } from '../../../test/clock';
import { given } from '../../test/room-given';
import type { RoomCommand } from './room-command';
import { bookingPlaced, opened } from './room-fixtures';
import { evolve, initialRoomState } from './room-state';
import { restoreRoom, ROOM_SNAPSHOT_VERSION, roomSnapshotState } from './room-snapshot';

const takeOut = (from: string, to: string, blockIds: number[] = [81, 82]): RoomCommand => ({
  type: 'TakeOutOfOrder',
  data: { roomId: 7, periodId: 60, from, to, reason: 'Water leak', blockIds },
});
const taken = (from: string, to: string, cutFromOnline: { checkin: string; checkout: string }[]) =>
  ({
    type: 'RoomTakenOutOfOrder',
    data: { roomId: 7, periodId: 60, from, to, reason: 'Water leak', cutFromOnline },
  }) satisfies RoomEvent;
const removed = (blockId: number): RoomEvent => ({
  type: 'OnlineBlockRemoved',
  data: { roomId: 7, blockId },
});
const backOn = (on: string, blockIds: number[] = [91]): RoomCommand => ({
  type: 'BringBackInService',
  data: { roomId: 7, periodId: 60, on, blockIds },
});

describe('room decider: out-of-order periods', () => {
  it('takes a room with an empty calendar out of order', () => {
    given()
      .when(takeOut(day(10), day(14)))
      .then([taken(day(10), day(14), [])]);
  });

  it('cuts a for-online block it meets, keeping the nights outside the period on sale', () => {
    given(opened(1, day(5), day(20)))
      .when(takeOut(day(10), day(14)))
      .then([
        taken(day(10), day(14), [{ checkin: day(10), checkout: day(14) }]),
        removed(1),
        opened(81, day(5), day(10)),
        opened(82, day(14), day(20)),
      ]);
  });

  it('refuses a period over a booking that holds the room, naming it', () => {
    given(opened(1, day(5), day(20)), bookingPlaced())
      .when(takeOut(day(12), day(16)))
      .thenThrows('outOfOrder.hasBookings');
  });

  it('takes the nights a cancelled booking gave up', () => {
    given(bookingPlaced(), {
      type: 'BookingCancelled',
      data: { roomId: 7, bookingId: 30, cancelledAt: day(0), refunded: false },
    } as RoomEvent)
      .when(takeOut(day(10), day(14)))
      .then([taken(day(10), day(14), [])]);
  });

  it('refuses a period overlapping another one', () => {
    given(taken(day(10), day(14), []))
      .when(takeOut(day(13), day(16)))
      .thenThrows('outOfOrder.overlaps');
  });

  it('refuses a staff booking, a window and a date change into the period', () => {
    const out = taken(day(20), day(24), []);
    given(out)
      .when({
        type: 'PlaceStaffBooking',
        data: {
          ...bookingPlaced({ checkin: day(22), checkout: day(25) }).data,
          paidAtReception: null,
          channel: 'phone',
        },
      })
      .thenThrows('outOfOrder.roomOutOfOrder');
    given(out)
      .when({
        type: 'OpenRoomForOnline',
        data: { roomId: 7, blockId: 2, checkin: day(18), checkout: day(21) },
      })
      .thenThrows('outOfOrder.roomOutOfOrder');
  });

  it('back in service early: the period ends today and the cut nights from today go on sale', () => {
    given(taken(day(10), day(14), [{ checkin: day(10), checkout: day(14) }]))
      .when(backOn(day(12)))
      .then([
        { type: 'RoomBackInService', data: { roomId: 7, periodId: 60, on: day(12) } },
        opened(91, day(12), day(14)),
      ]);
  });

  it('a period already over decides nothing; an unknown one is not found', () => {
    given(taken(day(10), day(14), []))
      .when(backOn(day(14)))
      .then([]);
    given()
      .when(backOn(day(1)))
      .thenThrows('outOfOrder.notFound');
  });

  it('folds the period, ends it, and withdraws one that had not begun', () => {
    const out = evolve(initialRoomState, taken(day(10), day(14), []));
    expect(out.outOfOrder).toEqual([
      { periodId: 60, from: day(10), to: day(14), reason: 'Water leak', cutFromOnline: [] },
    ]);
    const ended = evolve(out, {
      type: 'RoomBackInService',
      data: { roomId: 7, periodId: 60, on: day(12) },
    });
    expect(ended.outOfOrder[0]?.to).toBe(day(12));
    const withdrawn = evolve(out, {
      type: 'RoomBackInService',
      data: { roomId: 7, periodId: 60, on: day(9) },
    });
    expect(withdrawn.outOfOrder).toEqual([]);
  });

  it('keeps the period through a snapshot', () => {
    const state = evolve(
      initialRoomState,
      taken(day(10), day(14), [{ checkin: day(10), checkout: day(12) }]),
    );
    // Stored as JSON, as the event store keeps it.
    const stored: unknown = JSON.parse(JSON.stringify(roomSnapshotState(state, day(0))));
    const snapshot = { revision: 1n, schemaVersion: ROOM_SNAPSHOT_VERSION, state: stored };
    expect(restoreRoom(snapshot as Parameters<typeof restoreRoom>[0])).toEqual(state);
  });
});
