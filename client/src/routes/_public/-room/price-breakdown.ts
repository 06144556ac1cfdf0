import type { BookingQuote, Language } from '@hotel/contracts';
import { dueAtArrivalTenge, stayChargeTenge } from '@hotel/contracts/plain';
import type { TFunction } from 'i18next';
import { decimalSign, groupDigits } from '../../../lib/format';

/** One line of the price shown before the guest leaves for the bank; money in integer teňňe. */
export type BreakdownLine =
  | {
      kind: 'stay';
      nights: number;
      priceTenge: number;
      tenge: number;
      /** The first and last night of a run at one price, when the stay's nights differ in price. */
      dates?: { first: string; last: string };
    }
  | { kind: 'discount'; percent: number; tenge: number }
  | { kind: 'promo'; code: string; tenge: number }
  | { kind: 'extraAdults'; guestNights: number; priceTenge: number; tenge: number }
  | {
      kind: 'children';
      guestNights: number;
      priceTenge: number;
      tenge: number;
      ages: { from: number; to: number };
    }
  | { kind: 'share'; percent: number; tenge: number }
  | { kind: 'fee'; tenge: number }
  | { kind: 'total'; tenge: number }
  | { kind: 'tax'; guestNights: number; rateTenge: number; tenge: number }
  | { kind: 'atArrival'; tenge: number };

/** A quote's money figures: what the lines are made of (a search's stay price gives them too). */
export type PriceFigures = Omit<
  BookingQuote,
  | 'bookable'
  | 'paymentTimeoutMinutes'
  | 'guestRefundTenge'
  | 'foreignGuestNights'
  | 'taxTenge'
  | 'extraGuests'
  | 'extraGuestsTenge'
> &
  // A search's stay price knows no guests: no foreigners' tax, nothing the guests add.
  Partial<
    Pick<BookingQuote, 'foreignGuestNights' | 'taxTenge' | 'extraGuests' | 'extraGuestsTenge'>
  >;

/** Consecutive nights at one price: the stay's nights as runs, in date order. */
export function nightRuns(
  quote: Pick<PriceFigures, 'nights' | 'roomPriceTenge' | 'nightPrices'>,
): { first: string; last: string; nights: number; priceTenge: number }[] {
  const runs: { first: string; last: string; nights: number; priceTenge: number }[] = [];
  for (const night of quote.nightPrices ?? []) {
    const run = runs.at(-1);
    if (run && run.priceTenge === night.priceTenge) {
      run.last = night.date;
      run.nights += 1;
    } else
      runs.push({ first: night.date, last: night.date, nights: 1, priceTenge: night.priceTenge });
  }
  // A quote without its nights (from before seasons) prices every night alike.
  return runs.length > 0
    ? runs
    : [{ first: '', last: '', nights: quote.nights, priceTenge: quote.roomPriceTenge }];
}

/**
 * The server's quote as lines: the nights × their price (a line per run of nights at one price
 * when the rate seasons price them differently), the discount taken off them, a promotion code's
 * discount off the room charge, what the guests add (adults beyond the base, paying children),
 * the share of the stay paid online now (when the terms take less than all of it), the booking fee, the total to
 * pay now, the foreigners' tax (paid at arrival, never online), and what is left to pay at
 * arrival, the tax with it. A part that costs nothing is not shown (prices of
 * 0 stay hidden, as on the cards); the lines down to the total add up to it, in whole teňňe.
 */
export function breakdownLines(quote: PriceFigures): BreakdownLine[] {
  const lines: BreakdownLine[] = [];
  const charge = stayChargeTenge(quote);
  if (quote.stayTenge > 0) {
    const runs = nightRuns(quote);
    let full = 0;
    for (const run of runs) {
      full += run.nights * run.priceTenge;
      lines.push({
        kind: 'stay',
        nights: run.nights,
        priceTenge: run.priceTenge,
        tenge: run.nights * run.priceTenge,
        ...(runs.length > 1 ? { dates: { first: run.first, last: run.last } } : {}),
      });
    }
    if (full > quote.stayTenge) {
      lines.push({
        kind: 'discount',
        percent: quote.discountPercent,
        tenge: full - quote.stayTenge,
      });
    }
    if (quote.promoCode && quote.promoCode.discountTenge > 0)
      lines.push({
        kind: 'promo',
        code: quote.promoCode.code,
        tenge: quote.promoCode.discountTenge,
      });
    lines.push(...guestLines(quote));
    if (quote.roomPartTenge > 0 && quote.roomPartTenge < charge) {
      lines.push({ kind: 'share', percent: quote.onlineSharePercent, tenge: quote.roomPartTenge });
    }
  }
  if (quote.bookingFeeTenge > 0) lines.push({ kind: 'fee', tenge: quote.bookingFeeTenge });
  lines.push({ kind: 'total', tenge: quote.totalTenge });
  const taxTenge = quote.taxTenge ?? 0;
  if (taxTenge > 0)
    lines.push({
      kind: 'tax',
      guestNights: quote.foreignGuestNights ?? 0,
      rateTenge: quote.foreignGuestTaxTenge ?? 0,
      tenge: taxTenge,
    });
  const rest = dueAtArrivalTenge(quote);
  if (rest > 0) lines.push({ kind: 'atArrival', tenge: rest });
  return lines;
}

/**
 * What the guests add: the adults beyond the price's base occupancy, then the paying children,
 * one line per child price (a foreign child's may differ), each as guest-nights × the price.
 */
function guestLines(quote: PriceFigures): BreakdownLine[] {
  const rates = quote.guestRates;
  const extra = quote.extraGuests;
  if (!rates || !extra) return [];
  const lines: BreakdownLine[] = [];
  if (extra.extraAdults > 0 && rates.extraAdultTenge > 0) {
    const guestNights = extra.extraAdults * quote.nights;
    lines.push({
      kind: 'extraAdults',
      guestNights,
      priceTenge: rates.extraAdultTenge,
      tenge: guestNights * rates.extraAdultTenge,
    });
  }
  for (const priceTenge of [...new Set(extra.childPrices)].filter((price) => price > 0)) {
    const children = extra.childPrices.filter((price) => price === priceTenge).length;
    const guestNights = children * quote.nights;
    lines.push({
      kind: 'children',
      guestNights,
      priceTenge,
      tenge: guestNights * priceTenge,
      ages: { from: rates.freeUnderAge, to: rates.adultFromAge - 1 },
    });
  }
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
        label: !line.dates
          ? t('booking.stayLine')
          : line.dates.first === line.dates.last
            ? t('booking.stayLineNight', { date: dayAndMonth(line.dates.first) })
            : t('booking.stayLineNights', {
                first: dayAndMonth(line.dates.first),
                last: dayAndMonth(line.dates.last),
              }),
        value: `${line.nights} × ${tmt(line.priceTenge)} = ${tmt(line.tenge)}`,
      };
    case 'discount':
      return {
        label: t('booking.discountLine', { percent: line.percent }),
        value: `−${tmt(line.tenge)}`,
      };
    case 'promo':
      return { label: t('booking.promoLine', { code: line.code }), value: `−${tmt(line.tenge)}` };
    case 'extraAdults':
      return {
        label: t('booking.extraAdultsLine'),
        value: `${line.guestNights} × ${tmt(line.priceTenge)} = ${tmt(line.tenge)}`,
      };
    case 'children':
      return {
        label: t('booking.childrenLine', line.ages),
        value: `${line.guestNights} × ${tmt(line.priceTenge)} = ${tmt(line.tenge)}`,
      };
    case 'share':
      return { label: t('booking.shareLine', { percent: line.percent }), value: tmt(line.tenge) };
    case 'fee':
      return { label: t('booking.feeLine'), value: tmt(line.tenge) };
    case 'total':
      return { label: t('booking.totalLine'), value: tmt(line.tenge) };
    case 'tax':
      return {
        label: t('booking.taxLine'),
        value: `${line.guestNights} × ${tmt(line.rateTenge)} = ${tmt(line.tenge)}`,
      };
    case 'atArrival':
      return { label: t('booking.atArrivalLine'), value: tmt(line.tenge) };
  }
}

/** A night's date (YYYY-MM-DD) as `dd.MM`, the year being the stay's. */
const dayAndMonth = (date: string): string => `${date.slice(8, 10)}.${date.slice(5, 7)}`;

/** A line's key among its list: a stay's runs by their first night, children by price, the rest by kind. */
export const breakdownKey = (line: BreakdownLine): string =>
  line.kind === 'stay' && line.dates
    ? `stay-${line.dates.first}`
    : line.kind === 'children'
      ? `children-${line.priceTenge}`
      : line.kind;

/**
 * An amount of teňňe as manat for the reader: whole manat grouped, the teňňe after the reader's
 * decimal sign when there are any. Integer arithmetic only: 283 05 teňňe is exactly 283,05.
 */
export function formatTenge(tenge: number, language: Language): string {
  const whole = groupDigits(String(Math.trunc(tenge / 100)), language);
  const rest = tenge % 100;
  return rest === 0 ? whole : `${whole}${decimalSign(language)}${String(rest).padStart(2, '0')}`;
}
