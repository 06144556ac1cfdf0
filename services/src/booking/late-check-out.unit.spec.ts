import { describe, expect, it } from 'vitest';
import type { RoomEvent } from '@hotel/contracts';
import { day } from '../../../test/clock';
import { given } from '../../test/room-given';
import { shortStay } from '../rooms/room-fixtures';
import type { RoomCommand } from '../rooms/room-command';
import { evolve, initialRoomState } from '../rooms/room-state';
import { restoreRoom, ROOM_SNAPSHOT_VERSION, roomSnapshotState } from '../rooms/room-snapshot';
import { lateCheckOutTenge } from './late-check-out';

const night = (roomPriceTenge: number, discountPercent: number) => ({
  roomPriceTenge,
  discountPercent,
});

describe('lateCheckOutTenge', () => {
  it("is half the last night's price, whatever the nights before cost", () => {
    expect(lateCheckOutTenge([night(90_000, 0), night(120_000, 0)])).toBe(60_000);
  });

  it('takes the discount off the night first, rounding half up, then halves it rounding half up', () => {
    // 123457 less 15% = 104938.45 → 104938; half = 52469.
    expect(lateCheckOutTenge([night(123_457, 15)])).toBe(52_469);
    // 100001 less 10% = 90000.9 → 90001; half = 45000.5 → 45001.
    expect(lateCheckOutTenge([night(50_000, 0), night(100_001, 10)])).toBe(45_001);
    // An odd price without a discount: 1 teňňe → half rounds up to 1.
    expect(lateCheckOutTenge([night(1, 0)])).toBe(1);
  });

  it('is null for a folio without nights', () => {
    expect(lateCheckOutTenge([])).toBeNull();
  });
});

const { block, placed, paid, checkedIn, checkedOut } = shortStay;
const late = {
  roomId: 7,
  bookingId: 30,
  chargeId: 'c-late',
  description: 'Late check-out',
  amountTenge: 29_250,
  kind: 'lateCheckOut' as const,
};
const postLate: RoomCommand = { type: 'PostCharge', data: late };
const lateCharged: RoomEvent = { type: 'ChargePosted', data: late };

describe('room decider: late check-out', () => {
  it('is charged while the guests are checked in', () => {
    given(block, placed, paid, checkedIn).when(postLate).then([lateCharged]);
  });

  it('is refused before check-in and after check-out', () => {
    given(block, placed, paid).when(postLate).thenThrows('folio.lateCheckOutNotInHouse');
    given(block, placed, paid, checkedIn, checkedOut)
      .when(postLate)
      .thenThrows('folio.lateCheckOutNotInHouse');
  });

  it('is refused a second time, while free-form extras still go on', () => {
    given(block, placed, paid, checkedIn, lateCharged)
      .when({ type: 'PostCharge', data: { ...late, chargeId: 'c-again' } })
      .thenThrows('folio.lateCheckOutTwice');
    const { kind: _kind, ...restaurant } = { ...late, chargeId: 'c-2', description: 'Restaurant' };
    given(block, placed, paid, checkedIn, lateCharged)
      .when({ type: 'PostCharge', data: restaurant })
      .then([{ type: 'ChargePosted', data: restaurant }]);
  });

  it('is remembered through a snapshot, and a snapshot from before one-click charges has none', () => {
    const state = [block, placed, paid, checkedIn, lateCharged].reduce(evolve, initialRoomState);
    const stored = JSON.parse(JSON.stringify(roomSnapshotState(state, day(0)))) as {
      bookings: { lateCheckOutCharged?: boolean }[];
    };
    const restore = (snapshotState: unknown) =>
      restoreRoom({
        revision: 5n,
        schemaVersion: ROOM_SNAPSHOT_VERSION,
        state: snapshotState,
      } as Parameters<typeof restoreRoom>[0]);
    expect(restore(stored)).toEqual(state);
    const older = {
      ...stored,
      bookings: stored.bookings.map(({ lateCheckOutCharged: _, ...b }) => b),
    };
    expect(restore(older)?.bookings[0]?.lateCheckOutCharged).toBe(false);
  });
});
