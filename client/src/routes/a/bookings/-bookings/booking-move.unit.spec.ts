import type { StaffBookingView } from '@hotel/contracts';
import { describe, expect, it } from 'vitest';
import { at } from '../../../../../../test/clock';
import { canMove } from './booking-move';

/** A paid stay of day 0 to day 3 as the booking dialog reads it, changed by `change`. */
const stay = (change: Partial<StaffBookingView> = {}) =>
  ({
    checkin: at(0, '14:00'),
    checkout: at(3, '12:00'),
    payment_status: 'online',
    status: 0,
    booking_canceled: 0,
    booking_refund_amount: 0,
    checked_in_at: null,
    checked_out_at: null,
    ...change,
  }) as StaffBookingView;

describe("the booking dialog's move", () => {
  it('is offered for a stay still to come, paid or awaiting payment', () => {
    expect(canMove(stay())).toBe(true);
    expect(canMove(stay({ payment_status: 'pending' }))).toBe(true);
  });

  it('is offered for checked-in guests, who move for the rest of their stay, as on the calendar', () => {
    expect(canMove(stay({ status: 1, checked_in_at: at(0, '15:00') }))).toBe(true);
  });

  it('is offered for a stay only marked at reception', () => {
    expect(canMove(stay({ status: 1 }))).toBe(true);
  });

  it('is not offered once the guests left, nor for a cancelled booking', () => {
    const left = {
      status: 1 as const,
      checked_in_at: at(0, '15:00'),
      checked_out_at: at(1, '11:00'),
    };
    expect(canMove(stay(left))).toBe(false);
    expect(canMove(stay({ booking_canceled: 1 }))).toBe(false);
  });
});
