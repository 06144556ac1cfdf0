import { describe, expect, it } from 'vitest';
import type { RoomEvent } from '@hotel/contracts';
import { day } from '../../../test/clock';
import { given } from '../../test/room-given';
import { priceOf } from '../../test/booking-builders';
import type { RoomCommand } from './room-command';
import { bookingPlaced, opened } from './room-fixtures';
import { evolve, initialRoomState } from './room-state';

describe('room decider: bookings taken by staff', () => {
  const { data: booking } = bookingPlaced({
    bookingId: 40,
    userId: null,
    email: 'caller@example.com',
    bookNumber: 1050,
    checkin: day(40),
    checkout: day(42),
    price: priceOf(2),
    paymentDeadline: `${day(1)}T10:15:00.000Z`,
    language: 'ru',
    channel: 'phone',
  });
  const placed: RoomEvent = { type: 'BookingPlaced', data: booking };
  const staffPlace = (
    paidAtReception: 'cash' | 'card_terminal' | null,
    data = booking,
  ): RoomCommand => ({
    type: 'PlaceStaffBooking',
    data: { ...data, paidAtReception },
  });
  const takenInCash: RoomEvent = {
    type: 'PaymentTakenAtReception',
    data: { roomId: 7, bookingId: 40, amountTenge: 101_000, method: 'cash' },
  };

  it('books nights no for-online block covers, which an online booking may not', () => {
    given().when(staffPlace(null)).then([placed]);
    given()
      .when({ type: 'PlaceBooking', data: { ...booking, channel: 'online' } })
      .thenThrows('booking.roomTaken');
  });

  it('records the payment taken at reception in the same decision, for the whole amount', () => {
    given().when(staffPlace('cash')).then([placed, takenInCash]);
    given()
      .when(staffPlace('card_terminal'))
      .then([
        placed,
        {
          type: 'PaymentTakenAtReception',
          data: { ...takenInCash.data, method: 'card_terminal' },
        } as RoomEvent,
      ]);
  });

  it('refuses nights another active booking holds, online or taken by staff', () => {
    const online: RoomEvent = {
      type: 'BookingPlaced',
      data: {
        ...booking,
        bookingId: 39,
        userId: 5,
        channel: undefined,
        checkin: day(41),
        checkout: day(43),
      },
    };
    given(opened(1, day(30), day(50)), online)
      .when(staffPlace('cash'))
      .thenThrows('booking.roomTaken');
    given(placed)
      .when(
        staffPlace(null, {
          ...booking,
          bookingId: 41,
          bookNumber: 1051,
          checkin: day(41),
          checkout: day(44),
        }),
      )
      .thenThrows('booking.roomTaken');
  });

  it('takes the nights of a booking that expired', () => {
    const fresh = { ...booking, bookingId: 41, bookNumber: 1051 };
    given(placed, { type: 'PaymentExpired', data: { roomId: 7, bookingId: 40 } })
      .when(staffPlace(null, fresh))
      .then([{ type: 'BookingPlaced', data: fresh }]);
  });

  it('decides nothing when the same booking is in the room already (a retry)', () => {
    given(placed, takenInCash).when(staffPlace('cash')).then([]);
  });

  it('makes a booking paid at reception paid: reception can mark it', () => {
    const state = [placed, takenInCash].reduce(evolve, initialRoomState);
    expect(state.bookings[0]?.status).toBe('paid');
    given(placed, takenInCash)
      .when({ type: 'SetReception', data: { roomId: 7, bookingId: 40, arrived: null } })
      .then([{ type: 'ReceptionStatusToggled', data: { roomId: 7, bookingId: 40, status: 1 } }]);
  });

  it('moves a staff booking to nights outside any for-online block', () => {
    const change = {
      roomId: 7,
      bookingId: 40,
      checkin: day(45),
      checkout: day(47),
      rate: { roomPriceTenge: 50_000, discountPercent: 0 },
    };
    given(placed)
      .when({ type: 'ChangeDates', data: change })
      .then([
        {
          type: 'BookingDatesChanged',
          data: { ...change, previous: { checkin: day(40), checkout: day(42) } },
        },
      ]);
  });

  it('keeps a staff booking paid online after it expired, when its nights are still free (no block needed)', () => {
    const paid = {
      roomId: 7,
      bookingId: 40,
      orderId: 'order-40',
      amountTenge: 101_000,
      paidAt: `${day(1)}T11:00:00.000Z`,
    };
    given(placed, { type: 'PaymentExpired', data: { roomId: 7, bookingId: 40 } })
      .when({ type: 'ConfirmPayment', data: paid })
      .then([{ type: 'PaymentConfirmed', data: paid }]);
  });
});
