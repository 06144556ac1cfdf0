import type { Language } from '@hotel/contracts';
import i18next from 'i18next';
import { en, ru, tm } from './i18n';

// For the specs of what the staff screens say: the staff texts of every language, loaded at once.
const texts = i18next.createInstance();
await texts.init({
  lng: 'en',
  resources: { en: { staff: en }, ru: { staff: ru }, tm: { staff: tm } },
  initAsync: false,
});

/** The staff texts' `t` in one language, as a screen's `useTranslation('staff')` gives it. */
export const staffT = (language: Language) => texts.getFixedT(language, 'staff');
