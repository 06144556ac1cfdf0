import { describe, expect, it } from 'vitest';
import { day } from '../../../../../test/clock';
import { attemptFor } from './booking-attempt';

const booking = {
  id: 2,
  checkin: day(20),
  checkout: day(22),
  guests: [
    { full_name: 'Aýna Berdiýewa', passport_serial: 'BN' as const, passport_number: '123456' },
  ],
};

describe('the booking modal: one idempotency key per booking attempt', () => {
  it('sends a new key for the first press of Pay', () => {
    expect(attemptFor(null, booking).key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('sends the same key again when Pay is pressed again with the same details', () => {
    const first = attemptFor(null, booking);
    expect(attemptFor(first, { ...booking, guests: [...booking.guests] }).key).toBe(first.key);
  });

  it('sends a new key once the details changed: that is another booking', () => {
    const first = attemptFor(null, booking);
    expect(attemptFor(first, { ...booking, checkout: day(23) }).key).not.toBe(first.key);
  });
});
