import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@hotel/contracts/plain';
import { countryLabel, countryOptions } from './countries';

describe('the citizenship select', () => {
  it('offers Turkmenistan, then the neighbours, then every other country by its shown name', () => {
    const options = countryOptions('en');
    expect(options.slice(0, 8).map((o) => o.code)).toEqual([
      'TM',
      'RU',
      'KZ',
      'UZ',
      'AZ',
      'IR',
      'TR',
      'AF',
    ]);
    expect(options.slice(0, 2).map((o) => o.name)).toEqual(['Turkmenistan', 'Russia']);
    expect(new Set(options.map((o) => o.code))).toEqual(new Set(COUNTRY_CODES));
    const rest = options.slice(8).map((o) => o.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(rest[0]).toBe('Åland Islands');
  });

  it('names the countries in Turkmen for Turkmen, in the order of its alphabet, as CLDR does', () => {
    const options = countryOptions('tm');
    expect(options.slice(0, 2).map((o) => o.name)).toEqual(['Türkmenistan', 'Russiýa']);
    expect(new Set(options.map((o) => o.code))).toEqual(new Set(COUNTRY_CODES));
    // The stored table is what Node's ICU (CLDR) names and orders: regenerate it when this fails.
    const icu = new Intl.DisplayNames(['tk'], { type: 'region', fallback: 'none' });
    const rest = options.slice(8);
    expect(rest.map((o) => o.name)).toEqual(rest.map((o) => icu.of(o.code)));
    const names = rest.map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'tk')));
    expect(countryOptions('ru')[0]?.name).toBe('Туркменистан');
  });

  it("labels a guest's country by its shown name and code, or the code alone", () => {
    expect(countryLabel('RU', 'ru')).toBe('Россия (RU)');
    expect(countryLabel('KZ', 'en')).toBe('Kazakhstan (KZ)');
    expect(countryLabel('ZZ', 'en')).toBe('ZZ');
  });
});
