/* A guest's passport key, notes' limit and stream names (zod-free: @hotel/contracts/plain). */
import { COUNTRY_CODES, HOME_CITIZENSHIP } from '../rest/citizenship';
import { PASSPORT_SERIES } from '../rest/passport-series';

/*
 * A guest is known by their passport (series and number): every guest of the hotel holds one, and
 * the same passport in two bookings is the same person whatever name or e-mail each booking gave.
 * Staff notes on a guest are events on the guest's own stream, `guest-<key>` (contracts'
 * passportKeyOf: `AS123456`, or `RU-4509123456` for a foreign passport).
 */

/** A Turkmen passport key, `AS123456`: a series, then six digits. */
const TURKMEN_KEY = `(?:${PASSPORT_SERIES.join('|')})\\d{6}`;
/** A foreign passport key, `RU-4509123456`: the country (never TM), a dash, the number. */
const FOREIGN_KEY = `(?:${COUNTRY_CODES.filter((code) => code !== HOME_CITIZENSHIP).join('|')})-[A-Z0-9]{5,20}`;
/** A guest's passport key of either kind (contracts' passportKeyOf writes it). */
export const PASSPORT_KEY = new RegExp(`^(?:${TURKMEN_KEY}|${FOREIGN_KEY})$`);

/** The longest staff note on a guest. */
export const MAX_GUEST_NOTE = 1000;

/** The stream of a guest's notes. */
export const guestStreamId = (passportKey: string): string => `guest-${passportKey}`;

/** The passport of a guest stream, or null for another stream. */
export function guestStreamPassport(streamId: string): string | null {
  const key = streamId.startsWith('guest-') ? streamId.slice('guest-'.length) : '';
  return PASSPORT_KEY.test(key) ? key : null;
}
