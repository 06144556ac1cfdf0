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

/** The passport of a booking's guest as the profile's address names it (`AS 123456` → `AS123456`). */
export const passportKeyOf = (passport: string) => passport.replace(/\s+/g, '').toUpperCase();
