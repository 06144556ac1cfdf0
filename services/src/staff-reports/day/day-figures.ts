import type { NightlyRate } from '@hotel/contracts';

/*
 * The arithmetic of the manager's daily report, in integer teňňe: what a sold night earns, and the
 * ratios of the night (occupancy, ADR, RevPAR). Kept apart from the queries so that the rounding
 * is stated once and tested on its own.
 */

/**
 * What one night earns: its price less its discount, rounded half up to the teňňe. A folio rounds
 * the discount once over all the stay's nights (projections' roomChargeOf), so the nights of a
 * discounted stay may add up to a teňňe or so off its room charge; a night has to stand alone here.
 */
export function nightRevenue(night: NightlyRate): number {
  return Math.floor((night.roomPriceTenge * (100 - night.discountPercent) + 50) / 100);
}

/** `amount` / `count` rounded half up to the teňňe (amounts are never negative); null when count is 0. */
export function perUnit(amount: number, count: number): number | null {
  if (count === 0) return null;
  return Math.floor((2 * amount + count) / (2 * count));
}

/** `part` of `whole` in percent with one decimal (half up); null when whole is 0. */
export function percentOf(part: number, whole: number): number | null {
  if (whole === 0) return null;
  return Math.floor((part * 2000 + whole) / (2 * whole)) / 10;
}

/** The night's rooms and revenue. */
export interface NightFigures {
  available: number;
  sold: number;
  revenueTenge: number;
  occupancy: number | null;
  adrTenge: number | null;
  revparTenge: number | null;
}

/** Occupancy, ADR and RevPAR of a night from the rooms available, the rooms sold and their nights' prices. */
export function nightFigures(available: number, soldNights: readonly NightlyRate[]): NightFigures {
  const sold = soldNights.length;
  const revenueTenge = soldNights.reduce((sum, night) => sum + nightRevenue(night), 0);
  return {
    available,
    sold,
    revenueTenge,
    occupancy: percentOf(sold, available),
    adrTenge: perUnit(revenueTenge, sold),
    revparTenge: perUnit(revenueTenge, available),
  };
}
