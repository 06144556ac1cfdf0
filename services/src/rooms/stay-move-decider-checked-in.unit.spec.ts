import { describe, expect, it } from 'vitest';
import type { RoomEvent, RoomStay } from '@hotel/contracts';
import { day } from '../../../test/clock';
import { given } from '../../test/room-given';
import type { RoomCommand } from './room-command';
import { evolve, initialRoomState } from './room-state';
import { accept, movedIn, paid, placedIn, release, stayOf40 } from './stay-move-fixtures';

// The room's rules for a checked-in guest's move for the rest of the stay (stay-moves.ts).
describe('room decider: a checked-in guest moves for the rest of the stay', () => {
  const checkedIn: RoomEvent = {
    type: 'GuestCheckedIn',
    data: { roomId: 7, bookingId: 40, at: `${day(40)}T10:00:00.000Z` },
  };
  const here = [placedIn(7, 40, day(40), day(42)), paid(7, 40), checkedIn];
  const inStay: RoomStay = { ...stayOf40, receptionStatus: 1, checkedIn: true };
  // The move of the rest of the stay: the same steps as a move, the night it moves on named.
  const split = (splitOn: string): RoomCommand => ({
    type: 'AcceptStay',
    data: { ...accept(8, 40, inStay).data, splitOn },
  });
  const splitIn: RoomEvent = {
    type: 'StayMovedIn',
    data: { ...movedIn(8, 40, inStay, null).data, splitOn: day(41) },
  };
  const splitOut: RoomEvent = {
    type: 'StayMovedOut',
    data: {
      roomId: 7,
      bookingId: 40,
      moveId: 'move-1',
      toRoomId: 8,
      toRoomTypeId: 3,
      splitOn: day(41),
    },
  };

  it('lets the room it sleeps in release it as it is', () => {
    given(...here)
      .when({
        ...release(inStay),
        data: { ...release(inStay).data, splitOn: day(41) },
      } as RoomCommand)
      .then([splitOut]);
  });

  it('is taken by the new room from the night it moves on, whatever holds the nights already slept there', () => {
    given(placedIn(8, 50, day(39), day(41)))
      .when(split(day(41)))
      .then([splitIn]);
  });

  it('keeps the nights slept in the old room, and arrives checked in: reception checks it out of the new one', () => {
    const old = [...here, splitOut]
      .reduce(evolve, initialRoomState)
      .bookings.find((b) => b.bookingId === 40);
    expect(old).toMatchObject({ checkin: day(40), checkout: day(41), movedTo: 8 });
    given(splitIn)
      .when({
        type: 'CheckOut',
        data: {
          roomId: 8,
          bookingId: 40,
          at: `${day(42)}T07:00:00.000Z`,
          departedOn: day(42),
          refundTenge: 0,
          hotelToday: day(42),
          blockIds: [],
        },
      })
      .then([
        {
          type: 'GuestCheckedOut',
          data: {
            roomId: 8,
            bookingId: 40,
            at: `${day(42)}T07:00:00.000Z`,
            departedOn: day(42),
            bookedCheckout: day(42),
            early: false,
            refundTenge: 0,
          },
        },
      ]);
  });

  it('refuses a split outside the stay, or of guests not checked in', () => {
    given()
      .when(split(day(42)))
      .thenThrows('move.splitOutOfStay');
    given()
      .when(split(day(40)))
      .thenThrows('move.splitOutOfStay');
    given()
      .when({ ...split(day(41)), data: { ...split(day(41)).data, stay: stayOf40 } } as RoomCommand)
      .thenThrows('move.splitOutOfStay');
  });

  it('refuses nights of the rest of the stay another stay holds', () => {
    given(placedIn(8, 50, day(41), day(43)))
      .when(split(day(41)))
      .thenThrows('booking.roomTaken');
  });

  it('never swaps', () => {
    given(placedIn(8, 50, day(40), day(42)), paid(8, 50))
      .when(accept(8, 40, inStay, 50))
      .thenThrows('move.notSwappableCheckedIn');
  });
});
