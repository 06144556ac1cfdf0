import type { Language } from '@hotel/contracts';
import { en } from './locales/en';
import { ru } from './locales/ru';
import { tm } from './locales/tm';

/** The Russian texts define the keys; the compiler rejects a language that misses one. */
export type Messages = typeof ru;

export const resources: Record<Language, { translation: Messages }> = {
  tm: { translation: tm },
  ru: { translation: ru },
  en: { translation: en },
};
