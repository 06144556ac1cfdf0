import type { BookingQuote, Language } from '@hotel/contracts';

/** One line of the price shown before the guest leaves for the bank; money in integer teňňe. */
export type BreakdownLine =
  | { kind: 'stay'; nights: number; priceTenge: number; tenge: number }
  | { kind: 'discount'; percent: number; tenge: number }
  | { kind: 'fee'; tenge: number }
  | { kind: 'total'; tenge: number };

/**
 * The server's quote as lines: nights × room price, the discount taken off it, the booking fee,
 * the total to pay now. A part that costs nothing is not shown (prices of 0 stay hidden, as on
 * the cards); the lines always add up to the total, in whole teňňe.
 */
export function breakdownLines(quote: BookingQuote): BreakdownLine[] {
  const lines: BreakdownLine[] = [];
  if (quote.roomPartTenge > 0) {
    const full = quote.nights * quote.roomPriceTenge;
    lines.push({ kind: 'stay', nights: quote.nights, priceTenge: quote.roomPriceTenge, tenge: full });
    if (full > quote.roomPartTenge) {
      lines.push({ kind: 'discount', percent: quote.discountPercent, tenge: full - quote.roomPartTenge });
    }
  }
  if (quote.bookingFeeTenge > 0) lines.push({ kind: 'fee', tenge: quote.bookingFeeTenge });
  lines.push({ kind: 'total', tenge: quote.totalTenge });
  return lines;
}

// Grouping follows the reader's habit; Turkmen readers group like Russian ones (as lib/format).
const NUMBER_LOCALE: Record<Language, string> = { tm: 'ru-RU', ru: 'ru-RU', en: 'en-US' };

/**
 * An amount of teňňe as manat for the reader: whole manat grouped, the teňňe after the reader's
 * decimal sign when there are any. Integer arithmetic only: 283 05 teňňe is exactly 283,05.
 */
export function formatTenge(tenge: number, language: Language): string {
  const format = new Intl.NumberFormat(NUMBER_LOCALE[language]);
  const whole = Math.trunc(tenge / 100);
  const rest = tenge % 100;
  if (rest === 0) return format.format(whole);
  const decimal = format.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  return `${format.format(whole)}${decimal}${String(rest).padStart(2, '0')}`;
}
