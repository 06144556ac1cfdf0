import { describe, it } from 'vitest';
import type { RoomEvent } from '@hotel/contracts';
import { day } from '../../../test/clock';
import { given } from '../../test/room-given';

const price = {
  nights: 2,
  roomPriceTenge: 58_500,
  discountPercent: 0,
  roomPartTenge: 117_000,
  bookingFeeTenge: 0,
  totalTenge: 117_000,
};
const block: RoomEvent = {
  type: 'RoomOpenedForOnline',
  data: { roomId: 7, blockId: 1, checkin: day(5), checkout: day(30) },
};
const placed: RoomEvent = {
  type: 'BookingPlaced',
  data: {
    roomId: 7,
    bookingId: 30,
    roomTypeId: 2,
    userId: 5,
    email: 'guest@example.com',
    bookNumber: 1001,
    checkin: day(10),
    checkout: day(12),
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
    amountTenge: 117_000,
    paidAt: `${day(0)}T10:05:00.000Z`,
  },
};
const cancelled: RoomEvent = {
  type: 'BookingCancelled',
  data: { roomId: 7, bookingId: 30, refunded: false, cancelledAt: `${day(0)}T11:00:00.000Z` },
};
const rate = { roomPriceTenge: 60_000, discountPercent: 10 };
const charge = {
  roomId: 7,
  bookingId: 30,
  chargeId: 'c-1',
  description: 'Late check-out',
  amountTenge: 20_000,
};
const payment = {
  roomId: 7,
  bookingId: 30,
  paymentId: 'p-1',
  amountTenge: 58_500,
  method: 'cash' as const,
};

describe('room decider: the folio', () => {
  it('records the nightly price in force with a date change, so the folio reprices the nights', () => {
    given(block, placed, paid)
      .when({
        type: 'ChangeDates',
        data: { roomId: 7, bookingId: 30, checkin: day(10), checkout: day(13), rate },
      })
      .then([
        {
          type: 'BookingDatesChanged',
          data: {
            roomId: 7,
            bookingId: 30,
            checkin: day(10),
            checkout: day(13),
            rate,
            previous: { checkin: day(10), checkout: day(12) },
          },
        },
      ]);
  });

  it('posts an extra on a booking that holds its room', () => {
    given(block, placed, paid)
      .when({ type: 'PostCharge', data: charge })
      .then([{ type: 'ChargePosted', data: charge }]);
  });

  it('refuses an extra on a cancelled booking', () => {
    given(block, placed, cancelled)
      .when({ type: 'PostCharge', data: charge })
      .thenThrows('booking.notChangeable');
  });

  it('takes money at the desk toward a paid booking', () => {
    given(block, placed, paid)
      .when({ type: 'TakeDeskPayment', data: payment })
      .then([{ type: 'DeskPaymentTaken', data: payment }]);
  });

  it('refuses money at the desk for a booking the bank may still be paid for', () => {
    given(block, placed)
      .when({ type: 'TakeDeskPayment', data: payment })
      .thenThrows('booking.notPaid');
  });
});
