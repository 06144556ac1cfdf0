import { z } from 'zod';
import { actor } from '../events/metadata';
import { ROOM_EVENT_TYPES } from '../events/room-events';
import { HISTORY_FIELDS, type BookingEventType, type BookingHistoryEntry } from './booking-history';
import { staffBookingView } from './calendar';

// The schemas of the staff booking view's answer, apart from booking-history.ts: that file's
// fields and types reach the public client through `@hotel/contracts/plain`, which holds no zod.

/** The room events a booking's history holds (`BookingEventType`). */
export const BOOKING_EVENT_TYPES: readonly BookingEventType[] = ROOM_EVENT_TYPES.filter(
  (type): type is BookingEventType =>
    type !== 'RoomTakenOutOfOrder' && type !== 'RoomBackInService',
);

const historyValue = z.union([z.string(), z.number(), z.null()]);

/** A history entry as the REST adapter answers it. */
export const bookingHistoryEntryView = z.object({
  id: z.string(),
  at: z.string(),
  actor,
  event: z.enum(BOOKING_EVENT_TYPES),
  changes: z.array(
    z.object({ field: z.enum(HISTORY_FIELDS), before: historyValue, after: historyValue }),
  ),
}) satisfies z.ZodType<BookingHistoryEntry>;

/**
 * GET /bookings/:id: one booking as the staff dialog shows it, its guests and its history
 * (newest first); the answer's `ETag` is its `version`.
 */
export const staffBookingDetail = staffBookingView.extend({
  history: z.array(bookingHistoryEntryView),
  /**
   * The guests as PUT /bookings/{id}/guests takes them back (citizenship, passport series and number
   * apart; a foreign passport's series is '').
   */
  guest_records: z.array(
    z.object({
      full_name: z.string(),
      citizenship: z.string(),
      passport_serial: z.string(),
      passport_number: z.string(),
      /** A child's age at arrival; absent: an adult. Sent back, the folio keeps charging it. */
      child_age: z.number().int().optional(),
    }),
  ),
  /** How many guests the room type of the booking's room sleeps: a change of the guests adds no more. */
  capacity: z.number().int(),
});
export type StaffBookingDetail = z.infer<typeof staffBookingDetail>;
