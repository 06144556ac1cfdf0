import type { Language } from '@hotel/contracts';
import { LANGUAGES, toLanguage } from '@hotel/contracts/plain';

/**
 * Browser storage key of the chosen language, and the name of the
 * cookie that mirrors it, so the server renders the next page in that language.
 */
export const LANGUAGE_STORAGE_KEY = 'preferredLanguage';

/** The URL parameter that names a page's language: one address per language for search engines. */
export const LANGUAGE_PARAMETER = 'lang';

const YEAR_SECONDS = 31_536_000;

/** The reader's stored choice, or null when there is none (or storage is unavailable). */
export function readStoredLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return stored === null ? null : toLanguage(stored);
  } catch {
    // Storage can be unavailable (privacy mode, sandboxed frame).
    return null;
  }
}

/** Keeps the choice in storage (the spec's key) and in its cookie mirror for the server. */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not being able to remember the choice must not break switching it.
  }
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}

/** The language the address names (`?lang=ru`, as the sitemap and shared links give it), or null. */
export function languageOfAddress(search: string): Language | null {
  const asked = new URLSearchParams(search).get(LANGUAGE_PARAMETER);
  return asked !== null && (LANGUAGES as readonly string[]).includes(asked)
    ? toLanguage(asked)
    : null;
}
