import { PASSPORT_SERIES } from '@hotel/contracts/plain';
import type { Trpc } from '../../../api';

/** A guest's profile by passport (`AS123456`). */
export const guestProfileQuery = (trpc: Trpc, passport: string) =>
  trpc.staffGuests.profile.queryOptions({ passport });

/**
 * What a passport typed in a booking dialog says of a returning guest (null: a first stay).
 * Kept a minute: the same passport is looked up again as the dialog re-renders.
 */
export const guestRecognitionQuery = (trpc: Trpc, passport: string) =>
  trpc.staffGuests.recognise.queryOptions({ passport }, { staleTime: 60_000 });

/** Staff note something of a guest. */
export const addGuestNoteMutation = (trpc: Trpc) => trpc.staffGuests.addNote.mutationOptions();

/** What a note makes stale: the guest's profile and what the dialogs recognise of them. */
export const guestsFilter = (trpc: Trpc) => trpc.staffGuests.pathFilter();

/**
 * A passport as shown (`AS 123456`, `RU 4509123456`) or typed in an address, as the profile's key
 * names it: `AS123456` for a Turkmen series and number, `RU-4509123456` for a foreign one.
 */
export function passportKeyOf(passport: string): string {
  const [first = '', ...rest] = passport.trim().toUpperCase().split(/\s+/);
  const number = rest.join('');
  const series = PASSPORT_SERIES.some((serial) => serial === first) && /^\d{6}$/.test(number);
  return rest.length === 0 || series ? `${first}${number}` : `${first}-${number}`;
}

/** A profile's key as staff read it: a foreign passport with its country apart (`RU 4509123456`). */
export const passportShown = (key: string): string => key.replace('-', ' ');
