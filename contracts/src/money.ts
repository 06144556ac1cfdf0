/**
 * Money is kept in integer teňňe (1/100 TMT) everywhere; TMT numbers exist only at the JSON edge.
 * Conversions go through decimal strings, never through float multiplication.
 */
export type Tenge = number;

/** 12345 teňňe -> '123.45' TMT, always with two decimals (files, texts): made from the integer, never a float. */
export function tengeText(tenge: Tenge): string {
  return `${tenge < 0 ? '-' : ''}${Math.trunc(Math.abs(tenge) / 100)}.${String(Math.abs(tenge) % 100).padStart(2, '0')}`;
}

/** 12345 teňňe -> 123.45 TMT (a JSON number with at most two decimals). */
export function tengeToTmt(tenge: Tenge): number {
  return Number(tengeText(tenge));
}

/**
 * A TMT amount with at most two decimals (number or string) -> teňňe; null when it is not one. A
 * decimal comma counts as the point: Russian and Turkmen write one, and staff type what they read.
 */
export function tmtToTenge(value: number | string): Tenge | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(-?)(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const tenge = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -tenge : tenge;
}
