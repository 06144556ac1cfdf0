import { describe, expect, it } from 'vitest';
import type { RoomEvent, RoomStay } from '@hotel/contracts';
import { day } from '../../../test/clock';
import { given } from '../../test/room-given';
import { BookingMovedAway } from './room-errors';
import { decide } from './decide';
import type { RoomCommand } from './room-command';
import { evolve, initialRoomState } from './room-state';

// The room's rules for the steps of a move and a swap (stay-moves.ts).
const price = {
  nights: 2,
  roomPriceTenge: 50_000,
  discountPercent: 0,
  roomPartTenge: 100_000,
  bookingFeeTenge: 1_000,
  totalTenge: 101_000,
};
const booked = (roomId: number, bookingId: number, checkin: string, checkout: string) => ({
  type: 'BookingPlaced' as const,
  data: {
    roomId,
    bookingId,
    roomTypeId: 2,
    userId: null,
    email: 'guest@example.com',
    bookNumber: 1000 + bookingId,
    checkin,
    checkout,
    guests: [{ fullName: 'Aýna', passportSerial: 'BN', passportNumber: '123456' }],
    price,
    paymentDeadline: `${day(1)}T10:15:00.000Z`,
    channel: 'phone' as const,
  },
});
const placedIn = (
  roomId: number,
  bookingId: number,
  checkin: string,
  checkout: string,
): RoomEvent => booked(roomId, bookingId, checkin, checkout);
const paid = (roomId: number, bookingId: number): RoomEvent => ({
  type: 'PaymentTakenAtReception',
  data: { roomId, bookingId, amountTenge: 101_000, method: 'cash' },
});
const stayOf40: RoomStay = {
  checkin: day(40),
  checkout: day(42),
  status: 'online',
  orderId: null,
  formUrl: null,
  price,
  paymentDeadline: `${day(1)}T10:15:00.000Z`,
  receptionStatus: 0,
  channel: 'phone',
  paidAtReception: 'cash',
};
const movedIn = (
  roomId: number,
  bookingId: number,
  stay: RoomStay,
  swapWith: number | null,
  fromRoomId = 7,
): RoomEvent => ({
  type: 'StayMovedIn',
  data: { roomId, bookingId, moveId: 'move-1', fromRoomId, roomTypeId: 3, stay, swapWith },
});
const accept = (
  roomId: number,
  bookingId: number,
  stay: RoomStay,
  swapWith: number | null = null,
  swapExpected: RoomStay | null = null,
): RoomCommand => ({
  type: 'AcceptStay',
  data: {
    roomId,
    bookingId,
    moveId: 'move-1',
    fromRoomId: 7,
    roomTypeId: 3,
    stay,
    swapWith,
    swapExpected,
  },
});
const release = (expected: RoomStay, bookingId = 40): RoomCommand => ({
  type: 'ReleaseStay',
  data: { roomId: 7, bookingId, moveId: 'move-1', toRoomId: 8, toRoomTypeId: 3, expected },
});
const movedOut: RoomEvent = {
  type: 'StayMovedOut',
  data: { roomId: 7, bookingId: 40, moveId: 'move-1', toRoomId: 8, toRoomTypeId: 3 },
};

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

describe('room decider: a checked-in guest moves for the rest of the stay', () => {
  const checkedIn: RoomEvent = {
    type: 'GuestCheckedIn',
    data: { roomId: 7, bookingId: 40, at: `${day(40)}T10:00:00.000Z` },
  };
  const here = [placedIn(7, 40, day(40), day(42)), paid(7, 40), checkedIn];
  const inStay: RoomStay = { ...stayOf40, receptionStatus: 1, checkedIn: true };
  const split = (splitOn: string): RoomCommand => ({
    type: 'AcceptStay',
    data: {
      roomId: 8,
      bookingId: 40,
      moveId: 'move-1',
      fromRoomId: 7,
      roomTypeId: 3,
      stay: inStay,
      swapWith: null,
      splitOn,
      swapExpected: null,
    },
  });
  const splitIn: RoomEvent = {
    type: 'StayMovedIn',
    data: {
      roomId: 8,
      bookingId: 40,
      moveId: 'move-1',
      fromRoomId: 7,
      roomTypeId: 3,
      stay: inStay,
      swapWith: null,
      splitOn: day(41),
    },
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
