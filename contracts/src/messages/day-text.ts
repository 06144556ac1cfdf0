import type { Language } from '../languages';

/** Month names as a date's day is said with them ("1 July", "1 июля", "1 iýul"). */
export const MONTHS_IN_DATES: Record<Language, readonly string[]> = {
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  tm: [
    'ýanwar',
    'fewral',
    'mart',
    'aprel',
    'maý',
    'iýun',
    'iýul',
    'awgust',
    'sentýabr',
    'oktýabr',
    'noýabr',
    'dekabr',
  ],
};

/**
 * A calendar date (`YYYY-MM-DD`) as its day and month in `lang`: what a message's `{name:day}`
 * shows. Anything else is shown as it came.
 */
export function dayText(lang: Language, date: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(date);
  const month = match && MONTHS_IN_DATES[lang][Number(match[1]) - 1];
  return match && month ? `${Number(match[2])} ${month}` : date;
}
