/*
 * What a guest's name and passports must be, without zod: the schemas refuse with these, and the
 * booking form checks the same before sending, to say it next to the field.
 */
import { passportKeyOf } from './citizenship';

/** The most guests one booking holds: the booking's schema and the main page's search both say so. */
export const MAX_GUESTS = 20;

/**
 * Letters of any script (with combining marks: N + U+030C is Ň), and between them spaces, hyphens,
 * apostrophes and dots. Digits, emoji, symbols and every control or format character (bidi
 * overrides, zero-width spaces) are refused: they are no part of a name on a passport.
 */
const NAME_CHARACTERS = /^[\p{L}\p{M} .'’ʼ‐-]+$/u;
// ʼ (U+02BC) is a modifier letter, an apostrophe by use: it alone does not make a name.
const LETTER = /(?!\p{Lm})\p{L}/u;

/** True when `name` (trimmed) is a person's name as a passport spells it. */
export function isGuestName(name: string): boolean {
  const text = name.trim();
  return NAME_CHARACTERS.test(text) && LETTER.test(text);
}

/** The indexes of guests whose passport (country, series and number) an earlier guest of the list already gave. */
export function repeatedPassports(
  guests: readonly { citizenship?: string; passport_serial?: string; passport_number: string }[],
): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  guests.forEach((guest, index) => {
    const passport = passportKeyOf({
      citizenship: guest.citizenship,
      passportSerial: guest.passport_serial ?? '',
      passportNumber: guest.passport_number,
    });
    if (seen.has(passport)) repeated.push(index);
    seen.add(passport);
  });
  return repeated;
}
