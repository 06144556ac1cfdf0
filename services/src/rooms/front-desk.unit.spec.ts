import { describe, it } from 'vitest';
import type { RoomEvent } from '@hotel/contracts';
import { at, day } from '../../../test/clock';
import { given } from '../../test/room-given';
import type { CheckOutData, RoomCommand } from './room-command';

// A paid booking of room 7 for the nights day(10) .. day(14), inside the block day(5) .. day(20).
const price = {
  nights: 4,
  roomPriceTenge: 50_000,
  discountPercent: 0,
  roomPartTenge: 200_000,
  bookingFeeTenge: 1_000,
  totalTenge: 201_000,
};
const block: RoomEvent = {
  type: 'RoomOpenedForOnline',
  data: { roomId: 7, blockId: 1, checkin: day(5), checkout: day(20) },
};
const placed: RoomEvent = {
  type: 'BookingPlaced',
  data: {
    roomId: 7,
    bookingId: 30,
    roomTypeId: 2,
    userId: 5,
    email: 'guest@example.com',
    bookNumber: 1042,
    checkin: day(10),
    checkout: day(14),
    guests: [{ fullName: 'Aýna', passportSerial: 'BN', passportNumber: '123456' }],
    price,
    paymentDeadline: at(0, '10:15'),
  },
};
const paid: RoomEvent = {
  type: 'PaymentConfirmed',
  data: {
    roomId: 7,
    bookingId: 30,
    orderId: 'order-30',
    amountTenge: 201_000,
    paidAt: at(0, '10:05'),
  },
};
const arrival = { roomId: 7, bookingId: 30, at: at(10, '15:00') };
const checkIn = (hotelToday = day(10)): RoomCommand => ({
  type: 'CheckIn',
  data: { ...arrival, hotelToday },
});
const checkedIn: RoomEvent = { type: 'GuestCheckedIn', data: arrival };
/** The spec's reception flag switched on (before arrival as often as not). */
const toggledOn: RoomEvent = {
  type: 'ReceptionStatusToggled',
  data: { roomId: 7, bookingId: 30, status: 1 },
};
const checkOut = (data: Partial<CheckOutData> = {}): RoomCommand => ({
  type: 'CheckOut',
  data: {
    roomId: 7,
    bookingId: 30,
    at: at(14, '11:00'),
    departedOn: day(14),
    refundTenge: 0,
    hotelToday: day(14),
    blockIds: [90, 91],
    ...data,
  },
});
const checkedOut = (
  departedOn: string,
  early: boolean,
  refundTenge = 0,
  atTime = at(14, '11:00'),
): RoomEvent => ({
  type: 'GuestCheckedOut',
  data: {
    roomId: 7,
    bookingId: 30,
    at: atTime,
    departedOn,
    bookedCheckout: day(14),
    early,
    refundTenge,
  },
});

/** What an early departure of the booking paid online owes through the bank for 100 000 teňňe. */
const refundRequested: RoomEvent = {
  type: 'DepartureRefundRequested',
  data: { roomId: 7, bookingId: 30, orderId: 'order-30', amountTenge: 100_000 },
};

describe('room decider: check-in', () => {
  it('checks in a paid booking on its check-in date', () => {
    given(block, placed, paid).when(checkIn()).then([checkedIn]);
  });

  it('checks in on a later day of the stay', () => {
    given(block, placed, paid)
      .when(checkIn(day(11)))
      .then([checkedIn]);
  });

  it('refuses a booking not paid yet', () => {
    given(block, placed).when(checkIn()).thenThrows('booking.notPaid');
  });

  it('refuses a cancelled booking', () => {
    given(block, placed, {
      type: 'BookingCancelled',
      data: { roomId: 7, bookingId: 30, refunded: false, cancelledAt: at(1, '09:00') },
    })
      .when(checkIn())
      .thenThrows('booking.notPaid');
  });

  it('refuses before the check-in date at the hotel', () => {
    given(block, placed, paid)
      .when(checkIn(day(9)))
      .thenThrows('booking.checkinNotYet');
  });

  it('refuses to check in twice', () => {
    given(block, placed, paid, checkedIn).when(checkIn()).thenThrows('booking.alreadyCheckedIn');
  });

  it('checks in a booking the reception flag marked before: the flag records no check-in', () => {
    given(block, placed, paid, toggledOn).when(checkIn()).then([checkedIn]);
  });

  it('sets the reception flag, which the toggle after a check-in sets back to 0, the guests still checked in', () => {
    given(block, placed, paid, checkedIn)
      .when({ type: 'SetReception', data: { roomId: 7, bookingId: 30, arrived: null } })
      .then([{ type: 'ReceptionStatusToggled', data: { roomId: 7, bookingId: 30, status: 0 } }]);
    given(block, placed, paid, checkedIn, {
      type: 'ReceptionStatusToggled',
      data: { roomId: 7, bookingId: 30, status: 0 },
    })
      .when(checkOut())
      .then([checkedOut(day(14), false)]);
  });

  it('stops the guest from cancelling once they arrived', () => {
    given(block, placed, paid, checkedIn)
      .when({
        type: 'CancelBooking',
        data: {
          roomId: 7,
          bookingId: 30,
          cancelledAt: at(10, '09:00'),
          hotelNow: `${day(10)}T09:00`,
        },
      })
      .thenThrows('booking.alreadyCheckedIn');
    given(block, placed, paid, checkedIn)
      .when({
        type: 'RequestRefund',
        data: { roomId: 7, bookingId: 30, hotelNow: `${day(10)}T09:00` },
      })
      .thenThrows('booking.notRefundable');
  });
});

describe('room decider: check-out', () => {
  it('checks out on the booked checkout day, freeing nothing else', () => {
    given(block, placed, paid, checkedIn)
      .when(checkOut())
      .then([checkedOut(day(14), false)]);
  });

  it('on an early departure frees the remaining nights, already inside the for-online block', () => {
    given(block, placed, paid, checkedIn)
      .when(
        checkOut({
          departedOn: day(12),
          hotelToday: day(12),
          at: at(12, '11:00'),
          refundTenge: 100_000,
        }),
      )
      .then([checkedOut(day(12), true, 100_000, at(12, '11:00')), refundRequested]);
  });

  it('gives the money back at the desk when the booking was paid there, without the bank', () => {
    const atDesk: RoomEvent = {
      type: 'PaymentTakenAtReception',
      data: { roomId: 7, bookingId: 30, amountTenge: 201_000, method: 'card_terminal' },
    };
    given(block, placed, atDesk, checkedIn)
      .when(
        checkOut({
          departedOn: day(12),
          hotelToday: day(12),
          at: at(12, '11:00'),
          refundTenge: 100_000,
        }),
      )
      .then([
        checkedOut(day(12), true, 100_000, at(12, '11:00')),
        {
          type: 'DepartureRefundGivenAtReception',
          data: { roomId: 7, bookingId: 30, amountTenge: 100_000, method: 'card_terminal' },
        },
      ]);
  });

  it('refuses money back on a departure on the booked day', () => {
    given(block, placed, paid, checkedIn)
      .when(checkOut({ refundTenge: 1 }))
      .thenThrows('booking.refundOnlyEarly');
  });

  it("records the bank's answer to the refund once, and none to a refund never asked for", () => {
    const early = checkedOut(day(12), true, 100_000, at(12, '11:00'));
    const answer = {
      roomId: 7,
      bookingId: 30,
      bankReference: 'departure-refund:order-30:100000',
      refundedAt: at(12, '11:01'),
    };
    const sent: RoomEvent = {
      type: 'DepartureRefundSent',
      data: { ...answer, orderId: 'order-30', amountTenge: 100_000 },
    };
    given(block, placed, paid, checkedIn, early, refundRequested)
      .when({ type: 'CompleteDepartureRefund', data: answer })
      .then([sent]);
    given(block, placed, paid, checkedIn, early, refundRequested, sent)
      .when({ type: 'CompleteDepartureRefund', data: answer })
      .then([]);
    given(block, placed, paid, checkedIn, early, refundRequested, sent)
      .when({ type: 'FailDepartureRefund', data: { roomId: 7, bookingId: 30, reason: 'late' } })
      .then([]);
    given(block, placed, paid, checkedIn, checkedOut(day(12), true, 0, at(12, '11:00')))
      .when({ type: 'CompleteDepartureRefund', data: answer })
      .then([]);
  });

  it('lets another booking take the freed nights, and keeps the nights stayed', () => {
    const early = checkedOut(day(12), true, 0, at(12, '11:00'));
    const next = {
      ...placed.data,
      bookingId: 31,
      bookNumber: 1043,
      checkin: day(12),
      checkout: day(14),
    } as const;
    given(block, placed, paid, checkedIn, early)
      .when({ type: 'PlaceBooking', data: next })
      .then([{ type: 'BookingPlaced', data: next }]);
    given(block, placed, paid, checkedIn, early)
      .when({ type: 'PlaceBooking', data: { ...next, checkin: day(11) } })
      .thenThrows('booking.roomTaken');
  });

  it('opens the freed nights for online sale where no block covers them', () => {
    const laterBlock: RoomEvent = {
      type: 'RoomOpenedForOnline',
      data: { roomId: 7, blockId: 2, checkin: day(12), checkout: day(13) },
    };
    // Placed inside a block that was later replaced by a narrower one: only day(12) is still covered.
    const wide: RoomEvent = {
      type: 'RoomOpenedForOnline',
      data: { roomId: 7, blockId: 3, checkin: day(5), checkout: day(20) },
    };
    const removeWide: RoomEvent = { type: 'OnlineBlockRemoved', data: { roomId: 7, blockId: 3 } };
    given(wide, placed, paid, checkedIn, removeWide, laterBlock)
      .when(checkOut({ departedOn: day(11), hotelToday: day(11), at: at(11, '11:00') }))
      .then([
        checkedOut(day(11), true, 0, at(11, '11:00')),
        {
          type: 'RoomOpenedForOnline',
          data: { roomId: 7, blockId: 90, checkin: day(11), checkout: day(12) },
        },
        {
          type: 'RoomOpenedForOnline',
          data: { roomId: 7, blockId: 91, checkin: day(13), checkout: day(14) },
        },
      ]);
  });

  it('checks out on the arrival day: the guests changed their minds, every night is free again', () => {
    given(block, placed, paid, checkedIn)
      .when(checkOut({ departedOn: day(10), hotelToday: day(10), at: at(10, '18:00') }))
      .then([checkedOut(day(10), true, 0, at(10, '18:00'))]);
    const next = {
      ...placed.data,
      bookingId: 31,
      bookNumber: 1043,
      checkin: day(10),
      checkout: day(14),
    } as const;
    given(block, placed, paid, checkedIn, checkedOut(day(10), true, 0, at(10, '18:00')))
      .when({ type: 'PlaceBooking', data: next })
      .then([{ type: 'BookingPlaced', data: next }]);
  });

  it('refuses before check-in (the reception flag is no check-in), and twice', () => {
    given(block, placed, paid).when(checkOut()).thenThrows('booking.notCheckedIn');
    given(block, placed, paid, toggledOn).when(checkOut()).thenThrows('booking.notCheckedIn');
    given(block, placed, paid, checkedIn, checkedOut(day(14), false))
      .when(checkOut())
      .thenThrows('booking.alreadyCheckedOut');
  });

  it('refuses a departure date outside the stay or after today', () => {
    given(block, placed, paid, checkedIn)
      .when(checkOut({ departedOn: day(9) }))
      .thenThrows('booking.departureOutOfStay');
    given(block, placed, paid, checkedIn)
      .when(checkOut({ departedOn: day(15), hotelToday: day(15) }))
      .thenThrows('booking.departureOutOfStay');
    given(block, placed, paid, checkedIn)
      .when(checkOut({ departedOn: day(13), hotelToday: day(12) }))
      .thenThrows('booking.departureInFuture');
  });

  it('refuses to return more than the room part paid (the booking fee is kept)', () => {
    given(block, placed, paid, checkedIn)
      .when(checkOut({ refundTenge: 200_001 }))
      .thenThrows('booking.refundTooLarge');
  });

  it('ends the reception toggle and date changes of the stay', () => {
    given(block, placed, paid, checkedIn, checkedOut(day(14), false))
      .when({ type: 'SetReception', data: { roomId: 7, bookingId: 30, arrived: null } })
      .thenThrows('booking.alreadyCheckedOut');
    given(block, placed, paid, checkedIn, checkedOut(day(14), false))
      .when({
        type: 'ChangeDates',
        data: {
          roomId: 7,
          bookingId: 30,
          checkin: day(10),
          checkout: day(15),
          rate: { roomPriceTenge: 50_000, discountPercent: 0 },
        },
      })
      .thenThrows('booking.notChangeable');
  });
});
