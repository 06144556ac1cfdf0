import { randomUUID } from 'node:crypto';
import {
  eventMetadata as metadataSchema,
  guestEvent,
  guestStreamId,
  hotelInstant,
  passportKeyOf,
  passportOfKey,
  type GuestNoteAddInput,
  type GuestNoteAdded,
  type GuestNoteView,
  type GuestProfileView,
  type GuestRecognitionView,
  type PassportParams,
} from '@hotel/contracts';
import { bookingsWithPassport, type PassportBooking } from '@hotel/projections';
import { eventMetadata, type AppDeps, type RequestContext } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';
import { roomLabels } from '../catalog/room-types';

/*
 * Guest profiles (docs/front-desk.md, "Guest profiles"): a guest is their passport. The profile
 * gathers the bookings read model's bookings holding it and the ledger's money; staff notes are
 * events on the guest's own stream, read back from it directly (no read model: only the profile
 * and the recognition read them, always for one guest, and the stream answers at once).
 */

const isGuest = (key: string) => (guest: PassportBooking['guests'][number]) =>
  passportKeyOf({
    citizenship: guest.citizenship,
    passportSerial: guest.passport_serial,
    passportNumber: guest.passport_number,
  }) === key;

/** Each distinct value, in the order first met. */
const distinct = (values: readonly (string | null)[]): string[] => [
  ...new Set(values.filter((value): value is string => value !== null && value !== '')),
];

/** A guest's notes, the newest first: read from the `guest-<passport>` stream. */
async function guestNotes(deps: AppDeps, key: string): Promise<GuestNoteView[]> {
  const { events } = await deps.store.readStream(guestStreamId(key));
  return events
    .map((recorded) => {
      // Every event was validated against these schemas when it was appended.
      const { data } = guestEvent.parse({ type: recorded.type, data: recorded.data });
      const { actor, at } = metadataSchema.parse(recorded.metadata);
      return {
        note_id: data.noteId,
        text: data.text,
        written_at: hotelInstant(new Date(at), deps.hotelTimeZone),
        written_by: typeof actor === 'string' ? actor : actor.email,
      };
    })
    .reverse();
}

/** The bookings holding the passport; a 404 naming it when there is none. */
async function bookingsOf(deps: AppDeps, key: string): Promise<PassportBooking[]> {
  const bookings = await bookingsWithPassport(deps.sql, passportOfKey(key));
  if (bookings.length === 0) throw new AppError('not_found', 'guest.notFound', { passport: key });
  return bookings;
}

/** GET /api/guests/{passport}: the guest's names, contacts, account, stays, spend and notes. */
export async function guestProfile(
  deps: AppDeps,
  { passport }: PassportParams,
): Promise<GuestProfileView> {
  const bookings = await bookingsOf(deps, passport);
  const [rooms, notes] = await Promise.all([roomLabels(deps.sql), guestNotes(deps, passport)]);
  // The account is the one of a booking the guest led (who books online is its lead guest).
  const accountId =
    bookings.find((b) => b.userId !== null && b.guests[0] && isGuest(passport)(b.guests[0]))
      ?.userId ?? null;
  const [account] =
    accountId === null
      ? []
      : await deps.sql<{ id: number; email: string }[]>`
          select id, email from users where id = ${accountId}`;
  const stays = bookings.map((b) => ({
    booking_id: b.id,
    book_number: b.bookNumber,
    room_id: b.roomId,
    room_number: rooms.get(b.roomId)?.roomNumber ?? '',
    checkin: b.checkin,
    checkout: b.checkout,
    state: b.state,
    lead: b.guests[0] !== undefined && isGuest(passport)(b.guests[0]),
    spent_tenge: b.spentTenge,
  }));
  return {
    passport,
    names: distinct(bookings.map((b) => b.guests.find(isGuest(passport))?.full_name ?? null)),
    emails: distinct(bookings.map((b) => b.email)),
    phones: distinct(bookings.map((b) => b.phone)),
    account: account ? { user_id: account.id, email: account.email } : null,
    stays,
    spent_tenge: stays.reduce((sum, stay) => sum + stay.spent_tenge, 0),
    notes,
  };
}

/**
 * What the booking dialogs show of a passport staff typed: the name it was last given, the stays
 * that went ahead (paid), the newest check-in of them and the newest notes; null for a passport
 * no booking holds (a first stay: nothing to say, nothing refused).
 */
export async function recogniseGuest(
  deps: AppDeps,
  { passport }: PassportParams,
): Promise<GuestRecognitionView> {
  const bookings = await bookingsWithPassport(deps.sql, passportOfKey(passport));
  const newest = bookings[0];
  if (!newest) return null;
  const paid = bookings.filter((b) => b.state === 'paid');
  const notes = await guestNotes(deps, passport);
  return {
    passport,
    name: newest.guests.find(isGuest(passport))?.full_name ?? '',
    stays: paid.length,
    last_checkin: paid[0]?.checkin ?? null,
    notes: notes.slice(0, 3).map((note) => note.text),
  };
}

/** POST /api/guests/{passport}/notes: staff note something of a guest some booking holds. */
export async function addGuestNote(
  deps: AppDeps,
  context: RequestContext,
  { passport, text }: GuestNoteAddInput,
): Promise<Outcome<GuestNoteView>> {
  await bookingsOf(deps, passport);
  const event: GuestNoteAdded = {
    type: 'GuestNoteAdded',
    data: { passport, noteId: randomUUID(), text },
  };
  const metadata = eventMetadata(deps, context);
  // Notes only add up: two written at once are both kept, so no revision to agree on (`any`).
  await deps.store.appendToStream(guestStreamId(passport), [{ ...event, metadata }], 'any');
  const { actor } = context;
  return {
    message: { key: 'guest.noteAdded' },
    data: {
      note_id: event.data.noteId,
      text,
      written_at: hotelInstant(new Date(metadata.at), deps.hotelTimeZone),
      written_by: typeof actor === 'string' ? actor : actor.email,
    },
  };
}
