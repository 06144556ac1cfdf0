import { z } from 'zod';
import { MAX_GUEST_NOTE, PASSPORT_KEY } from './guest-keys';

export * from './guest-keys';

/**
 * A staff member wrote a note on a guest (the metadata's actor): `passport` is the stream's,
 * `noteId` names the note for good (a UUID the server chose).
 */
export const guestNoteAdded = z.object({
  type: z.literal('GuestNoteAdded'),
  data: z.object({
    passport: z.string().regex(PASSPORT_KEY),
    noteId: z.uuid(),
    text: z.string().min(1).max(MAX_GUEST_NOTE),
  }),
});
export type GuestNoteAdded = z.infer<typeof guestNoteAdded>;

/** Every event of a `guest-<passport>` stream. */
export const guestEvent = guestNoteAdded;
export type GuestEvent = GuestNoteAdded;
