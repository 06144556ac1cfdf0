import type { Language } from '@hotel/contracts';
import i18next from 'i18next';
import { en as commonEn } from '../../../i18n/locales/en';
import { ru as commonRu } from '../../../i18n/locales/ru';
import { tm as commonTm } from '../../../i18n/locales/tm';
import { en, ru, tm } from './i18n';

// For the specs of what the staff screens say: the staff texts of every language, loaded at once,
// beside the site's own (a staff screen names a folio's lines with them).
const texts = i18next.createInstance();
await texts.init({
  lng: 'en',
  resources: {
    en: { staff: en, translation: commonEn },
    ru: { staff: ru, translation: commonRu },
    tm: { staff: tm, translation: commonTm },
  },
  initAsync: false,
});

/** The staff texts' `t` in one language, as a screen's `useTranslation('staff')` gives it. */
export const staffT = (language: Language) => texts.getFixedT(language, 'staff');
