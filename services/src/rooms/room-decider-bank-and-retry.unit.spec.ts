import { describe, it } from 'vitest';
import type { RoomEvent } from '@hotel/contracts';
import { day } from '../../../test/clock';
import { given } from '../../test/room-given';
import { priceOf } from '../../test/booking-builders';
import type { RoomCommand } from './room-command';
import { bookingPlaced, opened, paymentConfirmed } from './room-fixtures';

// A one-night booking of room 7 for day(40), its times written in UTC.
const placed = bookingPlaced({
  checkin: day(40),
  checkout: day(41),
  price: priceOf(1),
  paymentDeadline: `${day(0)}T10:15:00.000Z`,
});

describe('room decider: a refund or reversal made at the bank', () => {
  const paid = paymentConfirmed({ amountTenge: 51_000, paidAt: `${day(0)}T10:05:00.000Z` });
  const recorded = {
    roomId: 7,
    bookingId: 30,
    amountTenge: 51_000,
    bankReference: 'bank-refund:order-30:51000',
    cancelledAt: `${day(1)}T09:00:00.000Z`,
  };
  const record: RoomCommand = { type: 'RecordBankRefund', data: recorded };
  const refundedEvent: RoomEvent = {
    type: 'BookingRefunded',
    data: { ...recorded, orderId: 'order-30' },
  };

  it('refunds a paid booking by the amount the bank reports', () => {
    given(placed, paid).when(record).then([refundedEvent]);
  });

  it('records nothing the second time', () => {
    given(placed, paid, refundedEvent).when(record).then([]);
  });

  it('refuses it for a booking that was never paid', () => {
    given(placed).when(record).thenThrows('booking.notPaid');
  });

  it('leaves a refund the guest asked for to finish on its own', () => {
    given(placed, paid, {
      type: 'RefundRequested',
      data: { roomId: 7, bookingId: 30, orderId: 'order-30', amountTenge: 50_000 },
    })
      .when(record)
      .thenThrows('booking.refundInProgress');
  });
});

describe('room decider: placing a booking again after a crash', () => {
  const block = opened(1, day(30), day(50));
  const booking = { ...placed.data, bookingId: 31, bookNumber: 1043 };
  const place: RoomCommand = { type: 'PlaceBooking', data: booking };

  it('places it once', () => {
    given(block)
      .when(place)
      .then([{ type: 'BookingPlaced', data: booking }]);
  });

  it('decides nothing when the same booking is in the room already', () => {
    given(block, { type: 'BookingPlaced', data: booking }).when(place).then([]);
  });

  it('refuses a stay without nights, even inside a block', () => {
    given(block)
      .when({ type: 'PlaceBooking', data: { ...booking, checkin: day(40), checkout: day(40) } })
      .thenThrows('range.checkoutBeforeCheckin');
  });

  it('still refuses another booking on the same nights', () => {
    given(block, { type: 'BookingPlaced', data: booking })
      .when({ type: 'PlaceBooking', data: { ...booking, bookingId: 32, bookNumber: 1044 } })
      .thenThrows('booking.roomTaken');
  });
});
