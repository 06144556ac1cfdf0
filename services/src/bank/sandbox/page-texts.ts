import type { Language } from '@hotel/contracts';
import type { CardErrorKey } from './card-form';
import pageTexts from './page-texts.json';

/** The hosted payment page's words in the site's three languages: data, as the site's texts. */
const texts = pageTexts.page satisfies Record<string, Record<Language, string>>;

const errors = pageTexts.cardErrors satisfies Record<CardErrorKey, Record<Language, string>>;

export type PageText = keyof typeof texts;

export function pageText(key: PageText, lang: Language): string {
  return texts[key][lang];
}

export function cardErrorText(key: CardErrorKey, lang: Language): string {
  return errors[key][lang];
}
