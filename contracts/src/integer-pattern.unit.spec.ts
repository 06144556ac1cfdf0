import { describe, expect, it } from 'vitest';
import { integerTextPattern } from './integer-pattern';

const accepts = (min: number, max: number) => {
  const pattern = new RegExp(integerTextPattern(min, max));
  return (text: string) => pattern.test(text);
};

describe('integerTextPattern', () => {
  it.each([
    [0, 0],
    [1, 20],
    [5, 20],
    [0, 100],
    [0, 1000],
    [37, 4_512],
  ])('matches exactly the numbers %i..%i written without sign or leading zero', (min, max) => {
    const matches = accepts(min, max);
    for (let n = 0; n <= max + 1_000; n++)
      expect(matches(String(n)), String(n)).toBe(n >= min && n <= max);
  });

  it('bounds the largest PostgreSQL integer exactly', () => {
    const matches = accepts(0, 2_147_483_647);
    for (const n of [0, 9, 10, 999_999_999, 1_000_000_000, 2_147_483_646, 2_147_483_647])
      expect(matches(String(n)), String(n)).toBe(true);
    for (const n of [2_147_483_648, 2_147_483_657, 2_200_000_000, 9_999_999_999, 10_000_000_000])
      expect(matches(String(n)), String(n)).toBe(false);
  });

  it('refuses signs, leading zeros, fractions, spaces and empty text', () => {
    const matches = accepts(0, 1_000_000);
    for (const text of ['', '-1', '+1', '01', '00', '1.0', '1e3', ' 1', '1 ', '١'])
      expect(matches(text), text).toBe(false);
  });

  it('refuses a range that is not one of whole numbers from zero up', () => {
    expect(() => integerTextPattern(-1, 5)).toThrow(RangeError);
    expect(() => integerTextPattern(5, 4)).toThrow(RangeError);
    expect(() => integerTextPattern(0, 1.5)).toThrow(RangeError);
  });
});
