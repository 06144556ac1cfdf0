import { describe, it } from 'vitest';
import type { RoomEvent } from '@hotel/contracts';
import { day } from '../../../test/clock';
import { given } from '../../test/room-given';
import type { RoomCommand } from './room-command';

describe('room decider: a refund or reversal made at the bank', () => {
  const price = {
    nights: 1,
    roomPriceTenge: 50_000,
    discountPercent: 0,
    roomPartTenge: 50_000,
    bookingFeeTenge: 1_000,
    totalTenge: 51_000,
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
      checkin: day(40),
      checkout: day(41),
      guests: [{ fullName: 'Aýna', passportSerial: 'BN', passportNumber: '123456' }],
      price,
      paymentDeadline: `${day(0)}T10:15:00.000Z`,
    },
  };
  const paid: RoomEvent = {
    type: 'PaymentConfirmed',
    data: {
      roomId: 7,
      bookingId: 30,
      orderId: 'order-30',
      amountTenge: 51_000,
      paidAt: `${day(0)}T10:05:00.000Z`,
    },
  };
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
  const price = {
    nights: 1,
    roomPriceTenge: 50_000,
    discountPercent: 0,
    roomPartTenge: 50_000,
    bookingFeeTenge: 1_000,
    totalTenge: 51_000,
  };
  const opened: RoomEvent = {
    type: 'RoomOpenedForOnline',
    data: { roomId: 7, blockId: 1, checkin: day(30), checkout: day(50) },
  };
  const booking = {
    roomId: 7,
    bookingId: 31,
    roomTypeId: 2,
    userId: 5,
    email: 'guest@example.com',
    bookNumber: 1043,
    checkin: day(40),
    checkout: day(41),
    guests: [{ fullName: 'Aýna', passportSerial: 'BN', passportNumber: '123456' }],
    price,
    paymentDeadline: `${day(0)}T10:15:00.000Z`,
  };
  const place: RoomCommand = { type: 'PlaceBooking', data: booking };

  it('places it once', () => {
    given(opened)
      .when(place)
      .then([{ type: 'BookingPlaced', data: booking }]);
  });

  it('decides nothing when the same booking is in the room already', () => {
    given(opened, { type: 'BookingPlaced', data: booking }).when(place).then([]);
  });

  it('refuses a stay without nights, even inside a block', () => {
    given(opened)
      .when({ type: 'PlaceBooking', data: { ...booking, checkin: day(40), checkout: day(40) } })
      .thenThrows('range.checkoutBeforeCheckin');
  });

  it('still refuses another booking on the same nights', () => {
    given(opened, { type: 'BookingPlaced', data: booking })
      .when({ type: 'PlaceBooking', data: { ...booking, bookingId: 32, bookNumber: 1044 } })
      .thenThrows('booking.roomTaken');
  });
});
