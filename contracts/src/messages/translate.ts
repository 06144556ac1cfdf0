import type { Language } from '../languages';
import { formatAmount } from '../amount-text';
import { tengeToTmt } from '../money';
import { dayText } from './day-text';
import { en, ru, tm, type MessageKey } from './catalogs';

const catalogs: Record<Language, Partial<Record<MessageKey, string>>> = { ru, en, tm };

export type MessageParams = Record<string, string | number>;

/**
 * A server message in `lang` (Russian when a text is missing), `{name}` placeholders filled;
 * `{name:day}` shows a calendar date as its day and month in `lang`; `{name:money}` an amount in
 * teňňe as TMT the way the screens write it in `lang` (`1,234.5` in English, `1 234,5` in Russian).
 */
export function translate(lang: Language, key: MessageKey, params: MessageParams = {}): string {
  const template = catalogs[lang][key] ?? ru[key];
  return template.replace(/\{(\w+)(?::(day|money))?\}/g, (whole, name: string, as?: string) => {
    if (!(name in params)) return whole;
    const value = params[name];
    if (as === 'day') return dayText(lang, String(value));
    if (as === 'money') return formatAmount(tengeToTmt(Number(value)), lang);
    return String(value);
  });
}

export function isMessageKey(value: string): value is MessageKey {
  return value in ru;
}
