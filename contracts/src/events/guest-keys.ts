/* A guest's passport key, notes' limit and stream names (zod-free: @hotel/contracts/plain). */
import { PASSPORT_SERIES } from '../rest/passport-series';

/*
 * A guest is known by their passport (series and number): every guest of the hotel holds one, and
 * the same passport in two bookings is the same person whatever name or e-mail each booking gave.
 * Staff notes on a guest are events on the guest's own stream, `guest-<series><number>`.
 */

/** A passport as one word, `AS123456`: the series, then six digits. */
export const PASSPORT_KEY = new RegExp(`^(${PASSPORT_SERIES.join('|')})(\\d{6})$`);

/** The longest staff note on a guest. */
export const MAX_GUEST_NOTE = 1000;

/** The stream of a guest's notes. */
export const guestStreamId = (passportKey: string): string => `guest-${passportKey}`;

/** The passport of a guest stream, or null for another stream. */
export function guestStreamPassport(streamId: string): string | null {
  const key = streamId.startsWith('guest-') ? streamId.slice('guest-'.length) : '';
  return PASSPORT_KEY.test(key) ? key : null;
}
