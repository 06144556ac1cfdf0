import { z } from 'zod';
import { MAX_ID } from './ids';

export * from './ids';

/**
 * NUL cannot be stored in PostgreSQL text or jsonb, and a lone UTF-16 surrogate is not text at
 * all (it cannot be encoded as UTF-8): both are refused where input enters, with a message.
 * With the `u` flag a surrogate pair is one code point, so `\p{Cs}` matches only a lone half.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
const UNSTORABLE = /[\u0000\p{Cs}]/u;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** True when any string in a JSON-like value (keys included) holds NUL or a lone surrogate. */
export function holdsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isStorableText(value);
  if (depth > 32 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => holdsUnstorableText(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => !isStorableText(key) || holdsUnstorableText(item, depth + 1),
  );
}

/** A string a person typed, refused with `reason.text` when it cannot be stored. */
export const storableText = (required: string = 'required') =>
  z.string({ message: required }).refine(isStorableText, { message: 'text', abort: true });

/** An id in a JSON body: a JSON number, whole, 1..MAX_ID; never coerced from true, "1" or [1]. */
export const entityId = z
  .number({ message: 'number' })
  .int('number')
  .min(1, 'number')
  .max(MAX_ID, 'number');

/** An id in a path or a query string: decimal digits only, then the same range. */
export const idText = z
  .string({ message: 'number' })
  .regex(/^[1-9]\d{0,9}$/, 'number')
  .transform(Number)
  .pipe(entityId);
