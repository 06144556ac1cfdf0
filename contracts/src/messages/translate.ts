import type { Language } from '../languages';
import { dayText } from './day-text';
import { en, ru, tm, type MessageKey } from './catalogs';

const catalogs: Record<Language, Partial<Record<MessageKey, string>>> = { ru, en, tm };

export type MessageParams = Record<string, string | number>;

/**
 * A server message in `lang` (Russian when a text is missing), `{name}` placeholders filled;
 * `{name:day}` shows a calendar date as its day and month in `lang`.
 */
export function translate(lang: Language, key: MessageKey, params: MessageParams = {}): string {
  const template = catalogs[lang][key] ?? ru[key];
  return template.replace(/\{(\w+)(:day)?\}/g, (whole, name: string, asDay?: string) => {
    if (!(name in params)) return whole;
    const value = String(params[name]);
    return asDay ? dayText(lang, value) : value;
  });
}

export function isMessageKey(value: string): value is MessageKey {
  return value in ru;
}
