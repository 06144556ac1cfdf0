import { z } from 'zod';
import { calendarDate } from '../dates';
import { RECEPTION_METHODS } from '../events/room-events';
import { LANGUAGES } from '../languages';
import { entityId } from '../text';
import { emailAddress } from './auth';
import { paymentInput } from './booking';

/** The channels staff take bookings through (`online` is the guests' own). */
export const STAFF_CHANNELS = ['phone', 'walk_in'] as const;

/**
 * staffBookings.create (issue 13, item 2): staff book room `roomId` for a guest on the phone or at
 * the desk. The guests are checked as the website checks them; `email` is the guest's contact
 * (they may have no account), `language` the one their e-mails are written in. The guest pays at
 * reception now (cash or card terminal), or later online through a link e-mailed to them.
 */
export const staffBookingInput = z.object({
  room_id: entityId,
  checkin: calendarDate,
  checkout: calendarDate,
  guests: paymentInput.shape.guests,
  email: emailAddress,
  language: z.enum(LANGUAGES),
  channel: z.enum(STAFF_CHANNELS),
  payment: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('reception'), method: z.enum(RECEPTION_METHODS) }),
    z.object({ kind: z.literal('online_link') }),
  ]),
});
export type StaffBookingInput = z.infer<typeof staffBookingInput>;
