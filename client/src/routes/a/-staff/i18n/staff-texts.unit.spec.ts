import { describe, expect, it } from 'vitest';
import auditEn from '../../-audit/i18n/en.json';
import auditRu from '../../-audit/i18n/ru.json';
import auditTm from '../../-audit/i18n/tm.json';
import clientsEn from '../../-clients/i18n/en.json';
import clientsRu from '../../-clients/i18n/ru.json';
import clientsTm from '../../-clients/i18n/tm.json';
import teamEn from '../../-staff-accounts/i18n/en.json';
import teamRu from '../../-staff-accounts/i18n/ru.json';
import teamTm from '../../-staff-accounts/i18n/tm.json';
import guestsEn from '../../-guests/i18n/en.json';
import guestsRu from '../../-guests/i18n/ru.json';
import guestsTm from '../../-guests/i18n/tm.json';
import ledgerEn from '../../-ledger/i18n/en.json';
import ledgerRu from '../../-ledger/i18n/ru.json';
import ledgerTm from '../../-ledger/i18n/tm.json';
import moveEn from '../../-move/i18n/en.json';
import moveRu from '../../-move/i18n/ru.json';
import moveTm from '../../-move/i18n/tm.json';
import bookingSearchEn from '../../-search/i18n/en.json';
import bookingSearchRu from '../../-search/i18n/ru.json';
import bookingSearchTm from '../../-search/i18n/tm.json';
import ratesEn from '../../-rates/i18n/en.json';
import ratesRu from '../../-rates/i18n/ru.json';
import ratesTm from '../../-rates/i18n/tm.json';
import reviewsEn from '../../-reviews/i18n/en.json';
import reviewsRu from '../../-reviews/i18n/ru.json';
import reviewsTm from '../../-reviews/i18n/tm.json';
import settingsEn from '../../-settings/i18n/en.json';
import settingsRu from '../../-settings/i18n/ru.json';
import settingsTm from '../../-settings/i18n/tm.json';
import calendarEn from '../../rooms/-calendar/i18n/en.json';
import calendarRu from '../../rooms/-calendar/i18n/ru.json';
import calendarTm from '../../rooms/-calendar/i18n/tm.json';
import roomsEn from '../../rooms/-rooms/i18n/en.json';
import roomsRu from '../../rooms/-rooms/i18n/ru.json';
import roomsTm from '../../rooms/-rooms/i18n/tm.json';
import roomTypesEn from '../../rooms/-types/i18n/en.json';
import roomTypesRu from '../../rooms/-types/i18n/ru.json';
import roomTypesTm from '../../rooms/-types/i18n/tm.json';
import { textsNamespaceContract } from '../../../../i18n/texts-namespace.contract';
import { en, ru, tm } from '.';

const LANGUAGES = { tm, ru, en } as const;

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
  textsNamespaceContract(LANGUAGES, SCREENS, 'screen');

  it('hold more than the shared words: the screens’ keys are counted too', () => {
    const keys = leafKeys(ru);
    for (const screen of Object.keys(SCREENS))
      expect(keys.some((key) => key.startsWith(`${screen}.`))).toBe(true);
  });
});
