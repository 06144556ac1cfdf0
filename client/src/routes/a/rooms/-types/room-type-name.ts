import type { Language, LocalizedText } from '@hotel/contracts';
import { LANGUAGES } from '@hotel/contracts/plain';

/** A room type's name in the reader's language, else in the first language that has one. */
export function nameIn(name: LocalizedText, language: Language): string {
  return name[language] || LANGUAGES.map((other) => name[other]).find(Boolean) || '';
}

/** The language after `language` in the name switcher's cycle: tm, ru, en, tm… */
export function nextLanguage(language: Language): Language {
  return LANGUAGES[(LANGUAGES.indexOf(language) + 1) % LANGUAGES.length] ?? language;
}
