import { describe } from 'vitest';
import homeEn from '../../routes/_public/-home/i18n/en.json';
import homeRu from '../../routes/_public/-home/i18n/ru.json';
import homeTm from '../../routes/_public/-home/i18n/tm.json';
import termsEn from '../../routes/_public/-terms/i18n/en.json';
import termsRu from '../../routes/_public/-terms/i18n/ru.json';
import termsTm from '../../routes/_public/-terms/i18n/tm.json';
import seoEn from '../../seo/i18n/en.json';
import seoRu from '../../seo/i18n/ru.json';
import seoTm from '../../seo/i18n/tm.json';
import { textsNamespaceContract } from '../texts-namespace.contract';
import { en } from './en';
import { ru } from './ru';
import { tm } from './tm';

const LANGUAGES = { tm, ru, en } as const;

/** The features' own texts files the guests' namespace takes in, under the key of each. */
const FEATURES = {
  home: { tm: homeTm, ru: homeRu, en: homeEn },
  terms: { tm: termsTm, ru: termsRu, en: termsEn },
  seo: { tm: seoTm, ru: seoRu, en: seoEn },
} as const;

describe('the guests’ texts', () => {
  textsNamespaceContract(LANGUAGES, FEATURES, 'feature');
});
