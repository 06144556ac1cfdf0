import { describe, it } from 'vitest';
import type { RoomEvent } from '@hotel/contracts';
import { day } from '../../../test/clock';
import { given } from '../../test/room-given';
import { shortStay } from './room-fixtures';

const { block, placed, paid } = shortStay;
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

  it('refuses money at the desk for a cancelled booking, saying it is cancelled', () => {
    given(block, placed, paid, cancelled)
      .when({ type: 'TakeDeskPayment', data: payment })
      .thenThrows('booking.paymentOnCancelled');
  });
});
