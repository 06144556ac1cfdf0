/* A guest's citizenship and how a foreign passport is written (zod-free: @hotel/contracts/plain). */
/** Turkmen citizens hold the series-and-six-digits passport; before citizenship was asked, every guest did. */
export const HOME_CITIZENSHIP = 'TM';

/** ISO 3166-1 alpha-2: every country code a guest's citizenship may be. */
export const COUNTRY_CODES = [
  ...['AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX'],
  ...['AZ', 'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ'],
  ...['BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK'],
  ...['CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM'],
  ...['DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR'],
  ...['GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS'],
  ...['GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN'],
  ...['IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN'],
  ...['KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV'],
  ...['LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ'],
  ...['MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE', 'NF', 'NG', 'NI'],
  ...['NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM'],
  ...['PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC'],
  ...['SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV'],
  ...['SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR'],
  ...['TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI'],
  ...['VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW'],
] as const;

/** The countries the forms offer first, after Turkmenistan: the neighbours across land and sea. */
export const NEIGHBOUR_COUNTRIES = ['RU', 'KZ', 'UZ', 'AZ', 'IR', 'TR', 'AF'] as const;

/** A foreign passport's number as stored: 5 to 20 Latin letters and digits. */
export const FOREIGN_PASSPORT_NUMBER = /^[A-Z0-9]{5,20}$/;

/** A typed foreign passport number as stored: upper-cased, spaces and dashes dropped. */
export const foreignPassportNumber = (typed: string): string =>
  typed.replace(/[\s\-‐‑–—]/g, '').toUpperCase();

/** The country whose passport a guest gave: absent (guests entered before it was asked) is TM. */
export const citizenshipOf = (guest: { citizenship?: string | undefined }): string =>
  guest.citizenship ?? HOME_CITIZENSHIP;

/** The passport fields of a guest, as their events and views hold them (citizenship absent: TM). */
export interface GuestPassport {
  citizenship?: string | undefined;
  passportSerial: string;
  passportNumber: string;
}

/** A guest's passport as the screens and lists show it: `AS 123456`, or `RU 4509123456`. */
export function passportLabel(guest: GuestPassport): string {
  const country = citizenshipOf(guest);
  return country === HOME_CITIZENSHIP
    ? `${guest.passportSerial} ${guest.passportNumber}`
    : `${country} ${guest.passportNumber}`;
}

/**
 * A guest's passport as one word, keying their profile and notes' stream: `AS123456` for a Turkmen
 * passport (as ever), `RU-4509123456` for a foreign one. The dash keeps the two apart: a Turkmen
 * key is letters and digits only, so `AS-…` (American Samoa) never meets `AS…` (a series).
 */
export function passportKeyOf(guest: GuestPassport): string {
  const country = citizenshipOf(guest);
  return country === HOME_CITIZENSHIP
    ? `${guest.passportSerial}${guest.passportNumber}`
    : `${country}-${guest.passportNumber}`;
}

/** A passport key (contracts' PASSPORT_KEY, already checked) read back: its country, series and number. */
export function passportOfKey(key: string): {
  citizenship: string;
  passportSerial: string;
  passportNumber: string;
} {
  const dash = key.indexOf('-');
  return dash === -1
    ? {
        citizenship: HOME_CITIZENSHIP,
        passportSerial: key.slice(0, 2),
        passportNumber: key.slice(2),
      }
    : { citizenship: key.slice(0, dash), passportSerial: '', passportNumber: key.slice(dash + 1) };
}
