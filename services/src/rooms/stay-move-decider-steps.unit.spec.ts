import { describe, expect, it } from 'vitest';
import type { RoomEvent } from '@hotel/contracts';
import { day } from '../../../test/clock';
import { given } from '../../test/room-given';
import { BookingMovedAway } from './room-errors';
import { decide } from './decide';
import type { RoomCommand } from './room-command';
import { evolve, initialRoomState } from './room-state';
import {
  accept,
  booked,
  movedIn,
  movedOut,
  paid,
  placedIn,
  release,
  stayOf40,
} from './stay-move-fixtures';

// The room's rules for the steps of a move and a swap (stay-moves.ts).
describe('room decider: the target room takes a stay moving in', () => {
  it('takes it on free nights, whatever the for-online blocks say', () => {
    given()
      .when(accept(8, 40, stayOf40))
      .then([movedIn(8, 40, stayOf40, null)]);
  });

  it('refuses nights another stay holds', () => {
    given(placedIn(8, 50, day(41), day(43)))
      .when(accept(8, 40, stayOf40))
      .thenThrows('booking.roomTaken');
  });

  it('decides nothing the second time (a resumed move repeats its step)', () => {
    given(movedIn(8, 40, stayOf40, null))
      .when(accept(8, 40, stayOf40))
      .then([]);
  });

  it('holds the nights of the stay it took: nobody else can book them', () => {
    given(movedIn(8, 40, stayOf40, null))
      .when({
        type: 'PlaceStaffBooking',
        data: { ...booked(8, 51, day(41), day(42)).data, paidAtReception: null },
      })
      .thenThrows('booking.roomTaken');
  });

  it('in a swap, takes it beside its own stay that goes the other way, and freezes that one', () => {
    const events = [placedIn(8, 50, day(40), day(43)), paid(8, 50)];
    given(...events)
      .when(accept(8, 40, stayOf40, 50))
      .then([movedIn(8, 40, stayOf40, 50)]);
    const state = [...events, movedIn(8, 40, stayOf40, 50)].reduce(evolve, initialRoomState);
    // Frozen: no command but its own move acts on it.
    expect(() =>
      decide({ type: 'SetReception', data: { roomId: 8, bookingId: 50, arrived: null } }, state),
    ).toThrow('booking.beingMoved');
  });

  it('refuses a swap whose stay does not fit beside the other stays of the room', () => {
    given(placedIn(8, 50, day(40), day(41)), placedIn(8, 51, day(41), day(42)))
      .when(accept(8, 40, stayOf40, 50))
      .thenThrows('move.notSwappable');
  });

  it("refuses a swap's second step when its own stay is no longer the copy the other room took", () => {
    given(placedIn(8, 50, day(40), day(42)), paid(8, 50))
      .when(accept(8, 40, stayOf40, 50, { ...stayOf40, checkout: day(43) }))
      .thenThrows('move.stayChanged');
  });
});

describe('room decider: the source room lets a moved stay go', () => {
  const here = [placedIn(7, 40, day(40), day(42)), paid(7, 40)];

  it('lets it go when it is still what the target room took: its nights are free again', () => {
    given(...here)
      .when(release(stayOf40))
      .then([movedOut]);
    given(...here, movedOut)
      .when({
        type: 'PlaceStaffBooking',
        data: { ...booked(7, 51, day(40), day(42)).data, paidAtReception: null },
      })
      .then([placedIn(7, 51, day(40), day(42))]);
  });

  it('refuses when the stay changed since (its dates, its payment, its guests arrived)', () => {
    given(...here, {
      type: 'BookingDatesChanged',
      data: {
        roomId: 7,
        bookingId: 40,
        checkin: day(40),
        checkout: day(43),
        previous: { checkin: day(40), checkout: day(42) },
      },
    })
      .when(release(stayOf40))
      .thenThrows('move.stayChanged');
    given(placedIn(7, 40, day(40), day(42)))
      .when(release(stayOf40))
      .thenThrows('move.stayChanged');
    given(...here, {
      type: 'ReceptionStatusToggled',
      data: { roomId: 7, bookingId: 40, status: 1 },
    })
      .when(release(stayOf40))
      .thenThrows('move.stayChanged');
  });

  it('decides nothing the second time', () => {
    given(...here, movedOut)
      .when(release(stayOf40))
      .then([]);
  });

  it('sends a later command on the stay to the room it went to', () => {
    const state = [...here, movedOut].reduce(evolve, initialRoomState);
    const run = () =>
      decide({ type: 'SetReception', data: { roomId: 7, bookingId: 40, arrived: null } }, state);
    expect(run).toThrow(BookingMovedAway);
    try {
      run();
    } catch (error) {
      expect((error as BookingMovedAway).roomId).toBe(8);
    }
  });
});

describe('room decider: a move given up', () => {
  it('lets the copy go and unfreezes the swapped stay; twice decides nothing', () => {
    const events = [placedIn(8, 50, day(40), day(43)), paid(8, 50), movedIn(8, 40, stayOf40, 50)];
    const revert: RoomCommand = {
      type: 'RevertStayMove',
      data: { roomId: 8, bookingId: 40, moveId: 'move-1', swapWith: 50 },
    };
    const reverted: RoomEvent = {
      type: 'StayMoveReverted',
      data: { roomId: 8, bookingId: 40, moveId: 'move-1', swapWith: 50 },
    };
    given(...events)
      .when(revert)
      .then([reverted]);
    given(...events, reverted)
      .when(revert)
      .then([]);
    const state = [...events, reverted].reduce(evolve, initialRoomState);
    expect(state.bookings.map((b) => b.bookingId)).toEqual([50]);
    expect(
      decide({ type: 'SetReception', data: { roomId: 8, bookingId: 50, arrived: null } }, state),
    ).toHaveLength(1);
  });
});
