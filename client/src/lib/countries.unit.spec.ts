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

  it('names the countries in Russian for Turkmen, which not every browser can name them in', () => {
    expect(
      countryOptions('tm')
        .slice(0, 2)
        .map((o) => o.name),
    ).toEqual(['Туркменистан', 'Россия']);
    expect(countryOptions('ru')[0]?.name).toBe('Туркменистан');
  });

  it("labels a guest's country by its shown name and code, or the code alone", () => {
    expect(countryLabel('RU', 'ru')).toBe('Россия (RU)');
    expect(countryLabel('KZ', 'en')).toBe('Kazakhstan (KZ)');
    expect(countryLabel('ZZ', 'en')).toBe('ZZ');
  });
});
