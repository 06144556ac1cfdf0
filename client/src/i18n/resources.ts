import type { Language } from '@hotel/contracts';
import type { ru } from './locales/ru';

/** The Russian texts define the keys; the compiler rejects a language that misses one. */
export type Messages = typeof ru;

/**
 * Each language's texts are a chunk of their own, fetched when the language is first used: a
 * guest downloads the language they read, not all three. Every loader must give `Messages`, so
 * a language missing a key still fails to compile.
 */
export const loadMessages: Record<Language, () => Promise<Messages>> = {
  tm: async () => (await import('./locales/tm')).tm,
  ru: async () => (await import('./locales/ru')).ru,
  en: async () => (await import('./locales/en')).en,
};
