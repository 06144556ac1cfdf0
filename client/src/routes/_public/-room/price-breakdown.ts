import type { BookingQuote, Language } from '@hotel/contracts';
import type { TFunction } from 'i18next';
import { decimalSign, groupDigits } from '../../../lib/format';

/** One line of the price shown before the guest leaves for the bank; money in integer teňňe. */
export type BreakdownLine =
  | { kind: 'stay'; nights: number; priceTenge: number; tenge: number }
  | { kind: 'discount'; percent: number; tenge: number }
  | { kind: 'share'; percent: number; tenge: number }
  | { kind: 'fee'; tenge: number }
  | { kind: 'total'; tenge: number }
  | { kind: 'atArrival'; tenge: number };

/** A quote's money figures: what the lines are made of (a search's stay price gives them too). */
export type PriceFigures = Omit<
  BookingQuote,
  'bookable' | 'paymentTimeoutMinutes' | 'guestRefundTenge'
>;

/**
 * The server's quote as lines: nights × room price, the discount taken off it, the share of the
 * stay paid online now (when the terms take less than all of it), the booking fee, the total to
 * pay now, and what is left to pay at arrival. A part that costs nothing is not shown (prices of
 * 0 stay hidden, as on the cards); the lines down to the total add up to it, in whole teňňe.
 */
export function breakdownLines(quote: PriceFigures): BreakdownLine[] {
  const lines: BreakdownLine[] = [];
  if (quote.stayTenge > 0) {
    const full = quote.nights * quote.roomPriceTenge;
    lines.push({
      kind: 'stay',
      nights: quote.nights,
      priceTenge: quote.roomPriceTenge,
      tenge: full,
    });
    if (full > quote.stayTenge) {
      lines.push({
        kind: 'discount',
        percent: quote.discountPercent,
        tenge: full - quote.stayTenge,
      });
    }
    if (quote.roomPartTenge > 0 && quote.roomPartTenge < quote.stayTenge) {
      lines.push({ kind: 'share', percent: quote.onlineSharePercent, tenge: quote.roomPartTenge });
    }
  }
  if (quote.bookingFeeTenge > 0) lines.push({ kind: 'fee', tenge: quote.bookingFeeTenge });
  lines.push({ kind: 'total', tenge: quote.totalTenge });
  const rest = quote.stayTenge - quote.roomPartTenge;
  if (rest > 0) lines.push({ kind: 'atArrival', tenge: rest });
  return lines;
}

/** A line as the reader sees it: its label and its amount (`tmt` writes teňňe as manat). */
export function breakdownRow(
  line: BreakdownLine,
  t: TFunction,
  tmt: (tenge: number) => string,
): { label: string; value: string } {
  switch (line.kind) {
    case 'stay':
      return {
        label: t('booking.stayLine'),
        value: `${line.nights} × ${tmt(line.priceTenge)} = ${tmt(line.tenge)}`,
      };
    case 'discount':
      return {
        label: t('booking.discountLine', { percent: line.percent }),
        value: `−${tmt(line.tenge)}`,
      };
    case 'share':
      return { label: t('booking.shareLine', { percent: line.percent }), value: tmt(line.tenge) };
    case 'fee':
      return { label: t('booking.feeLine'), value: tmt(line.tenge) };
    case 'total':
      return { label: t('booking.totalLine'), value: tmt(line.tenge) };
    case 'atArrival':
      return { label: t('booking.atArrivalLine'), value: tmt(line.tenge) };
  }
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
