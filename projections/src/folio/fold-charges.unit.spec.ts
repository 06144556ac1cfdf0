import { describe, expect, it } from 'vitest';
import type { RoomEvent } from '@hotel/contracts';
import { at, day } from '../../../test/clock';
import {
  bankRefunded,
  BOOKING,
  datesChanged,
  FEE,
  given,
  guestCancelled,
  NIGHT,
  paid,
  paidInCash,
  placed,
  restaurantCharged,
  ROOM,
  staffCancelled,
  staffRefundSent,
} from './fold-fixtures';

describe('a booking folio', () => {
  it('charges each night at its price, then the booking fee; a booking paid online owes nothing', () => {
    const folio = given(placed(2), paid(2 * NIGHT + FEE)).folio();
    expect(folio.lines.map((line) => [line.kind, line.night, line.amountTenge])).toEqual([
      ['night', day(10), NIGHT],
      ['night', day(11), NIGHT],
      ['booking_fee', null, FEE],
      ['payment', null, 2 * NIGHT + FEE],
    ]);
    expect(folio).toMatchObject({
      totalTenge: 2 * NIGHT + FEE,
      paidTenge: 2 * NIGHT + FEE,
      refundedTenge: 0,
      balanceTenge: 0,
    });
  });

  it('takes the discount off the nights as placing the booking priced them', () => {
    const price = { roomPriceTenge: 10_001, discountPercent: 15, bookingFeeTenge: 0 };
    const folio = given(placed(3, price)).folio();
    const roomPart = Math.floor((3 * 10_001 * 85 + 50) / 100);
    expect(folio.lines.find((line) => line.kind === 'discount')?.amountTenge).toBe(
      roomPart - 3 * 10_001,
    );
    expect(folio.totalTenge).toBe(roomPart);
  });

  it('owes the room at arrival when online payment took only the booking fee', () => {
    given(placed(2), paid(FEE)).then({ totalTenge: 2 * NIGHT + FEE, balanceTenge: 2 * NIGHT });
  });

  it('owes one more night when a change makes 2 nights 3', () => {
    given(placed(2), paid(2 * NIGHT + FEE), datesChanged(10, 3, 10, 2)).then({
      totalTenge: 3 * NIGHT + FEE,
      balanceTenge: NIGHT,
    });
  });

  it('owes the guest two nights when a change makes 3 nights 1', () => {
    given(placed(3), paid(3 * NIGHT + FEE), datesChanged(11, 1, 10, 3)).then({
      balanceTenge: -2 * NIGHT,
    });
  });

  it('charges a night a change adds at the price in force then, and keeps the nights already sold at theirs', () => {
    const folio = given(placed(2), datesChanged(10, 3, 10, 2, 70_000)).folio();
    expect(
      folio.lines
        .filter((line) => line.kind === 'night')
        .map((line) => [line.night, line.amountTenge]),
    ).toEqual([
      [day(10), NIGHT],
      [day(11), NIGHT],
      [day(12), 70_000],
    ]);
  });

  it("charges every night at the other type's price when the stay moves to another room type", () => {
    const moved: RoomEvent = {
      type: 'StayMovedOut',
      data: {
        roomId: ROOM,
        bookingId: BOOKING,
        moveId: 'm-1',
        toRoomId: 2,
        toRoomTypeId: 3,
        rate: { roomPriceTenge: 70_000, discountPercent: 0 },
      },
    };
    given(placed(2), paid(2 * NIGHT + FEE), moved).then({
      totalTenge: 2 * 70_000 + FEE,
      balanceTenge: 2 * (70_000 - NIGHT),
    });
  });

  it('leaves the charges of a change recorded before changes carried a price', () => {
    const { rate: _rate, ...data } = datesChanged(10, 3, 10, 2).data as Extract<
      RoomEvent,
      { type: 'BookingDatesChanged' }
    >['data'];
    given(placed(2), { type: 'BookingDatesChanged', data }).then({ totalTenge: 2 * NIGHT + FEE });
  });

  it('moves the balance by an extra posted and a payment at the desk', () => {
    given(placed(2), paid(2 * NIGHT + FEE), restaurantCharged(12_000), paidInCash(10_000)).then({
      totalTenge: 2 * NIGHT + FEE + 12_000,
      paidTenge: 2 * NIGHT + FEE + 10_000,
      balanceTenge: 2_000,
    });
  });

  it('keeps the booking fee of a refunded booking and owes nothing after the refund of the room part', () => {
    given(placed(2), paid(2 * NIGHT + FEE), bankRefunded(2 * NIGHT)).then({
      totalTenge: FEE,
      paidTenge: 2 * NIGHT + FEE,
      refundedTenge: 2 * NIGHT,
      balanceTenge: 0,
    });
  });

  it('owes the rest of the room at arrival when online payment took a share of it', () => {
    given(placed(2), paid(NIGHT + FEE)).then({ totalTenge: 2 * NIGHT + FEE, balanceTenge: NIGHT });
  });

  it('keeps the booking fee and the part of a half-paid room the terms keep, settling a partial refund at 0', () => {
    const refund = Math.floor((NIGHT * 40 + 50) / 100);
    given(placed(2), paid(NIGHT + FEE), bankRefunded(refund)).then({
      totalTenge: NIGHT + FEE - refund,
      paidTenge: NIGHT + FEE,
      refundedTenge: refund,
      balanceTenge: 0,
    });
  });

  it('keeps the whole online payment of a non-refundable booking the guest cancelled, owing nothing either way', () => {
    given(placed(2), paid(NIGHT + FEE), guestCancelled()).then({
      totalTenge: NIGHT + FEE,
      paidTenge: NIGHT + FEE,
      refundedTenge: 0,
      balanceTenge: 0,
    });
  });

  it('owes back what the desk took beyond the extras when a guest cancels: only online money is kept by the terms', () => {
    given(placed(2), paid(NIGHT + FEE), paidInCash(10_000), guestCancelled()).then({
      balanceTenge: -10_000,
    });
  });

  it('charges nothing for an unpaid booking given up', () => {
    given(placed(2), { type: 'PaymentExpired', data: { roomId: ROOM, bookingId: BOOKING } }).then({
      totalTenge: 0,
      balanceTenge: 0,
    });
  });

  it('charges the stay again when the bank confirms a payment after the booking was given up', () => {
    given(
      placed(2),
      { type: 'PaymentExpired', data: { roomId: ROOM, bookingId: BOOKING } },
      paid(2 * NIGHT + FEE),
    ).then({
      totalTenge: 2 * NIGHT + FEE,
      balanceTenge: 0,
    });
  });

  it('charges the same when the guests change: rooms are priced per night, not per guest', () => {
    const before = given(placed(2), paid(2 * NIGHT + FEE)).folio();
    const after = given(placed(2), paid(2 * NIGHT + FEE), {
      type: 'GuestsChanged',
      data: {
        roomId: ROOM,
        bookingId: BOOKING,
        guests: [
          { fullName: 'Aman Amanow', passportSerial: 'AS', passportNumber: '123456' },
          { fullName: 'Aýna Amanowa', passportSerial: 'BN', passportNumber: '654321' },
        ],
      },
    }).folio();
    expect(after).toEqual(before);
    expect(after.balanceTenge).toBe(after.totalTenge - after.paidTenge + after.refundedTenge);
  });

  it("skips other bookings' events", () => {
    given(placed(2), {
      type: 'PaymentConfirmed',
      data: {
        roomId: ROOM,
        bookingId: BOOKING + 1,
        orderId: 'o-2',
        amountTenge: 1,
        paidAt: at(0, '10:05'),
      },
    }).then({
      paidTenge: 0,
    });
  });

  describe('a staff cancel', () => {
    const total = 2 * NIGHT + FEE;

    it('takes everything back and settles at 0 once a full refund went through the bank', () => {
      const folio = given(
        placed(2),
        paid(total),
        staffCancelled(total),
        staffRefundSent(total),
      ).folio();
      expect(
        folio.lines.slice(-2).map((line) => [line.kind, line.amountTenge, line.method]),
      ).toEqual([
        ['cancellation', -total, null],
        ['refund', total, 'bank'],
      ]);
      expect(folio).toMatchObject({ totalTenge: 0, refundedTenge: total, balanceTenge: 0 });
    });

    it('keeps as charged what the hotel keeps, and a refund given at the desk shows its method', () => {
      given(placed(2), paid(total), staffCancelled(NIGHT), {
        type: 'RefundRecorded',
        data: {
          roomId: ROOM,
          bookingId: BOOKING,
          amountTenge: NIGHT,
          method: 'cash',
          refundedAt: at(0, '11:05'),
        },
      }).then({ totalTenge: NIGHT + FEE, refundedTenge: NIGHT, balanceTenge: 0 });
    });

    it('settles at 0 when the money kept pays an extra the desk took money for', () => {
      // Paid online for the stay, in cash for the extra; half the stay goes back through the bank.
      const refund = NIGHT;
      const folio = given(
        placed(2),
        paid(total),
        restaurantCharged(12_000),
        paidInCash(12_000),
        staffCancelled(refund),
        staffRefundSent(refund),
      ).folio();
      expect(folio).toMatchObject({
        totalTenge: total + 12_000 - refund,
        refundedTenge: refund,
        balanceTenge: 0,
      });
    });

    it('takes an unpaid booking off entirely', () => {
      given(placed(2), staffCancelled(0)).then({ totalTenge: 0, balanceTenge: 0 });
    });

    it('adds nothing for a no-show: the money is kept and the nights stay charged', () => {
      given(placed(2), paid(total), {
        type: 'NoShowMarked',
        data: { roomId: ROOM, bookingId: BOOKING, markedAt: at(2, '09:00') },
      }).then({ totalTenge: total, refundedTenge: 0, balanceTenge: 0 });
    });
  });
});
