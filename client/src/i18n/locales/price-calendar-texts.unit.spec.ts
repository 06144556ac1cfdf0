import { describe, expect, it } from 'vitest';
import { missingIn } from '../missing-texts';
import * as texts from './price-calendar';

const LANGUAGES = ['tm', 'ru', 'en'] as const;

/** The `{{name}}` placeholders of each text, by key: a language must fill in what Russian does, in its own order. */
function placeholders(tree: Record<string, unknown>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(tree)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([key, text]) => [
        key,
        [...text.matchAll(/{{(\w+)}}/g)].map((found) => found[1] ?? '').sort(),
      ]),
  );
}

describe("the room page's price calendar texts", () => {
  it.each(LANGUAGES)('give every key words in %s', (language) => {
    expect(missingIn(texts, language)).toEqual([]);
  });

  it.each(LANGUAGES)('name twelve months and seven weekdays twice in %s', (language) => {
    const own = texts[language];
    expect(own.months).toHaveLength(12);
    expect(own.weekdays).toHaveLength(7);
    expect(own.weekdaysLong).toHaveLength(7);
    expect(new Set(own.weekdays).size).toBe(7);
  });

  it.each(LANGUAGES)('fill in the same placeholders as Russian in %s', (language) => {
    expect(placeholders(texts[language])).toEqual(placeholders(texts.ru));
  });
});
