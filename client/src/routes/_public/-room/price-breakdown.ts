import type { BookingQuote, Language } from '@hotel/contracts';
import { decimalSign, groupDigits } from '../../../lib/format';

/** One line of the price shown before the guest leaves for the bank; money in integer teňňe. */
export type BreakdownLine =
  | { kind: 'stay'; nights: number; priceTenge: number; tenge: number }
  | { kind: 'discount'; percent: number; tenge: number }
  | { kind: 'fee'; tenge: number }
  | { kind: 'total'; tenge: number };

/** A quote's money figures: what the lines are made of (a search's stay price gives them too). */
export type PriceFigures = Omit<BookingQuote, 'bookable' | 'paymentTimeoutMinutes'>;

/**
 * The server's quote as lines: nights × room price, the discount taken off it, the booking fee,
 * the total to pay now. A part that costs nothing is not shown (prices of 0 stay hidden, as on
 * the cards); the lines always add up to the total, in whole teňňe.
 */
export function breakdownLines(quote: PriceFigures): BreakdownLine[] {
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

/**
 * An amount of teňňe as manat for the reader: whole manat grouped, the teňňe after the reader's
 * decimal sign when there are any. Integer arithmetic only: 283 05 teňňe is exactly 283,05.
 */
export function formatTenge(tenge: number, language: Language): string {
  const whole = groupDigits(String(Math.trunc(tenge / 100)), language);
  const rest = tenge % 100;
  return rest === 0 ? whole : `${whole}${decimalSign(language)}${String(rest).padStart(2, '0')}`;
}
