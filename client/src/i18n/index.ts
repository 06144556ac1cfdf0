import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@hotel/contracts';
import { LANGUAGES, toLanguage } from '@hotel/contracts/plain';
import { loadMessages } from './resources';
import { LANGUAGE_STORAGE_KEY, readInitialLanguage } from './stored-language';

export { LANGUAGE_STORAGE_KEY } from './stored-language';

// BCP 47 knows Turkmen as `tk`; `tm` is the product's own code, so <html lang> maps it for
// screen readers and hyphenation.
const HTML_LANG: Record<Language, string> = { tm: 'tk', ru: 'ru', en: 'en' };

function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not being able to remember the choice must not break switching it.
  }
  document.documentElement.lang = HTML_LANG[language];
}

/**
 * Hands i18next a language's texts from its chunk (i18n/resources.ts). i18next asks for them
 * before it switches: the screen changes language once the texts are there, never showing keys.
 */
const bundledMessages: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    loadMessages[toLanguage(language)]().then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Creates the app's i18next instance, in the language the address asks for, else the stored
 * choice, else tm, resolved once that language's
 * texts are loaded, so the first render already has them. No fallback language is loaded: the
 * compiler holds every language to Russian's keys (i18n/resources.ts), so a fallback would never
 * be read, and fetching it would cost every guest a second language's texts.
 */
export async function createI18n() {
  const i18n = i18next.createInstance();
  const initial = readInitialLanguage();
  await i18n
    .use(bundledMessages)
    .use(initReactI18next)
    .init({
      lng: initial,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false }, // React escapes already
    });
  rememberLanguage(initial);
  i18n.on('languageChanged', (language) => rememberLanguage(toLanguage(language)));
  return i18n;
}

export type I18n = Awaited<ReturnType<typeof createI18n>>;

/** The current interface language of an instance, always one of tm/ru/en. */
export function currentLanguage(i18n: I18n): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}
