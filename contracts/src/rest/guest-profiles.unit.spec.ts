import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { caselessSource, passportPathParams } from './guest-profiles';

/** The pattern the REST document states for `{passport}`. */
const { properties } = z.toJSONSchema(passportPathParams, { io: 'input' });
const documented = new RegExp(String((properties?.passport as { pattern?: string }).pattern));

describe("a guest's path in the REST document", () => {
  it('states exactly the passports the server takes, in either case', () => {
    const samples = [
      ['AS204060', true],
      ['as204060', true],
      ['RU-4509123456', true],
      ['ru-ab12345', true],
      ['XX123456', false],
      ['as 204060', false],
      ['TM-12345', false],
      ['RU-1234', false],
      ['AS٢٠٤٠٦٠', false],
      ['0', false],
    ] as const;
    for (const [passport, taken] of samples) {
      expect(passportPathParams.safeParse({ passport }).success, passport).toBe(taken);
      expect(documented.test(passport), passport).toBe(taken);
    }
  });

  it('reads a taken path as the upper-case key', () => {
    expect(passportPathParams.parse({ passport: 'ru-ab12345' }).passport).toBe('RU-AB12345');
  });

  it('turns capitals, classes and digits into flag-free either-case forms', () => {
    expect(caselessSource('^(?:AS|BN)\\d{6}-[A-Z0-9]{5}$')).toBe(
      '^(?:[Aa][Ss]|[Bb][Nn])[0-9]{6}-[A-Z0-9a-z0-9]{5}$',
    );
  });
});
