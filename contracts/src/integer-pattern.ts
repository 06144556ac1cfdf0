/**
 * A regular expression for the decimal spellings (no sign, no leading zero) of the whole numbers
 * min..max (both ≥ 0). Form fields send numbers as text; a pattern, unlike a conversion followed
 * by a range check, is something JSON Schema can state, so the published document says exactly
 * which texts the server takes.
 */
export function integerTextPattern(min: number, max: number): string {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min < 0 || min > max) {
    throw new RangeError(`not a range of whole numbers: ${min}..${max}`);
  }
  return `^(?:${alternatives(min, max).join('|')})$`;
}

/** min..max split by digit count, each part spelled digit by digit. */
function alternatives(min: number, max: number): string[] {
  const digits = String(min).length;
  if (digits === String(max).length) return sameLength(String(min), String(max));
  const lastOfLength = 10 ** digits - 1;
  return [...sameLength(String(min), String(lastOfLength)), ...alternatives(lastOfLength + 1, max)];
}

const digitClass = (from: string, to: string) => (from === to ? from : `[${from}-${to}]`);
const anyDigits = (count: number) => (count === 0 ? '' : count === 1 ? '[0-9]' : `[0-9]{${count}}`);

/** Patterns for every string of low.length digits from low to high (same length, low ≤ high). */
function sameLength(low: string, high: string): string[] {
  const rest = low.length - 1;
  if (low === '0'.repeat(low.length) && high === '9'.repeat(high.length))
    return [anyDigits(low.length)];
  const [lowFirst = '0', highFirst = '0'] = [low[0], high[0]];
  if (rest === 0) return [digitClass(lowFirst, highFirst)];
  if (lowFirst === highFirst)
    return sameLength(low.slice(1), high.slice(1)).map((tail) => lowFirst + tail);
  // Whole blocks (x000..y999) are one class of first digits; only ragged ends need their own parts.
  const lowWhole = low.slice(1) === '0'.repeat(rest);
  const highWhole = high.slice(1) === '9'.repeat(rest);
  const from = lowWhole ? Number(lowFirst) : Number(lowFirst) + 1;
  const to = highWhole ? Number(highFirst) : Number(highFirst) - 1;
  return [
    ...(lowWhole ? [] : sameLength(low.slice(1), '9'.repeat(rest)).map((tail) => lowFirst + tail)),
    ...(from <= to ? [`${digitClass(String(from), String(to))}${anyDigits(rest)}`] : []),
    ...(highWhole
      ? []
      : sameLength('0'.repeat(rest), high.slice(1)).map((tail) => highFirst + tail)),
  ];
}
