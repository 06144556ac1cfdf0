import { describe, expect, it } from 'vitest';
import { stay } from '../../../test/clock';
import { guestStreamPassport, PASSPORT_KEY } from '../events/guest-keys';
import { guestRecord } from '../events/bookings';
import { paymentInput } from './booking';
import { passportKeyOf, passportLabel, passportOfKey } from './citizenship';
import { passportKey } from './guest-profiles';

const booking = (guests: unknown[]) => paymentInput.safeParse({ id: 1, ...stay(40, 2), guests });
const issues = (guests: unknown[]) =>
  booking(guests).error?.issues.map((issue) => ({ path: issue.path, message: issue.message })) ??
  [];
const parsedGuests = (guests: unknown[]) => booking(guests).data?.guests;

const turkmen = { full_name: 'Aman Amanow', passport_serial: 'AS', passport_number: '123456' };
const russian = { full_name: 'Ivan Petrov', citizenship: 'RU', passport_number: '4509123456' };

describe('a Turkmen guest', () => {
  it('is a Turkmen citizen when the form sends no citizenship, as forms did before it was asked', () => {
    expect(parsedGuests([turkmen])).toEqual([{ ...turkmen, citizenship: 'TM' }]);
  });

  it('still needs one of the five series and exactly six digits', () => {
    expect(issues([{ ...turkmen, citizenship: 'TM', passport_serial: 'XX' }])).toEqual([
      { path: ['guests', 0, 'passport_serial'], message: 'passportSerial' },
    ]);
    expect(issues([{ ...turkmen, passport_serial: '' }])).toEqual([
      { path: ['guests', 0, 'passport_serial'], message: 'passportSerial' },
    ]);
    expect(issues([{ ...turkmen, passport_number: '12345' }])).toEqual([
      { path: ['guests', 0, 'passport_number'], message: 'passportNumber' },
    ]);
    expect(issues([{ ...turkmen, passport_number: '123 456' }])).toEqual([
      { path: ['guests', 0, 'passport_number'], message: 'passportNumber' },
    ]);
  });
});

describe('a foreign guest', () => {
  it('gives one document number, stored upper-cased without spaces or dashes, and no series', () => {
    expect(
      parsedGuests([
        { ...russian, passport_number: '45 09-123456' },
        {
          full_name: 'Ali Yilmaz',
          citizenship: 'TR',
          passport_serial: '',
          passport_number: 'u12345678',
        },
      ]),
    ).toEqual([
      { ...russian, passport_serial: '', passport_number: '4509123456' },
      {
        full_name: 'Ali Yilmaz',
        citizenship: 'TR',
        passport_serial: '',
        passport_number: 'U12345678',
      },
    ]);
  });

  it.each([
    ['too short', 'AB12'],
    ['too long', '1'.repeat(21)],
    ['Cyrillic letters', 'АБ12345'],
    ['a sign', 'AB#12345'],
  ])('refuses a number %s', (_, number) => {
    expect(issues([{ ...russian, passport_number: number }])).toEqual([
      { path: ['guests', 0, 'passport_number'], message: 'foreignPassport' },
    ]);
  });

  it('refuses a series beside a foreign number', () => {
    expect(issues([{ ...russian, passport_serial: 'AS' }])).toEqual([
      { path: ['guests', 0, 'passport_serial'], message: 'foreignSerial' },
    ]);
  });

  it.each(['XX', 'RUS', 'R', '', 'ru'])('refuses the country code %j', (code) => {
    expect(issues([{ ...russian, citizenship: code }])).toEqual([
      { path: ['guests', 0, 'citizenship'], message: 'citizenship' },
    ]);
  });

  it('is the same guest twice only with the same country and number', () => {
    expect(issues([russian, { ...russian, full_name: 'Oleg Petrov' }])).toEqual([
      { path: ['guests', 1, 'passport_number'], message: 'passportTwice' },
    ]);
    expect(issues([russian, { ...russian, full_name: 'Oleg Petrov', citizenship: 'KZ' }])).toEqual(
      [],
    );
  });
});

describe('a passport key', () => {
  const foreign = { citizenship: 'RU', passportSerial: '', passportNumber: '4509123456' };
  const home = { passportSerial: 'AS', passportNumber: '123456' };

  it('stays the series and number for a Turkmen passport, and is the country, a dash and the number for another', () => {
    expect(passportKeyOf(home)).toBe('AS123456');
    expect(passportKeyOf({ ...home, citizenship: 'TM' })).toBe('AS123456');
    expect(passportKeyOf(foreign)).toBe('RU-4509123456');
    expect(passportLabel(home)).toBe('AS 123456');
    expect(passportLabel(foreign)).toBe('RU 4509123456');
  });

  it('reads back what it keys, and no foreign key can be a Turkmen one', () => {
    expect(passportOfKey('AS123456')).toEqual({ citizenship: 'TM', ...home });
    expect(passportOfKey('RU-4509123456')).toEqual(foreign);
    // American Samoa is AS too: the dash keeps its passports apart from the series AS.
    expect(passportKeyOf({ ...foreign, citizenship: 'AS', passportNumber: '123456' })).toBe(
      'AS-123456',
    );
    for (const key of ['AS123456', 'RU-4509123456', 'AS-123456']) expect(key).toMatch(PASSPORT_KEY);
    for (const key of ['TM-123456', 'XX-4509123456', 'RU-45', 'RU4509123456', 'AS12345'])
      expect(key).not.toMatch(PASSPORT_KEY);
  });

  it('is what a profile path or a staff search may carry, and names the guest stream', () => {
    expect(passportKey.parse('ru-4509 123456')).toBe('RU-4509123456');
    expect(passportKey.parse('as 123456')).toBe('AS123456');
    expect(guestStreamPassport('guest-RU-4509123456')).toBe('RU-4509123456');
    expect(guestStreamPassport('guest-AS123456')).toBe('AS123456');
  });
});

describe("an event's guest", () => {
  it('reads without a citizenship (events from before it was asked) and refuses an unknown code', () => {
    expect(
      guestRecord.safeParse({
        fullName: 'A',
        ...{ passportSerial: 'AS', passportNumber: '123456' },
      }).success,
    ).toBe(true);
    expect(
      guestRecord.safeParse({
        fullName: 'A',
        citizenship: 'XX',
        passportSerial: '',
        passportNumber: '12345',
      }).success,
    ).toBe(false);
  });
});
