import { guestNoteAddInput, passportParams } from '@hotel/contracts';
import { addGuestNote, guestProfile, recogniseGuest } from '../../guests/guest-profiles';
import { outcomeResolver, readResolver, router, staffProcedure } from './trpc';

/** Guest profiles: the REST adapter's use cases, and the booking dialogs' recognition. */
export const staffGuestsRouter = router({
  /** A guest's profile by passport; NOT_FOUND when no booking holds it. */
  profile: staffProcedure('staff').input(passportParams).query(readResolver(guestProfile)),
  /** What a typed passport says of a returning guest; null for a first stay. */
  recognise: staffProcedure('staff').input(passportParams).query(readResolver(recogniseGuest)),
  /** Note something of a guest; the note names who wrote it. */
  addNote: staffProcedure('desk').input(guestNoteAddInput).mutation(outcomeResolver(addGuestNote)),
});
