import {
  ROLE_ADMIN,
  type Actor,
  type CalendarDate,
  type MessageKey,
  type MessageParams,
} from '@hotel/contracts';
import type { BookingRow } from '@hotel/projections';
import { AppError } from '../application/errors';

/*
 * The desk's rules of a move, beside the rooms' own (rooms/decide/ decides the nights): a stay
 * goes only to a published room whose type holds its guests, unless someone allowed to override
 * says why; a checked-in guest moves for the rest of the stay, the nights slept staying in the
 * room they were slept in.
 */

/** A room as these rules read it. */
export interface MoveTargetRoom {
  roomNumber: string;
  /** The room and its type are published (on sale). */
  published: boolean;
  /** How many guests its type holds. */
  capacity: number;
}

/** Why a room cannot take a stay: the refusal's message, and a short one for a list of rooms. */
export interface MoveRefusal {
  key: MessageKey;
  short: MessageKey;
  params: MessageParams;
}

/** Why `room` cannot take a stay of `guests` guests; null when it can. */
export function moveRefusal(room: MoveTargetRoom, guests: number): MoveRefusal | null {
  const params = { room: room.roomNumber, capacity: room.capacity, guests };
  if (!room.published) return { key: 'move.notPublished', short: 'move.notPublishedShort', params };
  if (guests > room.capacity) return { key: 'move.tooSmall', short: 'move.tooSmallShort', params };
  return null;
}

/**
 * Who may override a move's rules with a reason: the manager. Until staff have roles of their own,
 * every staff session is the manager's (the one admin role); a role check goes here, and only here.
 */
export function mayOverrideMoveRules(actor: Actor): boolean {
  return typeof actor === 'object' && actor.role === ROLE_ADMIN;
}

/**
 * Checks a move to `room` against the desk's rules: passes when the room takes the stay, or when
 * `reason` overrides and the actor may override; otherwise refuses (409 with the reason, 403).
 * Returns the reason to record (only an override's).
 */
export function checkMoveTarget(
  room: MoveTargetRoom,
  guests: number,
  actor: Actor,
  reason: string | undefined,
): string | undefined {
  const refusal = moveRefusal(room, guests);
  if (refusal === null) return undefined;
  if (reason === undefined) throw new AppError('conflict', refusal.key, refusal.params);
  if (!mayOverrideMoveRules(actor)) throw new AppError('forbidden', 'move.overrideNotAllowed');
  return reason;
}

/**
 * The first night a stay moves from on `today`: a checked-in guest's nights before today were
 * slept where they are and stay there (undefined: the whole stay moves). A stay whose last night
 * has passed has nothing left to move: the guests check out instead.
 */
export function splitOnFor(
  booking: Pick<BookingRow, 'checkin' | 'checkout' | 'checkedInAt'>,
  today: CalendarDate,
): CalendarDate | undefined {
  if (booking.checkedInAt === null || today <= booking.checkin) return undefined;
  if (today >= booking.checkout) throw new AppError('conflict', 'move.stayEnded');
  return today;
}

/** The nights a move takes to the new room: from `splitOn` (a checked-in guest's rest of the stay), or all. */
export const movingNights = (
  booking: Pick<BookingRow, 'checkin' | 'checkout'>,
  splitOn: CalendarDate | undefined,
) => ({
  checkin: splitOn ?? booking.checkin,
  checkout: booking.checkout,
});
