import {
  eventMetadata,
  guestEvent,
  guestStreamPassport,
  holdsUnstorableText,
  housekeepingEvent,
  housekeepingStreamRoom,
  PROMO_CODES_STREAM,
  promoCodeEvent,
  promoCodeUseEvent,
  promoCodeUsesStreamId,
  RATE_SEASONS_STREAM,
  rateSeasonEvent,
  roomEvent,
} from '@hotel/contracts';
import { InvalidEvent, type EventToAppend, type EventValidator } from '../event-store/port';
import { ensureClientWaits } from './request-scope';

/**
 * The validator of the application's event store: every event is parsed with its `contracts`
 * schema (and its metadata with the audit schema) before it is written. A room stream takes
 * only room events about that room, a housekeeping stream only marks of its room, a guest stream
 * only notes on its passport, the rate-seasons stream only its seasons' events, the promotion
 * codes' streams only their codes' and uses' events. Nothing is
 * appended for a request whose client has gone.
 */
export const validateDomainEvent: EventValidator = (streamId: string, event: EventToAppend) => {
  // A command of a request whose client has gone is not carried out (it may have waited long for
  // a database that was down; the client has given up and may retry).
  ensureClientWaits();
  const refuse = (reason: string): never => {
    throw new InvalidEvent(streamId, event.type, reason);
  };
  if (holdsUnstorableText(event.data) || holdsUnstorableText(event.metadata))
    refuse('text with NUL or a lone surrogate');
  const metadata = eventMetadata.safeParse(event.metadata);
  if (!metadata.success) refuse(`metadata: ${metadata.error.issues[0]?.message ?? 'invalid'}`);
  const guestPassport = guestStreamPassport(streamId);
  if (guestPassport !== null) {
    const note = guestEvent.safeParse({ type: event.type, data: event.data });
    if (!note.success) return refuse(`${note.error.issues[0]?.message ?? 'invalid'}`);
    if (note.data.data.passport !== guestPassport)
      refuse(`passport ${note.data.data.passport} in the stream ${streamId}`);
    return;
  }
  if (streamId === RATE_SEASONS_STREAM) {
    const season = rateSeasonEvent.safeParse({ type: event.type, data: event.data });
    if (!season.success) {
      const issue = season.error.issues[0];
      refuse(`${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
    }
    return;
  }
  const promoCodeId = promoCodeUsesStreamId(streamId);
  if (streamId === PROMO_CODES_STREAM || promoCodeId !== null) {
    const parsed = (promoCodeId === null ? promoCodeEvent : promoCodeUseEvent).safeParse({
      type: event.type,
      data: event.data,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return refuse(`${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
    }
    if (promoCodeId !== null && parsed.data.data.promoCodeId !== promoCodeId)
      refuse(`promoCodeId ${parsed.data.data.promoCodeId} in the stream ${streamId}`);
    return;
  }
  const housekeepingRoom = housekeepingStreamRoom(streamId);
  const room = /^room-(\d+)$/.exec(streamId);
  if (!room && housekeepingRoom === null) return refuse('no schema for this stream');
  const parsed = (room ? roomEvent : housekeepingEvent).safeParse({
    type: event.type,
    data: event.data,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refuse(`${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  const streamRoom = room ? Number(room[1]) : housekeepingRoom;
  if (parsed.data.data.roomId !== streamRoom)
    refuse(`roomId ${parsed.data.data.roomId} in the stream ${streamId}`);
};
