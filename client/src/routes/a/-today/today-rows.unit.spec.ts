import type { FrontDeskDayRow } from '@hotel/contracts';
import { describe, expect, it } from 'vitest';
import { at, day } from '../../../../../test/clock';
import { arrivalAction, leadGuest, owesBeforeCheckout, stayDays } from './today-rows';

/** An arrival as GET /api/day gives it: check-in at 14:00 on day `from`, for two nights. */
const arrival = (from: number, paid: boolean, names: string[] = ['Aman Amanow']) =>
  ({
    checkin: at(from, '14:00'),
    checkout: at(from + 2, '12:00'),
    payment_status: paid ? 'online' : 'pending',
    guests: names.map((full_name) => ({ full_name, passport_serial_number: 'AS 123456' })),
  }) as FrontDeskDayRow;

describe("the front desk's day", () => {
  it('offers the check-in of a paid arrival from its day on, never before nor unpaid', () => {
    expect(arrivalAction(arrival(0, true), day(0))).toBe('checkIn');
    expect(arrivalAction(arrival(-1, true), day(0))).toBe('checkIn');
    expect(arrivalAction(arrival(1, true), day(0))).toBe('notYet');
    expect(arrivalAction(arrival(0, false), day(0))).toBe('unpaid');
  });

  it('takes a balance due before check-out, not a credit or a settled folio', () => {
    expect(owesBeforeCheckout(0.01)).toBe(true);
    expect(owesBeforeCheckout(0)).toBe(false);
    expect(owesBeforeCheckout(-150)).toBe(false);
  });

  it('names the lead guest, or none when the first name is blank', () => {
    expect(leadGuest(arrival(0, true, ['Aman Amanow', 'Maral Amanowa']))).toBe('Aman Amanow');
    expect(leadGuest(arrival(0, true, ['  ']))).toBeNull();
    expect(leadGuest(arrival(0, true, []))).toBeNull();
  });

  it("gives the stay's hotel days without their times", () => {
    expect(stayDays(arrival(3, true))).toEqual({ checkin: day(3), checkout: day(5) });
  });
});
