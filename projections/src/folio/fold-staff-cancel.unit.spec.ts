import { describe, expect, it } from 'vitest';
import type { RoomEvent } from '@hotel/contracts';
import { at } from '../../../test/clock';
import {
  BOOKING,
  FEE,
  given,
  NIGHT,
  paid,
  paidInCash,
  placed,
  restaurantCharged,
  ROOM,
  staffRefundSent,
} from './fold-fixtures';

describe('a booking folio', () => {
  describe('a staff cancel', () => {
    const cancelled = (refundTenge: number): RoomEvent => ({
      type: 'BookingCancelledByStaff',
      data: {
        roomId: ROOM,
        bookingId: BOOKING,
        reason: 'Guest called',
        cancelledAt: at(0, '11:00'),
        refundTenge,
      },
    });
    const total = 2 * NIGHT + FEE;

    it('takes everything back and settles at 0 once a full refund went through the bank', () => {
      const folio = given(placed(2), paid(total), cancelled(total), staffRefundSent(total)).folio();
      expect(
        folio.lines.slice(-2).map((line) => [line.kind, line.amountTenge, line.method]),
      ).toEqual([
        ['cancellation', -total, null],
        ['refund', total, 'bank'],
      ]);
      expect(folio).toMatchObject({ totalTenge: 0, refundedTenge: total, balanceTenge: 0 });
    });

    it('keeps as charged what the hotel keeps, and a refund given at the desk shows its method', () => {
      given(placed(2), paid(total), cancelled(NIGHT), {
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
        cancelled(refund),
        staffRefundSent(refund),
      ).folio();
      expect(folio).toMatchObject({
        totalTenge: total + 12_000 - refund,
        refundedTenge: refund,
        balanceTenge: 0,
      });
    });

    it('takes an unpaid booking off entirely', () => {
      given(placed(2), cancelled(0)).then({ totalTenge: 0, balanceTenge: 0 });
    });

    it('adds nothing for a no-show: the money is kept and the nights stay charged', () => {
      given(placed(2), paid(total), {
        type: 'NoShowMarked',
        data: { roomId: ROOM, bookingId: BOOKING, markedAt: at(2, '09:00') },
      }).then({ totalTenge: total, refundedTenge: 0, balanceTenge: 0 });
    });
  });
});
