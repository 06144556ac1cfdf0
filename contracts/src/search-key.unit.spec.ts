import { describe, expect, it } from 'vitest';
import { bookingSearchKey, searchKey } from './search-key';

describe('searchKey', () => {
  it('lowers the case of Latin and Cyrillic letters alike', () => {
    expect(searchKey('PETROV')).toBe('petrov');
    expect(searchKey('ПЕТРОВ')).toBe(searchKey('петров'));
  });

  it('folds the Turkmen letters into plain Latin ones', () => {
    expect(searchKey('ňýşçäöüž ŇÝŞÇÄÖÜŽ')).toBe('nyscaouznyscaouz');
  });

  it('reads ё as е and spells Cyrillic in Latin letters', () => {
    expect(searchKey('Фёдор')).toBe(searchKey('Федор'));
    expect(searchKey('Иванов')).toBe('ivanov');
    expect(searchKey('Щукина Юлия')).toBe('schukinayuliya');
  });

  it('keeps a substring of a name a substring of its key', () => {
    const name = 'Берды Мухаммедов';
    for (const part of ['Берды', 'мухам', 'ды Му', 'хаммед']) {
      expect(searchKey(name)).toContain(searchKey(part));
    }
  });

  it('drops spaces, dashes and brackets, keeping the digits, @ and dots', () => {
    expect(searchKey('+993 (65) 12-34-56')).toBe('99365123456');
    expect(searchKey('AS 204 060')).toBe('as204060');
    expect(searchKey('Ivan.Petrov@Example.com')).toBe('ivan.petrov@example.com');
    expect(searchKey('%_ -')).toBe('');
  });
});

describe('bookingSearchKey', () => {
  it('joins e-mail, phone and each guest apart, so that no match spans two fields', () => {
    const key = bookingSearchKey({
      email: 'a@b.tm',
      phone: null,
      guests: [
        { fullName: 'Aýna', passport: 'BN123' },
        { fullName: 'Öwez', passport: 'AS456' },
      ],
    });
    expect(key).toBe('a@b.tm||ayna|bn123|owez|as456');
    expect(key).not.toContain('aynabn');
  });
});
