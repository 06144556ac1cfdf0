import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  booleanInput,
  emptyAs,
  flagInput,
  requiredText,
  tmtAmount,
  trimmedText,
  wholeNumber,
} from './form-input';

const reason = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('wholeNumber', () => {
  const limit = wholeNumber('count', 1, 20, 'range');

  it('takes a whole number in range, or its plain decimal text, as the number', () => {
    expect([5, 20, '1', '20'].map((value) => limit.parse(value))).toEqual([5, 20, 1, 20]);
  });

  it.each([
    [0, 'range'],
    [21, 'range'],
    ['21', 'range'],
    ['05', 'range'],
    [2.5, 'count'],
    ['2.5', 'count'],
    [' 5', 'count'],
    [true, 'count'],
    [null, 'required'],
    ['', 'required'],
  ])('refuses %j, naming %s', (value, expected) => {
    expect(reason(limit, value)).toBe(expected);
  });

  it('publishes the number and the text it takes, and nothing else', () => {
    expect(z.toJSONSchema(limit, { io: 'input' })).toMatchObject({
      anyOf: [
        { type: 'integer', minimum: 1, maximum: 20 },
        { type: 'string', pattern: '^(?:[1-9]|1[0-9]|20)$' },
      ],
    });
  });
});

describe('tmtAmount', () => {
  it.each([
    [1234.56, 1234.56],
    ['0.07', 0.07],
    [0, 0],
    // Russian and Turkmen write (and staff type) a decimal comma, as the screens show amounts.
    ['12,5', 12.5],
  ])('takes %j as %j TMT', (value, amount) => {
    expect(tmtAmount.parse(value)).toBe(amount);
  });

  it.each([
    [1.005, 'money'],
    [1e-7, 'money'],
    ['ten', 'money'],
    ['1,234.5', 'money'],
    [-5, 'notNegative'],
    [null, 'required'],
  ])('refuses %j, naming %s', (value, expected) => {
    expect(reason(tmtAmount, value)).toBe(expected);
  });
});

describe('flags, yes-or-no and emptied fields', () => {
  it('reads a flag from 0|1, a boolean or its text', () => {
    expect([0, 1, true, false, '0', '1'].map((value) => flagInput.parse(value))).toEqual([
      0, 1, 1, 0, 0, 1,
    ]);
    expect(reason(flagInput, 3)).toBe('flag');
  });

  it('reads yes or no from a boolean, 0|1 or its text', () => {
    expect([true, false, 1, 0, 'true', 'false'].map((value) => booleanInput.parse(value))).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(reason(booleanInput, 'maybe')).toBe('boolean');
  });

  it('gives an emptied field its fallback, leaves an absent one absent, and refuses as its schema does', () => {
    const capacity = z.object({ capacity: emptyAs(1, wholeNumber('capacity', 1, 20)) });
    expect(
      [{ capacity: null }, { capacity: '' }, {}, { capacity: '3' }].map(
        (body) => capacity.parse(body).capacity,
      ),
    ).toEqual([1, 1, undefined, 3]);
    expect(reason(capacity, { capacity: 21 })).toBe('capacity');
  });

  it('keeps typed text trimmed, and refuses text of nothing but whitespace', () => {
    const name = requiredText(20);
    expect(name.parse('  101 ')).toBe('101');
    expect(reason(name, ' \u00a0\u3000 ')).toBe('required');
    expect(reason(name, 'x'.repeat(21))).toBe('tooLong');
  });

  it.each([
    ['a bidi override', 'Room \u202E101'],
    ['a bidi isolate', '\u2066Anna\u2069'],
    ['a control character', 'Anna\u0007'],
    ['a C1 control character', 'Anna\u0085x'],
  ])('refuses text with %s, shown to others as it was not typed', (_, text) => {
    expect(reason(requiredText(40), text)).toBe('hiddenCharacters');
    // A room type's name in a language: optional, so trimmedText.
    expect(reason(trimmedText(200), text)).toBe('hiddenCharacters');
  });

  it('keeps the line breaks and tabs of a longer text', () => {
    expect(requiredText(40).parse('first line\nsecond\tline')).toBe('first line\nsecond\tline');
  });
});
