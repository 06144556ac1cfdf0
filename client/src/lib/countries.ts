import {
  COUNTRY_CODES,
  HOME_CITIZENSHIP,
  NEIGHBOUR_COUNTRIES,
  type Language,
} from '@hotel/contracts/plain';
import turkmenNames from './country-names-tm.json';

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * Every country with its name in the reader's language, in the order of its alphabet. Turkmen
 * names come from a table (CLDR's, written by scripts/turkmen-country-names.ts in Turkmen order):
 * Chromium's ICU has neither, and the select must read the same on the server and in the browser.
 */
function namedCountries(lang: Language): CountryOption[] {
  if (lang === 'tm') return Object.entries(turkmenNames).map(([code, name]) => ({ code, name }));
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, lang),
  );
}

const cache = new Map<Language, CountryOption[]>();

/**
 * The citizenship select's countries: Turkmenistan first, then the neighbours (across land and the
 * Caspian), then every other country by its name as shown.
 */
export function countryOptions(lang: Language): CountryOption[] {
  const cached = cache.get(lang);
  if (cached) return cached;
  const named = namedCountries(lang);
  const first: readonly string[] = [HOME_CITIZENSHIP, ...NEIGHBOUR_COUNTRIES];
  const options = [
    ...first.map((code) => named.find((option) => option.code === code) ?? { code, name: code }),
    ...named.filter((option) => !first.includes(option.code)),
  ];
  cache.set(lang, options);
  return options;
}

/** A country's name as the select shows it, with its code: `Россия (RU)`; the code alone if unknown. */
export function countryLabel(code: string, lang: Language): string {
  const name = countryOptions(lang).find((option) => option.code === code)?.name;
  return name && name !== code ? `${name} (${code})` : code;
}
