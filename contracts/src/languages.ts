/** Interface languages. Turkmen is the default; Russian is the fallback for missing texts. */
export const LANGUAGES = ['tm', 'ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'tm';
export const FALLBACK_LANGUAGE: Language = 'ru';

/** Any value (a `?l=` query, a stored preference) to a supported language; unknown -> tm. */
export function toLanguage(value: unknown): Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
    ? (value as Language)
    : DEFAULT_LANGUAGE;
}
