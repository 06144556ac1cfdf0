import type { Language } from './languages';

// Grouping follows the reader's habit; Turkmen readers group like Russian ones.
const NUMBER_LOCALE: Record<Language, string> = { tm: 'ru-RU', ru: 'ru-RU', en: 'en-US' };

/** Those locales' signs (Russian groups with a no-break space: a price never wraps inside itself). */
const SIGNS: Record<Language, { group: string; decimal: string }> = {
  tm: { group: '\u00a0', decimal: ',' },
  ru: { group: '\u00a0', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/** Whole digits grouped by thousands for the reader's language. */
export function groupDigits(digits: string, language: Language): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, SIGNS[language].group);
}

/** The reader's decimal sign. */
export function decimalSign(language: Language): string {
  return SIGNS[language].decimal;
}

/**
 * A TMT (or dollar) amount with at most two decimals, grouped for the reader's language: the text
 * `Intl.NumberFormat(NUMBER_LOCALE[language], { maximumFractionDigits: 2 })` gives (the unit spec
 * compares them), written out here because a page's first Intl.NumberFormat loads its locale's
 * data, which took a quarter of /rooms' first render on a phone (three amounts per card). As
 * Intl does, it rounds half away from zero on the amount's shortest decimal form (1.005 gives
 * 1.01) and drops trailing zeros. Amounts beyond whole thousandths' exact range go to Intl.
 */
export function formatAmount(amount: number, language: Language): string {
  const size = Math.abs(amount);
  if (!(size < 1e12))
    return new Intl.NumberFormat(NUMBER_LOCALE[language], { maximumFractionDigits: 2 }).format(
      amount,
    );
  // Below a millionth the shortest form turns exponential (`1.5e-7`); such an amount rounds to 0.
  const [whole = '0', fraction = ''] = (size < 1e-6 ? '0' : String(size)).split('.');
  const thousandths = Number(whole) * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3));
  const cents = Math.floor(thousandths / 10) + (thousandths % 10 >= 5 ? 1 : 0);
  const decimals = String(cents % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}${groupDigits(String(Math.floor(cents / 100)), language)}${decimals ? decimalSign(language) + decimals : ''}`;
}
