import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@hotel/contracts';
import { DEFAULT_LANGUAGE, LANGUAGES, toLanguage } from '@hotel/contracts/plain';
import { loadMessages } from './resources';
export { LANGUAGE_STORAGE_KEY } from './stored-language';

// BCP 47 knows Turkmen as `tk`; `tm` is the product's own code, so <html lang> maps it for
// screen readers and hyphenation.
export const HTML_LANG: Record<Language, string> = { tm: 'tk', ru: 'ru', en: 'en' };

/** The product's code of an <html lang> value (the server renders it; see HTML_LANG). */
export const languageOfHtml = (lang: string): Language => toLanguage(lang === 'tk' ? 'tm' : lang);

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
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Creates an i18next instance in `language`, resolved once that language's texts are loaded, so
 * the first render already has them: the server renders a page with one, and the browser
 * hydrates it with one in the page's language (entry-client.tsx). No fallback language is
 * loaded: the compiler holds every language to Russian's keys (i18n/resources.ts), so a fallback
 * would never be read, and fetching it would cost every guest a second language's texts.
 */
export async function createI18n(language: Language = DEFAULT_LANGUAGE) {
  const i18n = i18next.createInstance();
  await i18n
    .use(bundledMessages)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false }, // React escapes already
    });
  return i18n;
}

export type I18n = Awaited<ReturnType<typeof createI18n>>;

/** The current interface language of an instance, always one of tm/ru/en. */
export function currentLanguage(i18n: I18n): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}
