import { describe, expect, it } from 'vitest';
import { audit as auditEn } from '../../-audit/i18n/en';
import { audit as auditRu } from '../../-audit/i18n/ru';
import { audit as auditTm } from '../../-audit/i18n/tm';
import { clients as clientsEn } from '../../-clients/i18n/en';
import { clients as clientsRu } from '../../-clients/i18n/ru';
import { clients as clientsTm } from '../../-clients/i18n/tm';
import { team as teamEn } from '../../-staff-accounts/i18n/en';
import { team as teamRu } from '../../-staff-accounts/i18n/ru';
import { team as teamTm } from '../../-staff-accounts/i18n/tm';
import { guests as guestsEn } from '../../-guests/i18n/en';
import { guests as guestsRu } from '../../-guests/i18n/ru';
import { guests as guestsTm } from '../../-guests/i18n/tm';
import { ledger as ledgerEn } from '../../-ledger/i18n/en';
import { ledger as ledgerRu } from '../../-ledger/i18n/ru';
import { ledger as ledgerTm } from '../../-ledger/i18n/tm';
import { move as moveEn } from '../../-move/i18n/en';
import { move as moveRu } from '../../-move/i18n/ru';
import { move as moveTm } from '../../-move/i18n/tm';
import { bookingSearch as bookingSearchEn } from '../../-search/i18n/en';
import { bookingSearch as bookingSearchRu } from '../../-search/i18n/ru';
import { bookingSearch as bookingSearchTm } from '../../-search/i18n/tm';
import { rates as ratesEn } from '../../-rates/i18n/en';
import { rates as ratesRu } from '../../-rates/i18n/ru';
import { rates as ratesTm } from '../../-rates/i18n/tm';
import { reviews as reviewsEn } from '../../-reviews/i18n/en';
import { reviews as reviewsRu } from '../../-reviews/i18n/ru';
import { reviews as reviewsTm } from '../../-reviews/i18n/tm';
import { settings as settingsEn } from '../../-settings/i18n/en';
import { settings as settingsRu } from '../../-settings/i18n/ru';
import { settings as settingsTm } from '../../-settings/i18n/tm';
import * as calendarEn from '../../rooms/-calendar/i18n/en';
import * as calendarRu from '../../rooms/-calendar/i18n/ru';
import * as calendarTm from '../../rooms/-calendar/i18n/tm';
import { rooms as roomsEn } from '../../rooms/-rooms/i18n/en';
import { rooms as roomsRu } from '../../rooms/-rooms/i18n/ru';
import { rooms as roomsTm } from '../../rooms/-rooms/i18n/tm';
import { roomTypes as roomTypesEn } from '../../rooms/-types/i18n/en';
import { roomTypes as roomTypesRu } from '../../rooms/-types/i18n/ru';
import { roomTypes as roomTypesTm } from '../../rooms/-types/i18n/tm';
import { missingIn } from '../../../../i18n/missing-texts';
import { en, ru, tm } from '.';

const LANGUAGES = { tm, ru, en } as const;
type Language = keyof typeof LANGUAGES;

/** Every leaf key of a texts tree, dotted, as missingIn walks them. */
function leafKeys(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [prefix];
  return Object.entries(tree).flatMap(([key, value]) =>
    leafKeys(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** The screens' own texts files the namespace takes in, under the key each takes them in. */
const SCREENS = {
  roomTypes: { tm: roomTypesTm, ru: roomTypesRu, en: roomTypesEn },
  ledger: { tm: ledgerTm, ru: ledgerRu, en: ledgerEn },
  audit: { tm: auditTm, ru: auditRu, en: auditEn },
  settings: { tm: settingsTm, ru: settingsRu, en: settingsEn },
  clients: { tm: clientsTm, ru: clientsRu, en: clientsEn },
  team: { tm: teamTm, ru: teamRu, en: teamEn },
  reviews: { tm: reviewsTm, ru: reviewsRu, en: reviewsEn },
  rates: { tm: ratesTm, ru: ratesRu, en: ratesEn },
  move: { tm: moveTm, ru: moveRu, en: moveEn },
  bookingSearch: { tm: bookingSearchTm, ru: bookingSearchRu, en: bookingSearchEn },
  guests: { tm: guestsTm, ru: guestsRu, en: guestsEn },
  rooms: { tm: roomsTm, ru: roomsRu, en: roomsEn },
  calendar: { tm: calendarTm.calendar, ru: calendarRu.calendar, en: calendarEn.calendar },
  occupancy: { tm: calendarTm.occupancy, ru: calendarRu.occupancy, en: calendarEn.occupancy },
} as const;

describe('the staff texts', () => {
  it.each(Object.keys(LANGUAGES) as Language[])('give every key words in %s', (language) => {
    expect(missingIn(LANGUAGES, language)).toEqual([]);
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
    const keys = leafKeys(ru);
    for (const screen of Object.keys(SCREENS))
      expect(keys.some((key) => key.startsWith(`${screen}.`))).toBe(true);
  });
});
