import { z } from 'zod';
import { calendarDate } from './dates';

/**
 * Integration events: what the relay publishes on Kafka for systems outside the hotel,
 * one message per domain event that matters to them. These are a published contract, separate
 * from the domain events: a domain event may change shape; a message of `version: 1` may not.
 * A change a consumer could not read becomes `version: 2` beside 1.
 *
 * Messages hold no personal data (no names, passports or e-mail): a topic is copied and kept
 * far longer than the hotel controls. Money is integer teňňe; stay dates are the hotel's calendar
 * dates (YYYY-MM-DD, never moments); `occurredAt` is an instant (ISO 8601, UTC).
 */

const id = z.number().int().positive();
const tenge = z.number().int().nonnegative().describe('integer teňňe');
const instant = z.iso.datetime({ offset: true }).describe('an instant, ISO 8601');

const envelope = {
  version: z.literal(1),
  eventId: z
    .string()
    .min(1)
    .describe(
      'unique per event and stable across redeliveries (also the `event-id` header): deduplicate on it',
    ),
  occurredAt: instant.describe('when it happened, on the hotel application clock'),
} as const;

const booking = { ...envelope, bookingId: id, roomId: id } as const;

export const bookingPlacedV1 = z
  .object({
    type: z.literal('booking.placed'),
    ...booking,
    roomTypeId: id,
    bookNumber: z.number().int().nonnegative().describe('the number the guest sees on the booking'),
    checkin: calendarDate,
    checkout: calendarDate,
    guestCount: z.number().int().positive(),
    totalTenge: tenge,
    paymentDeadline: instant,
  })
  .describe('A guest booked a room online; it waits for payment until `paymentDeadline`.');

export const bookingPaidV1 = z
  .object({ type: z.literal('booking.paid'), ...booking, amountTenge: tenge, paidAt: instant })
  .describe('The bank confirmed the payment: the booking is paid.');

export const bookingCancelledV1 = z
  .object({ type: z.literal('booking.cancelled'), ...booking, cancelledAt: instant })
  .describe(
    'Cancelled (by the guest, or by staff, or the guests never came); the room is free again. Money staff give back follows as booking.refunded.',
  );

/** Why a booking never paid let its room go. */
export const RELEASE_REASONS = ['declined', 'expired', 'failed'] as const;

export const bookingReleasedV1 = z
  .object({
    type: z.literal('booking.released'),
    ...booking,
    reason: z
      .enum(RELEASE_REASONS)
      .describe(
        'declined: the bank declined the payment; expired: not paid by the deadline; failed: the bank could not take the order',
      ),
  })
  .describe(
    'A booking never paid ended (declined, expired or failed) and its room is free again. A payment arriving later is ' +
      'kept when the room is still free: `booking.paid` then follows.',
  );

export const bookingRefundedV1 = z
  .object({
    type: z.literal('booking.refunded'),
    ...booking,
    amountTenge: tenge,
    cancelledAt: instant,
  })
  .describe(
    'Money went back: the bank refunded the room part of a booking the guest cancelled (the booking fee is kept), or what staff chose to give back on their cancel (through the bank, in cash or by bank transfer; `cancelledAt` is then when it went).',
  );

export const bookingDatesChangedV1 = z
  .object({
    type: z.literal('booking.dates-changed'),
    ...booking,
    checkin: calendarDate,
    checkout: calendarDate,
    previous: z.object({ checkin: calendarDate, checkout: calendarDate }),
  })
  .describe("Staff moved a booking's dates.");

export const bookingReceptionToggledV1 = z
  .object({ type: z.literal('booking.reception-toggled'), ...booking, atReception: z.boolean() })
  .describe('Staff marked a paid booking as handled at reception, or took the mark back.');

export const bookingRoomChangedV1 = z
  .object({
    type: z.literal('booking.room-changed'),
    ...booking,
    roomTypeId: id,
    previousRoomId: id,
  })
  .describe(
    'Staff moved a booking to another room (`roomId`), for the same nights; its price stays.',
  );

export const onlineBlockOpenedV1 = z
  .object({
    type: z.literal('online-block.opened'),
    ...envelope,
    roomId: id,
    blockId: id,
    checkin: calendarDate,
    checkout: calendarDate,
  })
  .describe("Staff opened a range of a room's calendar to online booking.");

export const onlineBlockRemovedV1 = z
  .object({ type: z.literal('online-block.removed'), ...envelope, roomId: id, blockId: id })
  .describe('Staff removed a for-online block.');

/** Every message of the bookings topic. */
export const integrationEvent = z.discriminatedUnion('type', [
  bookingPlacedV1,
  bookingPaidV1,
  bookingCancelledV1,
  bookingReleasedV1,
  bookingRefundedV1,
  bookingDatesChangedV1,
  bookingReceptionToggledV1,
  bookingRoomChangedV1,
  onlineBlockOpenedV1,
  onlineBlockRemovedV1,
]);
export type IntegrationEvent = z.infer<typeof integrationEvent>;
export type IntegrationEventType = IntegrationEvent['type'];

/** The Kafka header holding `eventId` (consumers deduplicate on it without parsing the value). */
export const EVENT_ID_HEADER = 'event-id';

/** The message key: the booking's id for booking events, the room's for block events (one partition each, in order). */
export function integrationEventKey(event: IntegrationEvent): string {
  return 'bookingId' in event ? `booking-${event.bookingId}` : `room-${event.roomId}`;
}
