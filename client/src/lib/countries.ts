import {
  COUNTRY_CODES,
  HOME_CITIZENSHIP,
  NEIGHBOUR_COUNTRIES,
  type Language,
} from '@hotel/contracts/plain';

/**
 * The language the country names are written in. Turkmen shows Russian names: Node 24's ICU names
 * regions in Turkmen (`tk`), but Chromium's does not (it falls back to English), and the select
 * must read the same wherever it is drawn; Russian is what Turkmen readers of the site also read.
 */
const NAMES_IN: Record<Language, string> = { tm: 'ru', ru: 'ru', en: 'en' };

export interface CountryOption {
  code: string;
  name: string;
}

const cache = new Map<Language, CountryOption[]>();

/**
 * The citizenship select's countries: Turkmenistan first, then the neighbours (across land and the
 * Caspian), then every other country by its name as shown.
 */
export function countryOptions(lang: Language): CountryOption[] {
  const cached = cache.get(lang);
  if (cached) return cached;
  const locale = NAMES_IN[lang];
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const option = (code: string): CountryOption => ({ code, name: names.of(code) ?? code });
  const first: readonly string[] = [HOME_CITIZENSHIP, ...NEIGHBOUR_COUNTRIES];
  const rest = COUNTRY_CODES.filter((code) => !first.includes(code))
    .map(option)
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  const options = [...first.map(option), ...rest];
  cache.set(lang, options);
  return options;
}

/** A country's name as the select shows it, with its code: `Россия (RU)`; the code alone if unknown. */
export function countryLabel(code: string, lang: Language): string {
  const name = countryOptions(lang).find((option) => option.code === code)?.name;
  return name && name !== code ? `${name} (${code})` : code;
}
