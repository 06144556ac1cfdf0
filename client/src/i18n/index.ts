import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@hotel/contracts';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, toLanguage } from '@hotel/contracts/plain';
import { resources } from './resources';

/** Browser storage key of the chosen language (specification, point 1). */
export const LANGUAGE_STORAGE_KEY = 'preferredLanguage';

// BCP 47 knows Turkmen as `tk`; `tm` is the product's own code, so <html lang> maps it for
// screen readers and hyphenation.
const HTML_LANG: Record<Language, string> = { tm: 'tk', ru: 'ru', en: 'en' };

function readStoredLanguage(): Language {
  try {
    return toLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    // Storage can be unavailable (privacy mode, sandboxed frame): fall back to the default.
    return DEFAULT_LANGUAGE;
  }
}

function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not being able to remember the choice must not break switching it.
  }
  document.documentElement.lang = HTML_LANG[language];
}

/** Creates the app's i18next instance: stored choice or tm, Russian for missing texts. */
export function createI18n() {
  const i18n = i18next.createInstance();
  const initial = readStoredLanguage();
  void i18n.use(initReactI18next).init({
    resources,
    lng: initial,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false }, // React escapes already
    initAsync: false, // resources are bundled, so the first render already has its texts
  });
  rememberLanguage(initial);
  i18n.on('languageChanged', (language) => rememberLanguage(toLanguage(language)));
  return i18n;
}

export type I18n = ReturnType<typeof createI18n>;

/** The current interface language of an instance, always one of tm/ru/en. */
export function currentLanguage(i18n: I18n): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}
