import { describe, expect, it } from 'vitest';
import * as audit from '../../-audit/i18n/ru';
import * as clients from '../../-clients/i18n/ru';
import * as team from '../../-staff-accounts/i18n/ru';
import * as ledger from '../../-ledger/i18n/ru';
import * as move from '../../-move/i18n/ru';
import * as reviews from '../../-reviews/i18n/ru';
import * as settings from '../../-settings/i18n/ru';
import * as onlineEn from '../../rooms/-online/i18n/en';
import * as onlineRu from '../../rooms/-online/i18n/ru';
import * as onlineTm from '../../rooms/-online/i18n/tm';
import * as rooms from '../../rooms/-rooms/i18n/ru';
import * as roomTypes from '../../rooms/-types/i18n/ru';
import { en, ru, tm } from '.';

const LANGUAGES = { tm, ru, en } as const;
type Language = keyof typeof LANGUAGES;

/**
 * Every leaf of a texts tree by its dotted key. The types already make the three trees one shape;
 * this reads what the bundle really holds, where a cast or a spread could have let a key slip.
 */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (tree === null || typeof tree !== 'object') return found.set(prefix, tree);
  for (const [key, value] of Object.entries(tree)) {
    for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key))
      found.set(path, leaf);
  }
  return found;
}

/** The keys some language has and `language` lacks or leaves without words. */
function missingIn(language: Language): string[] {
  const all = new Set(Object.values(LANGUAGES).flatMap((texts) => [...leaves(texts).keys()]));
  const own = leaves(LANGUAGES[language]);
  return [...all].filter((key) => {
    const text = own.get(key);
    return typeof text !== 'string' || text.trim() === '';
  });
}

/** The screens' own texts files the namespace takes in, under the key each takes them in. */
const SCREENS = {
  roomTypes: { tm: roomTypes.tm, ru: roomTypes.ru, en: roomTypes.en },
  ledger: { tm: ledger.tm, ru: ledger.ru, en: ledger.en },
  audit: { tm: audit.tm, ru: audit.ru, en: audit.en },
  settings: { tm: settings.tm, ru: settings.ru, en: settings.en },
  clients: { tm: clients.tm, ru: clients.ru, en: clients.en },
  team: { tm: team.tm, ru: team.ru, en: team.en },
  reviews: { tm: reviews.tm, ru: reviews.ru, en: reviews.en },
  move: { tm: move.tm, ru: move.ru, en: move.en },
  rooms: { tm: rooms.tm, ru: rooms.ru, en: rooms.en },
  calendar: { tm: onlineTm.calendar, ru: onlineRu.calendar, en: onlineEn.calendar },
  occupancy: { tm: onlineTm.occupancy, ru: onlineRu.occupancy, en: onlineEn.occupancy },
} as const;

describe('the staff texts', () => {
  it.each(Object.keys(LANGUAGES) as Language[])('give every key words in %s', (language) => {
    expect(missingIn(language)).toEqual([]);
  });

  it.each(Object.keys(SCREENS) as (keyof typeof SCREENS)[])(
    'take in the %s screen’s own texts, in each language, whole',
    (screen) => {
      for (const language of Object.keys(LANGUAGES) as Language[]) {
        expect(LANGUAGES[language][screen]).toBe(SCREENS[screen][language]);
      }
    },
  );

  it('hold more than the shared words: the screens’ keys are counted too', () => {
    const keys = [...leaves(ru).keys()];
    for (const screen of Object.keys(SCREENS))
      expect(keys.some((key) => key.startsWith(`${screen}.`))).toBe(true);
  });
});
