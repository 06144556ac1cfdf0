import type { Language } from '@hotel/contracts';
import { DEFAULT_LANGUAGE, LANGUAGES, toLanguage } from '@hotel/contracts/plain';

/** Browser storage key of the chosen language (specification, point 1). */
export const LANGUAGE_STORAGE_KEY = 'preferredLanguage';

/**
 * The reader's stored choice, or tm. A module without i18next: /rooms' early script
 * (src/rooms-early.ts) reads it before the app's code has arrived.
 */
export function readStoredLanguage(): Language {
  try {
    return toLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    // Storage can be unavailable (privacy mode, sandboxed frame): fall back to the default.
    return DEFAULT_LANGUAGE;
  }
}

/** The URL parameter that names a page's language: one address per language for search engines. */
export const LANGUAGE_PARAMETER = 'lang';

/**
 * The language the page opens in: the one its address asks for (`?lang=ru`, as the sitemap and
 * shared links give it), else the reader's stored choice, else tm.
 */
export function readInitialLanguage(): Language {
  const asked = new URLSearchParams(location.search).get(LANGUAGE_PARAMETER);
  return asked !== null && (LANGUAGES as readonly string[]).includes(asked)
    ? toLanguage(asked)
    : readStoredLanguage();
}
