import type { Language } from '@hotel/contracts';
import i18next from 'i18next';
import type { I18n } from '../i18n';
import { loadMessages } from '../i18n/resources';

/** An i18next instance holding one language's real texts, as the app's is once it has loaded them. */
export async function textsIn(language: Language): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: await loadMessages[language]() } },
    interpolation: { escapeValue: false },
  });
  return i18n;
}
