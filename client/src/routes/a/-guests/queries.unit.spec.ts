import { describe, expect, it } from 'vitest';
import { passportKeyOf, passportShown } from './queries';

describe("a guest's profile key from a passport as shown or typed", () => {
  it('joins a Turkmen series and number, and keeps a foreign country apart by a dash', () => {
    expect(passportKeyOf('AS 123456')).toBe('AS123456');
    expect(passportKeyOf('as123456')).toBe('AS123456');
    expect(passportKeyOf('RU 4509123456')).toBe('RU-4509123456');
    expect(passportKeyOf('RU-4509123456')).toBe('RU-4509123456');
    expect(passportKeyOf('kz n1234567')).toBe('KZ-N1234567');
  });

  it('shows a foreign key with its country apart, a Turkmen one as it is', () => {
    expect(passportShown('RU-4509123456')).toBe('RU 4509123456');
    expect(passportShown('AS123456')).toBe('AS123456');
  });
});
