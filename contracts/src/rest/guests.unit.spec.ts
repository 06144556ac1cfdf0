import { describe, expect, it } from 'vitest';
import { stay as stayFromClock } from '../../../test/clock';
import type { z } from 'zod';
import { bookingGuestsInput, paymentInput } from './booking';
import { staffBookingInput } from './staff-booking';

const guest = (full_name: string, passport_number = '123456', passport_serial = 'AS') => ({
  full_name,
  passport_serial,
  passport_number,
});
const issues = (schema: z.ZodType, value: unknown) =>
  schema
    .safeParse(value)
    .error?.issues.map((issue) => ({ path: issue.path, message: issue.message })) ?? [];

const stay = stayFromClock(40, 2);
// The three ways guests enter: the website's booking, a staff booking, the staff guests editor.
const schemas: [string, z.ZodType, (guests: unknown[]) => unknown][] = [
  ['the website booking', paymentInput, (guests) => ({ id: 1, ...stay, guests })],
  [
    'a staff booking',
    staffBookingInput,
    (guests) => ({
      room_id: 1,
      ...stay,
      guests,
      language: 'tm',
      channel: 'walk_in',
      payment: { kind: 'reception', method: 'cash' },
    }),
  ],
  ['the staff guests editor', bookingGuestsInput, (guests) => ({ guests })],
];

describe.each(schemas)('the guests of %s', (_, schema, body) => {
  it.each([
    'Aýna Berdiýewa',
    'Ňurjemal Şöhratowa',
    'Žyldyz Üçünji',
    'Мария Иванова-Петрова',
    "D'Artagnan O’Neil",
    'J. R. R. Tolkien',
    'José Nuñez',
    // Ň spelled as N and a combining caron, as some keyboards send it.
    'N\u030Curjemal',
  ])('takes the name %j', (name) => {
    expect(issues(schema, body([guest(name)]))).toEqual([]);
  });

  it.each([
    ['digits only', '123456'],
    ['digits in a name', 'Aman 2'],
    ['only punctuation', "-'."],
    ['an emoji', 'Aman 😀'],
    ['a left-to-right mark', 'Aman\u200E Amanow'],
    ['a zero-width space', 'Aman\u200BAmanow'],
    ['a tab inside', 'Aman\tAmanow'],
    ['a symbol', 'Aman @ Amanow'],
  ])('refuses a name with %s', (_, name) => {
    expect(issues(schema, body([guest(name)]))).toEqual([
      { path: ['guests', 0, 'full_name'], message: 'guestName' },
    ]);
  });

  // Refused as every typed text is, with the reason that says they cannot be seen.
  it.each([
    ['a right-to-left override', 'Aman \u202EwonamA'],
    ['a control character', 'Aman\u0007'],
  ])('refuses a name with %s as hidden characters', (_, name) => {
    expect(issues(schema, body([guest(name)]))).toEqual([
      { path: ['guests', 0, 'full_name'], message: 'hiddenCharacters' },
    ]);
  });

  it('refuses the same passport given for two guests, on the second one’s number', () => {
    const guests = [
      guest('Aman Amanow'),
      guest('Merdan Orazow', '654321'),
      guest('Aýna Berdiýewa'),
    ];
    expect(issues(schema, body(guests))).toEqual([
      { path: ['guests', 2, 'passport_number'], message: 'passportTwice' },
    ]);
  });

  it('takes the same number in another series', () => {
    expect(
      issues(schema, body([guest('Aman Amanow'), guest('Merdan Orazow', '123456', 'BN')])),
    ).toEqual([]);
  });
});
