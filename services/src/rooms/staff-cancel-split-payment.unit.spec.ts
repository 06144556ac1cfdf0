import { describe, it } from 'vitest';
import type { RoomEvent } from '@hotel/contracts';
import { given } from '../../test/room-given';
import { stayOf } from './decide/guards';
import type { RoomCommand, StaffRefundChoice } from './room-command';
import { evolve, findBooking, initialRoomState } from './room-state';
import {
  bankRefundOwed,
  cancel,
  cancelled,
  cancelledAt,
  phonePlaced,
  refundRecorded,
  registered,
} from './staff-cancel-fixtures';
import { block, paid, paidInCash, placed } from './room-fixtures';

describe('room decider: staff cancel', () => {
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
    ): RoomCommand => ({
      type: 'CancelByStaff',
      data: {
        roomId: 7,
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
      const there: RoomCommand = {
        type: 'CancelByStaff',
        data: {
          roomId: 8,
          bookingId: 30,
          reason: 'The guest called to cancel',
          cancelledAt,
          refund: 'full',
          refundMethod: 'cash',
        },
      };
      given(movedIn)
        .when(there)
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
