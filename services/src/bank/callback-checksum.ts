import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The text a bank callback's checksum covers: every field but `checksum`, sorted by name, each
 * as `name;value;` (BPC's symmetric-key callback scheme).
 */
function signedText(fields: Readonly<Record<string, string>>): string {
  return Object.keys(fields)
    .filter((name) => name !== 'checksum')
    .sort()
    .map((name) => `${name};${fields[name] ?? ''};`)
    .join('');
}

/** HMAC-SHA256 of a callback's fields with the shared key, as uppercase hex. */
export function signCallback(fields: Readonly<Record<string, string>>, key: string): string {
  return createHmac('sha256', key).update(signedText(fields), 'utf8').digest('hex').toUpperCase();
}

/**
 * Whether `checksum` is the signature of `fields` under `key`. The comparison takes the same time
 * whatever the mismatch, so the checksum cannot be guessed byte by byte; hex case is ignored
 * because some gateways send it lowercase.
 */
export function verifyCallback(
  fields: Readonly<Record<string, string>>,
  checksum: string,
  key: string,
): boolean {
  const expected = Buffer.from(signCallback(fields, key), 'utf8');
  const given = Buffer.from(checksum.toUpperCase(), 'utf8');
  // timingSafeEqual throws on different lengths; a length says nothing secret.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
