import { z } from 'zod';
import { MAX_GUEST_NOTE, PASSPORT_KEY } from '../events/guest-notes';
import { requiredText } from '../form-input';
import { isStorableText } from '../text';
import { BOOKING_STATES } from '../booking-states';

/**
 * A passport as staff type it or a path carries it (`AS123456`, `as 123456`), read as the one word
 * the guest's profile and stream are keyed by.
 */
export const passportKey = z
  .string({ message: 'required' })
  .transform((text) => text.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(PASSPORT_KEY, 'passport'));

/**
 * A regular expression's source matching either case, stated without flags (a JSON Schema pattern
 * has none): a capital outside a class becomes `[Aa]`, a class gains its lower-case twin
 * (`[A-Z0-9]` → `[A-Z0-9a-z0-9]`), and `\d` becomes `[0-9]` (to the fuzzer's Python it is any
 * Unicode digit).
 */
export function caselessSource(source: string): string {
  return source.replace(/\\.|\[[^\]]*\]|[A-Z]/g, (token) => {
    if (token === '\\d') return '[0-9]';
    if (token.startsWith('\\')) return token;
    if (token.startsWith('[')) return `[${token.slice(1, -1)}${token.slice(1, -1).toLowerCase()}]`;
    return `[${token}${token.toLowerCase()}]`;
  });
}

const PASSPORT_PATH_KEY = new RegExp(caselessSource(PASSPORT_KEY.source));

/**
 * `{passport}` of /api/guests/{passport}: the one word, in either case (a link or a typed address),
 * without the spaces staff may type in a form, so the document can state it as a pattern.
 */
export const passportPathParams = z.object({
  passport: z
    .string({ message: 'required' })
    .regex(PASSPORT_PATH_KEY, 'passport')
    .transform((text) => text.toUpperCase())
    .describe(
      'Passport as one word: series and number (AS123456), or a foreign one as country, dash and number (RU-4509123456), in either case',
    ),
});

/** The tRPC input naming a guest, as staff may type it. */
export const passportParams = z.object({
  passport: passportKey.describe(
    'Passport as one word: series and number (AS123456), or a foreign one as country, dash and number (RU-4509123456)',
  ),
});
export type PassportParams = z.infer<typeof passportParams>;

/** POST /api/guests/{passport}/notes: the note, 1..1000 characters, trimmed, nothing hidden. */
export const guestNoteInput = z.object({
  text: requiredText(MAX_GUEST_NOTE).refine(isStorableText, { message: 'text' }),
});
export type GuestNoteInput = z.infer<typeof guestNoteInput>;

/** The tRPC twin of POST /api/guests/{passport}/notes: the passport travels in the input. */
export const guestNoteAddInput = guestNoteInput.extend(passportParams.shape);
export type GuestNoteAddInput = z.infer<typeof guestNoteAddInput>;

/** A staff note on a guest: who wrote it (a staff e-mail) and when (the hotel's clock). */
export const guestNoteView = z.object({
  note_id: z.string(),
  text: z.string(),
  written_at: z.string(),
  written_by: z.string(),
});
export type GuestNoteView = z.infer<typeof guestNoteView>;

/** A stay of the guest's, as lead guest or companion. */
export const guestStayView = z.object({
  booking_id: z.number().int(),
  book_number: z.number().int(),
  room_id: z.number().int(),
  room_number: z.string(),
  checkin: z.string(),
  checkout: z.string(),
  state: z.enum(BOOKING_STATES),
  /** True when the guest was the booking's first (lead) guest. */
  lead: z.boolean(),
  /** What the ledger holds for the booking: paid less refunded, in teňňe. */
  spent_tenge: z.number().int(),
});
export type GuestStayView = z.infer<typeof guestStayView>;

/** GET /api/guests/{passport}: everything the hotel knows of one guest. */
export const guestProfileView = z.object({
  passport: z.string(),
  /** Every name the guest's bookings gave, the newest first. */
  names: z.array(z.string()),
  emails: z.array(z.string()),
  phones: z.array(z.string()),
  /** The online account the guest booked from (their own bookings only), if any. */
  account: z.object({ user_id: z.number().int(), email: z.string() }).nullable(),
  /** The newest stay first. */
  stays: z.array(guestStayView),
  /** Paid less refunded over every stay, in teňňe, from the ledger read model. */
  spent_tenge: z.number().int(),
  /** The newest note first. */
  notes: z.array(guestNoteView),
});
export type GuestProfileView = z.infer<typeof guestProfileView>;

/** What the booking dialogs show of a passport staff typed: null when no booking has it. */
export const guestRecognitionView = z
  .object({
    passport: z.string(),
    name: z.string(),
    /** Stays that went ahead (paid, at the desk or online), not cancelled or lapsed holds. */
    stays: z.number().int(),
    /** The check-in of the newest such stay. */
    last_checkin: z.string().nullable(),
    /** The newest notes, at most three. */
    notes: z.array(z.string()),
  })
  .nullable();
export type GuestRecognitionView = z.infer<typeof guestRecognitionView>;
