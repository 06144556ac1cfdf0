import type { Language } from '@hotel/contracts';
import { expect, it } from 'vitest';
import { missingIn } from './missing-texts';

/**
 * What every texts namespace built from its parts' own texts files must hold: words for every key
 * in each language, and each part's file taken in whole under the part's key. A namespace's spec
 * calls this inside its describe, naming what a part is (a screen, a feature).
 */
export function textsNamespaceContract<Part extends string>(
  languages: Record<Language, Record<NoInfer<Part>, unknown>>,
  parts: Record<Part, Record<Language, unknown>>,
  part: string,
): void {
  const names = Object.keys(languages) as Language[];

  it.each(names)('give every key words in %s', (language) => {
    expect(missingIn(languages, language)).toEqual([]);
  });

  it.each(Object.keys(parts) as Part[])(
    `take in the %s ${part}’s own texts, in each language, whole`,
    (name) => {
      for (const language of names) expect(languages[language][name]).toBe(parts[name][language]);
    },
  );
}
