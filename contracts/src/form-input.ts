import { z } from 'zod';
import { integerTextPattern } from './integer-pattern';
import { tmtToTenge } from './money';

/*
 * Building blocks of inputs as forms send them (numbers as text, emptied fields as '' or null),
 * each one a schema JSON Schema can state: alternatives are unions, lengths and texts are
 * patterns, conversions come after validation (`transform`, never `preprocess`). So the OpenAPI
 * document generated from them takes exactly what the server takes, and parsing stays idempotent
 * (the tRPC adapter parses, the application service parses again).
 */

/** What JavaScript's `trim` removes, spelled out: regex engines disagree on what `\s` means. */
const WHITESPACE =
  '\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';

/** At least one character that is not whitespace: what is left after `trim` is not empty. */
export const VISIBLE = new RegExp(`[^${WHITESPACE}]`, 'u');

/**
 * No character that changes how text is shown without being seen: C0 and C1 controls (line breaks
 * and tabs aside) and the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069),
 * which make a name or a room number read otherwise to the next person who sees it.
 */
export const NO_HIDDEN_CHARACTERS = new RegExp(
  // eslint-disable-next-line no-control-regex -- the control characters are what it refuses
  '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069]*$',
  'u',
);

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** An issue's reason: `required` for a missing or empty value, else `reason`. */
export const reasonOr = (reason: string) => ({
  error: (issue: { input?: unknown }) => (isEmpty(issue.input) ? 'required' : reason),
});

// Lengths are zod's `max`: code points, as JSON Schema's maxLength and PostgreSQL count them.

/** Text of at most `max` characters, kept without surrounding whitespace (may end up empty). */
export const trimmedText = (max: number) =>
  z
    .string()
    .max(max, 'tooLong')
    .regex(NO_HIDDEN_CHARACTERS, 'hiddenCharacters')
    .transform((text) => text.trim());

/** Text of at most `max` characters with something besides whitespace, kept trimmed. */
export const requiredText = (max: number, typeReason = 'required') =>
  z
    .string(reasonOr(typeReason))
    .max(max, 'tooLong')
    .regex(VISIBLE, 'required')
    .regex(NO_HIDDEN_CHARACTERS, 'hiddenCharacters')
    .transform((text) => text.trim());

/** A whole number in min..max, as a JSON number or as its decimal text; `reason` names what is expected, `rangeReason` the bounds. */
export const wholeNumber = (reason: string, min: number, max: number, rangeReason = reason) =>
  z.union(
    [
      z.number().int(reason).min(min, rangeReason).max(max, rangeReason),
      z
        .string()
        .regex(new RegExp(integerTextPattern(min, max)), rangeReason)
        .transform(Number),
    ],
    {
      error: (issue) =>
        isEmpty(issue.input)
          ? 'required'
          : /^[0-9]+$/.test(String(issue.input))
            ? rangeReason
            : reason,
    },
  );

/** The largest sum a teňňe column takes, in TMT (12 digits before the point). */
/** How many of a stay's guests are foreigners (not Turkmen citizens): the foreigners' tax counts them. */
export const foreignGuestsCount = wholeNumber('wholeNumber', 0, 100, 'foreignGuests');

const MAX_TMT = 999_999_999_999.99;

/**
 * A sum in TMT with at most two decimals (stored as integer teňňe), never negative; a number or its
 * text, whose decimal separator may be a comma (as typed in Russian and Turkmen).
 */
export const tmtAmount = z.union(
  [
    z
      .number()
      .multipleOf(0.01, 'money')
      .max(MAX_TMT, 'money')
      .min(0, 'notNegative')
      // The decimal spelling decides (1e-7 is a multiple of 0.01 to float arithmetic).
      .refine((value) => tmtToTenge(value) !== null, 'money'),
    z
      .string()
      .regex(/^[0-9]{1,12}(?:[.,][0-9]{1,2})?$/, 'money')
      .transform((text) => Number(text.replace(',', '.'))),
  ],
  reasonOr('money'),
);

/** A 0|1 flag; the forms' selects may send it as text or a boolean. */
export const flagInput = z.union(
  [
    z.literal([0, 1], reasonOr('flag')),
    z.boolean(reasonOr('flag')).transform((value): 0 | 1 => (value ? 1 : 0)),
    z.enum(['0', '1'], reasonOr('flag')).transform((value): 0 | 1 => (value === '1' ? 1 : 0)),
  ],
  reasonOr('flag'),
);

/** Yes or no: a boolean, 0|1, or the text 'true'|'false'. */
export const booleanInput = z.union(
  [
    z.boolean(reasonOr('boolean')),
    z.literal([0, 1], reasonOr('boolean')).transform((value) => value === 1),
    z.enum(['true', 'false'], reasonOr('boolean')).transform((value) => value === 'true'),
  ],
  reasonOr('boolean'),
);

/**
 * `schema`, or an emptied form value (null or '') that takes `fallback`; an absent field stays
 * absent (keep as is). A refusal says what `schema` says about the value.
 */
export const emptyAs = <T extends z.ZodType, F extends z.output<T> | null>(
  fallback: F,
  schema: T,
) =>
  z
    .union([schema, z.null(), z.literal('')], {
      error: (issue) => schema.safeParse(issue.input).error?.issues[0]?.message ?? 'invalid',
    })
    .transform((value): z.output<T> | F =>
      value === null || value === '' ? fallback : (value as z.output<T>),
    )
    .optional();
