import type { Language } from '../languages';
import { en } from './en';
import { ru, type MessageKey } from './ru';
import { tm } from './tm';

const catalogs: Record<Language, Partial<Record<MessageKey, string>>> = { ru, en, tm };

export type MessageParams = Record<string, string | number>;

/** A server message in `lang` (Russian when a text is missing), `{name}` placeholders filled. */
export function translate(lang: Language, key: MessageKey, params: MessageParams = {}): string {
  const template = catalogs[lang][key] ?? ru[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function isMessageKey(value: string): value is MessageKey {
  return value in ru;
}
