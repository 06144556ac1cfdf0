import type { GuestBookingView } from '@hotel/contracts';
import { describe, expect, it } from 'vitest';
import { at } from '../../../test/clock';
import { accountBooking, type ClockReading } from './booking-state';

const BANK_PAGE = 'http://localhost/sandbox-bank/payments/merchants/hotel/payment.html?mdOrder=o-1';

/** A booking of day 10 to day 12, placed at 10:00 today, payable until 10:15. */
const placed: GuestBookingView = {
  id: 7,
  room_id: 3,
  checkin: at(10, '14:00'),
  checkout: at(12, '12:00'),
  book_number: 1001,
  payment_status: 'pending',
  amount: 1170,
  payment_at: null,
  status: 0,
  booking_canceled: 0,
  booking_refund_amount: 0,
  booking_canceled_at: null,
  guests: [{ full_name: 'Aýna Berdiýewa', passport_serial_number: 'BN 123456' }],
  room_name: { ru: 'Стандарт', en: 'Standard', tm: 'Standart' },
  email: 'guest@example.com',
  payment_deadline: at(0, '10:15'),
  payment_url: BANK_PAGE,
  paid_amount: 0,
  refunded_amount: 0,
  refund_in_progress: false,
  balance_due: 0,
  room_part: 1090,
  refund_amount: 1090,
  unpaid_end: null,
};
const paid: GuestBookingView = {
  ...placed,
  payment_status: 'online',
  payment_at: at(0, '10:05'),
  payment_url: null,
  booking_refund_amount: 1,
  paid_amount: 1170,
};

/** The hotel's clock at wall time `time` of day `n`. */
function clockAt(n: number, time: string): ClockReading {
  const iso = at(n, time);
  return { now: new Date(iso), wallTime: iso.slice(0, 16) };
}

describe('what the personal account tells about a booking', () => {
  it('pending: the amount to pay, the deadline with the time left, Continue to payment beside Cancel', () => {
    expect(accountBooking(placed, clockAt(0, '10:05'))).toEqual({
      state: 'pending',
      section: 'active',
      amountLabel: 'amountToPay',
      amount: 1170,
      refunded: null,
      payBy: { deadline: at(0, '10:15'), msLeft: 10 * 60_000 },
      actions: { pay: BANK_PAGE, cancel: true, refund: false },
    });
  });

  it('pending past its deadline: no way back to the bank, nothing left on the clock', () => {
    const view = accountBooking(placed, clockAt(0, '10:16'));
    expect(view.payBy).toEqual({ deadline: at(0, '10:15'), msLeft: 0 });
    expect(view.actions.pay).toBeNull();
  });

  it('paid with a refundable room part: the amount paid, Refund and no Cancel', () => {
    expect(accountBooking(paid, clockAt(0, '11:00'))).toMatchObject({
      state: 'paid',
      section: 'active',
      amountLabel: 'amountPaid',
      payBy: null,
      actions: { pay: null, cancel: false, refund: true },
    });
  });

  it('paid online and at the desk, then refunded: the amount paid counts both, never below what came back', () => {
    const deskToo = {
      ...paid,
      paid_amount: 3650.5,
      booking_canceled: 1 as const,
      booking_canceled_at: at(1, '09:00'),
      refunded_amount: 3650.5,
    };
    expect(accountBooking(deskToo, clockAt(1, '10:00'))).toMatchObject({
      state: 'refunded',
      amountLabel: 'amountPaid',
      amount: 3650.5,
      refunded: 3650.5,
    });
  });

  it('paid with nothing to refund: Cancel only', () => {
    expect(
      accountBooking({ ...paid, booking_refund_amount: 0 }, clockAt(0, '11:00')).actions,
    ).toEqual({ pay: null, cancel: true, refund: false });
  });

  it('cancelled before any payment: never "amount paid", in the history section, no action', () => {
    const cancelled = {
      ...placed,
      booking_canceled: 1 as const,
      booking_canceled_at: at(0, '10:10'),
      payment_url: null,
    };
    expect(accountBooking(cancelled, clockAt(0, '11:00'))).toEqual({
      state: 'cancelledUnpaid',
      section: 'history',
      amountLabel: 'amountUnpaid',
      amount: 1170,
      refunded: null,
      payBy: null,
      actions: { pay: null, cancel: false, refund: false },
    });
  });

  it('paid then cancelled without refund: the amount paid, in the history section', () => {
    const cancelled = {
      ...paid,
      booking_canceled: 1 as const,
      booking_refund_amount: 0 as const,
      booking_canceled_at: at(1, '09:00'),
    };
    expect(accountBooking(cancelled, clockAt(1, '10:00'))).toMatchObject({
      state: 'cancelled',
      section: 'history',
      amountLabel: 'amountPaid',
      refunded: null,
    });
  });

  it('refunded: the amount paid and the room part that came back', () => {
    const refunded = {
      ...paid,
      booking_canceled: 1 as const,
      booking_canceled_at: at(1, '09:00'),
      refunded_amount: 1090,
    };
    expect(accountBooking(refunded, clockAt(1, '10:00'))).toMatchObject({
      state: 'refunded',
      section: 'history',
      amountLabel: 'amountPaid',
      refunded: 1090,
      actions: { pay: null, cancel: false, refund: false },
    });
  });

  it('past: once check-out time (12:00 of the last day) has come, the stay moves to the history', () => {
    expect(accountBooking(paid, clockAt(12, '11:59'))).toMatchObject({
      state: 'paid',
      section: 'active',
    });
    expect(accountBooking(paid, clockAt(12, '12:00'))).toMatchObject({
      state: 'past',
      section: 'history',
      amountLabel: 'amountPaid',
    });
  });

  it('shows the money an early departure got back, while the stay ends and once it is over', () => {
    const leftEarly = { ...paid, refunded_amount: 123.45 };
    expect(accountBooking(leftEarly, clockAt(12, '11:00'))).toMatchObject({
      state: 'paid',
      refunded: 123.45,
    });
    expect(accountBooking(leftEarly, clockAt(12, '12:00'))).toMatchObject({
      state: 'past',
      refunded: 123.45,
    });
    expect(accountBooking(paid, clockAt(12, '12:00'))).toMatchObject({
      state: 'past',
      refunded: null,
    });
  });

  it('refunding: while the bank has not answered the refund, the booking stays current and offers nothing', () => {
    expect(accountBooking({ ...paid, refund_in_progress: true }, clockAt(0, '11:00'))).toEqual({
      state: 'refunding',
      section: 'active',
      amountLabel: 'amountPaid',
      amount: 1170,
      refunded: null,
      payBy: null,
      actions: { pay: null, cancel: false, refund: false },
    });
  });

  describe('check-in time (14:00 hotel time on the check-in day) ends cancelling, as on the server', () => {
    it('still offers Cancel and Refund at 13:59', () => {
      expect(accountBooking(placed, clockAt(10, '13:59')).actions.cancel).toBe(true);
      expect(accountBooking(paid, clockAt(10, '13:59')).actions.refund).toBe(true);
    });

    it('offers neither from 14:00 on', () => {
      expect(
        accountBooking({ ...placed, payment_deadline: at(11, '00:00') }, clockAt(10, '14:00'))
          .actions,
      ).toEqual({ pay: BANK_PAGE, cancel: false, refund: false });
      expect(accountBooking(paid, clockAt(10, '14:00')).actions).toEqual({
        pay: null,
        cancel: false,
        refund: false,
      });
    });
  });

  it.each(['declined', 'expired'] as const)(
    '%s before payment: in the history with its state, the price never paid, nothing to do',
    (end) => {
      const ended: GuestBookingView = { ...placed, payment_url: null, unpaid_end: end };
      expect(accountBooking(ended, clockAt(0, '10:20'))).toEqual({
        state: end,
        section: 'history',
        amountLabel: 'amountUnpaid',
        amount: 1170,
        refunded: null,
        payBy: null,
        actions: { pay: null, cancel: false, refund: false },
      });
    },
  );
});
