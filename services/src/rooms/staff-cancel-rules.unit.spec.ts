import { describe, it } from 'vitest';
import type { RoomEvent } from '@hotel/contracts';
import { at, day } from '../../../test/clock';
import { given } from '../../test/room-given';
import { stayOf } from './decide/guards';
import type { RoomCommand, StaffRefundChoice } from './room-command';
import { checkedIn } from './front-desk-fixtures';
import { evolve, findBooking, initialRoomState } from './room-state';
import {
  bankRefundOwed,
  cancel,
  cancelled,
  cancelledAt,
  noShow,
  noShowMarked,
  phonePlaced,
  refundRecorded,
  registered,
} from './staff-cancel-fixtures';
import { block, paid, paidByCard, paidInCash, placed } from './room-fixtures';

describe('room decider: staff cancel', () => {
  it('cancels a booking not paid yet, with nothing to give back', () => {
    given(block, placed, registered)
      .when(cancel('none'))
      .then([cancelled(0)]);
    given(block, placed, registered)
      .when(cancel('full'))
      .then([cancelled(0)]);
  });

  it('frees the nights: the same nights can be booked again', () => {
    given(block, placed, cancelled(0))
      .when({
        type: 'PlaceBooking',
        data: {
          ...(placed.data as Extract<RoomEvent, { type: 'BookingPlaced' }>['data']),
          bookingId: 31,
        },
      })
      .then([
        {
          type: 'BookingPlaced',
          data: {
            ...(placed.data as Extract<RoomEvent, { type: 'BookingPlaced' }>['data']),
            bookingId: 31,
          },
        },
      ]);
  });

  it('refunds all the bank took through the bank, owed in the same append', () => {
    given(block, placed, registered, paid)
      .when(cancel('full'))
      .then([cancelled(201_000), bankRefundOwed(201_000)]);
  });

  it('refunds a part through the bank', () => {
    given(block, placed, registered, paid)
      .when(cancel({ amountTenge: 50_000 }))
      .then([cancelled(50_000), bankRefundOwed(50_000)]);
  });

  it('cancels a paid booking keeping the money', () => {
    given(block, placed, registered, paid)
      .when(cancel('none'))
      .then([cancelled(0)]);
  });

  it('records money paid at the desk in cash as given back in cash, with no bank', () => {
    given(phonePlaced, paidInCash)
      .when(cancel('full'))
      .then([cancelled(201_000), refundRecorded(201_000, 'cash')]);
  });

  it('gives money taken by the card terminal back by bank transfer', () => {
    given(phonePlaced, paidByCard)
      .when(cancel({ amountTenge: 1_000 }))
      .then([cancelled(1_000), refundRecorded(1_000, 'bank_transfer')]);
  });

  it('refuses to give back more than was paid', () => {
    given(block, placed, registered, paid)
      .when(cancel({ amountTenge: 201_001 }))
      .thenThrows('booking.refundOverPaid');
    given(block, placed, registered)
      .when(cancel({ amountTenge: 1 }))
      .thenThrows('booking.refundOverPaid');
  });

  it('refuses a booking cancelled already: a repeated cancel never refunds twice', () => {
    given(block, placed, registered, paid, cancelled(201_000), bankRefundOwed(201_000))
      .when(cancel('full'))
      .thenThrows('booking.notActive');
    given(block, placed, { type: 'PaymentExpired', data: { roomId: 7, bookingId: 30 } })
      .when(cancel('none'))
      .thenThrows('booking.notActive');
  });

  it('refuses once the guests checked in', () => {
    given(block, placed, registered, paid, checkedIn)
      .when(cancel('none'))
      .thenThrows('booking.alreadyCheckedIn');
  });

  it('records the bank answer once', () => {
    const owed = [block, placed, registered, paid, cancelled(201_000), bankRefundOwed(201_000)];
    const sent: RoomEvent = {
      type: 'StaffRefundSent',
      data: {
        roomId: 7,
        bookingId: 30,
        orderId: 'order-30',
        amountTenge: 201_000,
        bankReference: 'ref',
        refundedAt: at(3, '09:01'),
      },
    };
    const complete: RoomCommand = {
      type: 'CompleteStaffRefund',
      data: { roomId: 7, bookingId: 30, bankReference: 'ref', refundedAt: at(3, '09:01') },
    };
    given(...owed)
      .when(complete)
      .then([sent]);
    given(...owed, sent)
      .when(complete)
      .then([]);
    given(...owed, sent)
      .when({ type: 'FailStaffRefund', data: { roomId: 7, bookingId: 30, reason: 'no' } })
      .then([]);
  });

  it('lets a payment that arrives after the cancel go back (no room for it)', () => {
    given(block, placed, registered, cancelled(0))
      .when({
        type: 'ConfirmPayment',
        data: paid.data as Extract<RoomEvent, { type: 'PaymentConfirmed' }>['data'],
      })
      .thenThrows('booking.latePaymentNoRoom');
  });

  describe('a booking paid partly online and partly at the desk', () => {
    const extra: RoomEvent = {
      type: 'ChargePosted',
      data: {
        roomId: 7,
        bookingId: 30,
        chargeId: 'c-1',
        description: 'Restaurant',
        amountTenge: 30_000,
      },
    };
    const desk: RoomEvent = {
      type: 'DeskPaymentTaken',
      data: { roomId: 7, bookingId: 30, paymentId: 'p-1', amountTenge: 30_000, method: 'cash' },
    };
    const cancelAs = (
      refund: StaffRefundChoice,
      refundMethod?: 'cash' | 'bank_transfer',
      roomId = 7,
    ): RoomCommand => ({
      type: 'CancelByStaff',
      data: {
        roomId,
        bookingId: 30,
        reason: 'The guest called to cancel',
        cancelledAt,
        refund,
        ...(refundMethod ? { refundMethod } : {}),
      },
    });

    it('gives back all that was paid: what the bank took through the bank, the rest as staff chose', () => {
      given(block, placed, registered, paid, extra, desk)
        .when(cancelAs('full', 'cash'))
        .then([cancelled(231_000), bankRefundOwed(201_000), refundRecorded(30_000, 'cash')]);
    });

    it('sends a part within what the bank took through the bank alone', () => {
      given(block, placed, registered, paid, extra, desk)
        .when(cancelAs({ amountTenge: 150_000 }, 'bank_transfer'))
        .then([cancelled(150_000), bankRefundOwed(150_000)]);
    });

    it('records beyond what the bank took by bank transfer when staff say so', () => {
      given(block, placed, registered, paid, extra, desk)
        .when(cancelAs({ amountTenge: 211_000 }, 'bank_transfer'))
        .then([
          cancelled(211_000),
          bankRefundOwed(201_000),
          refundRecorded(10_000, 'bank_transfer'),
        ]);
    });

    it('asks how the money the bank does not return goes back', () => {
      given(block, placed, registered, paid, extra, desk)
        .when(cancelAs('full'))
        .thenThrows('booking.refundMethodNeeded');
    });

    it('refuses more than was paid in all', () => {
      given(block, placed, registered, paid, extra, desk)
        .when(cancelAs({ amountTenge: 231_001 }, 'cash'))
        .thenThrows('booking.refundOverPaid');
    });

    it('keeps what the desk took when the stay moves to another room', () => {
      const state = [block, placed, registered, paid, extra, desk].reduce(evolve, initialRoomState);
      const booking = findBooking(state, 30);
      if (!booking) throw new Error('no booking');
      const movedIn: RoomEvent = {
        type: 'StayMovedIn',
        data: {
          roomId: 8,
          bookingId: 30,
          moveId: 'm-1',
          fromRoomId: 7,
          roomTypeId: 3,
          stay: stayOf(booking),
          swapWith: null,
        },
      };
      given(movedIn)
        .when(cancelAs('full', 'cash', 8))
        .then([
          { ...cancelled(231_000), data: { ...cancelled(231_000).data, roomId: 8 } } as RoomEvent,
          {
            type: 'StaffRefundRequested',
            data: {
              roomId: 8,
              bookingId: 30,
              orderId: 'order-30',
              amountTenge: 201_000,
              bankRefundedBeforeTenge: 0,
            },
          },
          refundRecorded(30_000, 'cash', 8),
        ]);
    });

    it('gives a booking paid at reception back as staff chose, its own way by default', () => {
      given(phonePlaced, paidInCash, extra, desk)
        .when(cancel('full'))
        .then([cancelled(231_000), refundRecorded(231_000, 'cash')]);
      given(phonePlaced, paidInCash, extra, desk)
        .when(cancelAs({ amountTenge: 1_000 }, 'bank_transfer'))
        .then([cancelled(1_000), refundRecorded(1_000, 'bank_transfer')]);
    });
  });
});

describe('room decider: no-show', () => {
  it('is refused on the arrival day and before it', () => {
    given(block, placed, registered, paid)
      .when(noShow(day(10)))
      .thenThrows('booking.noShowTooEarly');
    given(block, placed, registered, paid)
      .when(noShow(day(9)))
      .thenThrows('booking.noShowTooEarly');
  });

  it('is marked after the arrival day, and frees the nights', () => {
    given(block, placed, registered, paid)
      .when(noShow(day(11)))
      .then([noShowMarked]);
    given(block, placed, registered, paid, noShowMarked)
      .when(cancel('none'))
      .thenThrows('booking.notActive');
  });

  it('is refused once the guests checked in', () => {
    given(block, placed, registered, paid, checkedIn)
      .when(noShow(day(11)))
      .thenThrows('booking.alreadyCheckedIn');
  });
});
