import { describe, it } from 'vitest';
import type { RoomEvent } from '@hotel/contracts';
import { at, day } from '../../../test/clock';
import { given } from '../../test/room-given';
import { checkedIn, checkedOut, checkOut, refundRequested, toggledOn } from './front-desk-fixtures';
import { block, paid, paidByCard, placed } from './room-fixtures';
import type { RoomCommand } from './room-command';

describe('room decider: check-out', () => {
  // Leaving on day(12), two nights early, with 100 000 teňňe back for them.
  const leaveEarly = checkOut({
    departedOn: day(12),
    hotelToday: day(12),
    at: at(12, '11:00'),
    refundTenge: 100_000,
  });

  it('checks out on the booked checkout day, freeing nothing else', () => {
    given(block, placed, paid, checkedIn)
      .when(checkOut())
      .then([checkedOut(day(14), false)]);
  });

  it('on an early departure frees the remaining nights, already inside the for-online block', () => {
    given(block, placed, paid, checkedIn)
      .when(leaveEarly)
      .then([checkedOut(day(12), true, 100_000, at(12, '11:00')), refundRequested]);
  });

  it('gives the money back at the desk when the booking was paid there, without the bank', () => {
    given(block, placed, paidByCard, checkedIn)
      .when(leaveEarly)
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

  /** After `early`, another booking may take the nights from day `freed` on, but not the one before. */
  function expectFreedFrom(early: RoomEvent, freed: number) {
    const next = {
      ...placed.data,
      bookingId: 31,
      bookNumber: 1043,
      checkin: day(freed),
      checkout: day(14),
    } as const;
    given(block, placed, paid, checkedIn, early)
      .when({ type: 'PlaceBooking', data: next })
      .then([{ type: 'BookingPlaced', data: next }]);
    given(block, placed, paid, checkedIn, early)
      .when({ type: 'PlaceBooking', data: { ...next, checkin: day(freed - 1) } })
      .thenThrows('booking.roomTaken');
  }

  it('lets another booking take the freed nights, and keeps the nights stayed', () => {
    expectFreedFrom(checkedOut(day(12), true, 0, at(12, '11:00')), 12);
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

  it('refuses a departure before the first night is over, naming the day after check-in', () => {
    for (const departedOn of [day(10), day(9)])
      given(block, placed, paid, checkedIn)
        .when(checkOut({ departedOn, hotelToday: day(10), at: at(10, '18:00') }))
        .thenThrows('booking.departureBeforeFirstNight', {
          kind: 'invalid',
          params: { date: day(11) },
          field: 'departedOn',
        });
  });

  it('on the arrival day checks out the next day: the first night stays booked, the rest is freed', () => {
    const early = checkedOut(day(11), true, 0, at(10, '18:00'));
    given(block, placed, paid, checkedIn)
      .when(checkOut({ departedOn: day(11), hotelToday: day(10), at: at(10, '18:00') }))
      .then([early]);
    given(block, placed, paid, checkedIn)
      .when(checkOut({ departedOn: day(12), hotelToday: day(10), at: at(10, '18:00') }))
      .thenThrows('booking.departureInFuture');
    expectFreedFrom(early, 11);
  });

  it('refuses before check-in (the reception flag is no check-in), and twice', () => {
    given(block, placed, paid).when(checkOut()).thenThrows('booking.notCheckedIn');
    given(block, placed, paid, toggledOn).when(checkOut()).thenThrows('booking.notCheckedIn');
    given(block, placed, paid, checkedIn, checkedOut(day(14), false))
      .when(checkOut())
      .thenThrows('booking.alreadyCheckedOut');
  });

  it('refuses a departure date after the booked checkout or after today', () => {
    given(block, placed, paid, checkedIn)
      .when(checkOut({ departedOn: day(15), hotelToday: day(15) }))
      .thenThrows('booking.departureOutOfStay');
    given(block, placed, paid, checkedIn)
      .when(checkOut({ departedOn: day(13), hotelToday: day(12) }))
      .thenThrows('booking.departureInFuture');
  });

  it('lets the date form shorten a checked-in stay to its first night, never to none', () => {
    const shorten = (checkout: string): RoomCommand => ({
      type: 'ChangeDates',
      data: {
        roomId: 7,
        bookingId: 30,
        checkin: day(10),
        checkout,
        rate: { roomPriceTenge: 50_000, discountPercent: 0 },
      },
    });
    given(block, placed, paid, checkedIn)
      .when(shorten(day(11)))
      .then([
        {
          type: 'BookingDatesChanged',
          data: { ...shorten(day(11)).data, previous: { checkin: day(10), checkout: day(14) } },
        } as RoomEvent,
      ]);
    for (const checkout of [day(10), day(9)])
      given(block, placed, paid, checkedIn)
        .when(shorten(checkout))
        .thenThrows('range.checkoutBeforeCheckin', { kind: 'invalid' });
  });

  it('refuses to return more than the room part paid (the booking fee is kept), saying how much', () => {
    given(block, placed, paid, checkedIn)
      .when(checkOut({ refundTenge: 200_001 }))
      .thenThrows('booking.refundTooLarge', { kind: 'invalid', params: { max: 200_000 } });
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
