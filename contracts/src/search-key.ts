/*
 * The text a staff search compares: what the bookings read model keeps per booking and what the
 * search box's query becomes, folded the same way so that case, accents, Turkmen letters and the
 * script a name was typed in do not matter.
 *
 * Cyrillic is spelled in Latin letters: the hotel's PostgreSQL cluster runs with the C locale,
 * where pg_trgm only sees ASCII letters and digits, so a Cyrillic name would give its trigram
 * index nothing to look up. Spelled letter by letter, a substring of a name is still a substring
 * of its key, and "Иванов" and "Ivanov" meet.
 */

/** Russian letters (ё and й lose their marks first) in a plain Latin spelling. */
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  // Turkmen and Kazakh letters of the Cyrillic alphabet that guests' passports may still carry.
  ә: 'a',
  ө: 'o',
  ү: 'u',
  ң: 'n',
  җ: 'zh',
  і: 'i',
  ұ: 'u',
  қ: 'k',
  ғ: 'g',
  һ: 'h',
};

/** Combining marks left by NFD: Turkmen ň ý ş ç ä ö ü ž, ё, й, é ... lose them. */
const MARKS = /\p{M}/gu;

/** Letters kept as they are; `@` and `.` keep an e-mail address readable as one. */
const KEPT = /[a-z0-9@.]/;

/**
 * `text` as a search key: lower case, marks dropped, Cyrillic in Latin letters, and nothing but
 * letters, digits, `@` and `.`, so spaces and dashes in a name, a passport ("I-AŞ 123456") or a
 * phone ("+993 65 12-34-56") never decide a match.
 */
export function searchKey(text: string): string {
  let key = '';
  for (const char of text.normalize('NFD').replace(MARKS, '').toLowerCase()) {
    const latin = CYRILLIC[char];
    if (latin !== undefined) key += latin;
    else if (KEPT.test(char)) key += char;
  }
  return key;
}

/** Between the fields of a booking's key, so that no match spans two of them. */
export const SEARCH_KEY_SEPARATOR = '|';

/**
 * What a booking is found by part of, as one key: its e-mail, phone, and each guest's name and
 * passport (its book number is matched whole, apart).
 */
export function bookingSearchKey(booking: {
  email: string;
  phone: string | null;
  guests: readonly { fullName: string; passport: string }[];
}): string {
  const fields = [
    booking.email,
    booking.phone ?? '',
    ...booking.guests.flatMap((guest) => [guest.fullName, guest.passport]),
  ];
  return fields.map(searchKey).join(SEARCH_KEY_SEPARATOR);
}
