import type { Language } from '@hotel/contracts';
import { DEFAULT_LANGUAGE, toLanguage } from '@hotel/contracts/plain';

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
