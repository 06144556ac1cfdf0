import { describe, expect, it } from 'vitest';
import type { RoomEvent } from '@hotel/contracts';
import { day } from '../../../test/clock';
import { given } from '../../test/room-given';
import type { RoomCommand } from './room-command';
import { evolve, initialRoomState } from './room-state';

const opened = (blockId: number, checkin: string, checkout: string): RoomEvent => ({
  type: 'RoomOpenedForOnline',
  data: { roomId: 7, blockId, checkin, checkout },
});
const open = (blockId: number, checkin: string, checkout: string): RoomCommand => ({
  type: 'OpenRoomForOnline',
  data: { roomId: 7, blockId, checkin, checkout },
});
const remove = (blockId: number): RoomCommand => ({
  type: 'RemoveOnlineBlock',
  data: { roomId: 7, blockId },
});

describe('room decider: opening a room for online booking', () => {
  it('opens a range on a room with an empty calendar', () => {
    given()
      .when(open(1, day(10), day(19)))
      .then([opened(1, day(10), day(19))]);
  });

  it('opens a range that starts on the day another one ends (checkout day is free)', () => {
    given(opened(1, day(10), day(19)))
      .when(open(2, day(19), day(21)))
      .then([opened(2, day(19), day(21))]);
  });

  it('opens a range that ends on the day another one starts', () => {
    given(opened(1, day(19), day(29)))
      .when(open(2, day(14), day(19)))
      .then([opened(2, day(14), day(19))]);
  });

  it('refuses a range overlapping the end of an existing block', () => {
    given(opened(1, day(10), day(19)))
      .when(open(2, day(18), day(21)))
      .thenThrows('online.rangeAlreadySet');
  });

  it('refuses a range lying inside an existing block', () => {
    given(opened(1, day(10), day(19)))
      .when(open(2, day(12), day(13)))
      .thenThrows('online.rangeAlreadySet');
  });

  it('refuses a range covering an existing block', () => {
    given(opened(1, day(14), day(15)))
      .when(open(2, day(10), day(39)))
      .thenThrows('online.rangeAlreadySet');
  });

  it('refuses an empty or reversed range', () => {
    given()
      .when(open(1, day(14), day(14)))
      .thenThrows('range.checkoutBeforeCheckin');
    given()
      .when(open(1, day(14), day(10)))
      .thenThrows('range.checkoutBeforeCheckin');
  });

  it('opens a range again once the block that covered it was removed', () => {
    given(opened(1, day(10), day(19)), {
      type: 'OnlineBlockRemoved',
      data: { roomId: 7, blockId: 1 },
    })
      .when(open(2, day(12), day(13)))
      .then([opened(2, day(12), day(13))]);
  });
});

describe('room decider: removing a for-online block', () => {
  it('removes an existing block', () => {
    given(opened(1, day(10), day(19)))
      .when(remove(1))
      .then([{ type: 'OnlineBlockRemoved', data: { roomId: 7, blockId: 1 } }]);
  });

  it('refuses to remove a block the room does not have', () => {
    given(opened(1, day(10), day(19)))
      .when(remove(2))
      .thenThrows('online.notFound');
  });

  it('refuses to remove a block twice', () => {
    given(opened(1, day(10), day(19)), {
      type: 'OnlineBlockRemoved',
      data: { roomId: 7, blockId: 1 },
    })
      .when(remove(1))
      .thenThrows('online.notFound');
  });
});

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

describe('room decider: bookings taken by staff', () => {
  const price = {
    nights: 2,
    roomPriceTenge: 50_000,
    discountPercent: 0,
    roomPartTenge: 100_000,
    bookingFeeTenge: 1_000,
    totalTenge: 101_000,
  };
  const booking = {
    roomId: 7,
    bookingId: 40,
    roomTypeId: 2,
    userId: null,
    email: 'caller@example.com',
    bookNumber: 1050,
    checkin: day(40),
    checkout: day(42),
    guests: [{ fullName: 'Aýna', passportSerial: 'BN', passportNumber: '123456' }],
    price,
    paymentDeadline: `${day(1)}T10:15:00.000Z`,
    language: 'ru' as const,
    channel: 'phone' as const,
  };
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
    given(placed)
      .when({
        type: 'ChangeDates',
        data: {
          roomId: 7,
          bookingId: 40,
          checkin: day(45),
          checkout: day(47),
          rate: { roomPriceTenge: 50_000, discountPercent: 0 },
        },
      })
      .then([
        {
          type: 'BookingDatesChanged',
          data: {
            roomId: 7,
            bookingId: 40,
            checkin: day(45),
            checkout: day(47),
            rate: { roomPriceTenge: 50_000, discountPercent: 0 },
            previous: { checkin: day(40), checkout: day(42) },
          },
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
