import { describe, expect, it } from 'vitest';
import type { RoomEvent } from '@hotel/contracts';
import { at, day } from '../../../test/clock';
import { BOOKING, FEE, given, NIGHT, paid, placed, ROOM } from './fold-fixtures';

/*
 * The guests leave before the booked check-out and staff give back `refundTenge` for the nights
 * they did not stay (at the desk or through the bank): the stay no longer charges what went back,
 * so the folio that was settled stays settled, and money still on its way back is owed to them.
 */
const checkedOutEarly = (refundTenge: number): RoomEvent => ({
  type: 'GuestCheckedOut',
  data: {
    roomId: ROOM,
    bookingId: BOOKING,
    at: at(11, '11:00'),
    departedOn: day(11),
    bookedCheckout: day(13),
    early: true,
    refundTenge,
  },
});
const sentByBank = (amountTenge: number): RoomEvent => ({
  type: 'DepartureRefundSent',
  data: {
    roomId: ROOM,
    bookingId: BOOKING,
    orderId: 'o-1',
    amountTenge,
    bankReference: 'd-1',
    refundedAt: at(11, '11:05'),
  },
});
const total = 3 * NIGHT + FEE;

describe('a booking folio', () => {
  describe('an early departure', () => {
    it('stays settled once the bank sent back the nights not stayed', () => {
      const refund = 2 * NIGHT;
      const folio = given(placed(3), paid(total), checkedOutEarly(refund), sentByBank(refund));
      folio.then({
        totalTenge: total - refund,
        paidTenge: total,
        refundedTenge: refund,
        balanceTenge: 0,
      });
      expect(
        folio
          .folio()
          .lines.slice(-2)
          .map((line) => [line.kind, line.amountTenge]),
      ).toEqual([
        ['early_departure', -refund],
        ['refund', refund],
      ]);
    });

    it('owes the guests what is still on its way back through the bank', () => {
      given(placed(3), paid(total), checkedOutEarly(NIGHT), {
        type: 'DepartureRefundRequested',
        data: { roomId: ROOM, bookingId: BOOKING, orderId: 'o-1', amountTenge: NIGHT },
      }).then({ totalTenge: total - NIGHT, refundedTenge: 0, balanceTenge: -NIGHT });
    });

    it('stays settled when the desk handed the money back in cash', () => {
      given(placed(3), paid(total), checkedOutEarly(NIGHT), {
        type: 'DepartureRefundGivenAtReception',
        data: { roomId: ROOM, bookingId: BOOKING, amountTenge: NIGHT, method: 'cash' },
      }).then({ totalTenge: total - NIGHT, refundedTenge: NIGHT, balanceTenge: 0 });
    });

    it('charges the whole stay when nothing goes back', () => {
      given(placed(3), paid(total), checkedOutEarly(0)).then({
        totalTenge: total,
        balanceTenge: 0,
      });
    });
  });
});
