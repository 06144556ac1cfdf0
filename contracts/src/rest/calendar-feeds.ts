import { z } from 'zod';
import { localizedText } from '../localized';
import { entityId } from '../text';

/*
 * Calendar feeds: the occupied nights of a room, or the sold-out nights of a
 * room type, as an iCalendar (RFC 5545) file at a secret address that channel managers and
 * online travel agencies poll. Staff see the addresses and rotate a leaked one.
 */

export const CALENDAR_FEED_SCOPES = ['room', 'room_type'] as const;
export type CalendarFeedScope = (typeof CALENDAR_FEED_SCOPES)[number];

/** A feed's secret: 32 random bytes, base64url (43 characters). */
export const calendarFeedToken = z
  .string({ message: 'required' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'feedToken')
  .describe("The feed's secret, from its address as staff see it");

/** `?token=` of GET /calendar-feeds/rooms/:id and /calendar-feeds/room-types/:id. */
export const calendarFeedQuery = z.object({ token: calendarFeedToken });

export const calendarFeedView = z.object({
  scope: z.enum(CALENDAR_FEED_SCOPES),
  id: z.number().int(),
  /** The room's number, or the room type's name. */
  name: z.union([z.string(), localizedText]),
  /** The absolute address to give a channel manager. */
  url: z.string(),
  /** When the current address was made (the hotel's wall clock with its offset). */
  rotated_at: z.string(),
});
export type CalendarFeedView = z.infer<typeof calendarFeedView>;

/** Staff replace a feed's address: the old one answers 404 from then on. */
export const rotateCalendarFeedInput = z.object({
  scope: z.enum(CALENDAR_FEED_SCOPES),
  id: entityId,
});
export type RotateCalendarFeedInput = z.infer<typeof rotateCalendarFeedInput>;
