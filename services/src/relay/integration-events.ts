import {
  assertNever,
  integrationEvent,
  integrationEventKey,
  roomEvent,
  type IntegrationEvent,
} from '@hotel/contracts';
import { eventTime, type RecordedEvent } from '@hotel/projections';

/** One message for the topic: its key, its JSON value and the id consumers deduplicate on. */
export interface OutgoingMessage {
  key: string;
  value: string;
  eventId: string;
}

/**
 * The id of a stored event, stable for as long as the log exists: the store gives events no id of
 * their own, and (stream, revision) is unique in it and never reused. A redelivered message
 * carries the same id, so consumers deduplicate on it.
 */
export function storedEventId(event: RecordedEvent): string {
  return `${event.streamId}@${event.streamRevision}`;
}

/** The booking a message is about, as every booking message names it. */
const bookingOf = (data: { bookingId: number; roomId: number }) => ({
  bookingId: data.bookingId,
  roomId: data.roomId,
});

/**
 * The integration event a domain event publishes, or null for one that stays inside the hotel
 * (payment registered, refund requested or failed, late payments).
 */
export function toIntegrationEvent(event: RecordedEvent): IntegrationEvent | null {
  if (!event.streamId.startsWith('room-')) return null;
  // Every room event was validated against this schema when it was appended.
  const domain = roomEvent.parse({ type: event.type, data: event.data });
  const envelope = {
    version: 1,
    eventId: storedEventId(event),
    occurredAt: eventTime(event).toISOString(),
  } as const;
  switch (domain.type) {
    case 'BookingPlaced': {
      const d = domain.data;
      return {
        type: 'booking.placed',
        ...envelope,
        ...bookingOf(d),
        roomTypeId: d.roomTypeId,
        bookNumber: d.bookNumber,
        checkin: d.checkin,
        checkout: d.checkout,
        guestCount: d.guests.length,
        totalTenge: d.price.totalTenge,
        paymentDeadline: d.paymentDeadline,
      };
    }
    case 'PaymentConfirmed':
    case 'PaymentTakenAtReception':
      return {
        type: 'booking.paid',
        ...envelope,
        ...bookingOf(domain.data),
        amountTenge: domain.data.amountTenge,
        // Paid at the desk is paid: consumers see it as any other payment, at the moment it was recorded.
        paidAt: domain.type === 'PaymentConfirmed' ? domain.data.paidAt : envelope.occurredAt,
      };
    // The guests of a no-show never came: to consumers the booking ended and its room is free, as
    // on a cancel.
    case 'BookingCancelled':
    case 'BookingCancelledByStaff':
    case 'NoShowMarked':
      return {
        type: 'booking.cancelled',
        ...envelope,
        ...bookingOf(domain.data),
        cancelledAt:
          domain.type === 'NoShowMarked' ? domain.data.markedAt : domain.data.cancelledAt,
      };
    // Money back on a cancel: the bank's refund, or a staff cancel's once it went (the cancel
    // itself published booking.cancelled).
    case 'StaffRefundSent':
    case 'RefundRecorded':
    case 'BookingRefunded':
      return {
        type: 'booking.refunded',
        ...envelope,
        ...bookingOf(domain.data),
        amountTenge: domain.data.amountTenge,
        cancelledAt:
          domain.type === 'BookingRefunded' ? domain.data.cancelledAt : domain.data.refundedAt,
      };
    // A booking never paid frees its room: consumers holding it as placed must hear it ended.
    case 'PaymentFailed':
    case 'PaymentExpired':
      return {
        type: 'booking.released',
        ...envelope,
        ...bookingOf(domain.data),
        reason:
          domain.type === 'PaymentExpired'
            ? 'expired'
            : domain.data.reason === 'declined'
              ? 'declined'
              : 'failed',
      };
    case 'BookingDatesChanged':
      return {
        type: 'booking.dates-changed',
        ...envelope,
        ...bookingOf(domain.data),
        checkin: domain.data.checkin,
        checkout: domain.data.checkout,
        previous: domain.data.previous,
      };
    // A check-in sets the reception flag too: told under the message consumers already know.
    case 'ReceptionStatusToggled':
    case 'GuestCheckedIn':
      return {
        type: 'booking.reception-toggled',
        ...envelope,
        ...bookingOf(domain.data),
        atReception: domain.type === 'GuestCheckedIn' || domain.data.status === 1,
      };
    case 'StayMovedOut':
      // The move is done when the room it left lets the stay go: one message per move, in the
      // booking's partition, after everything that happened to it in the old room.
      return {
        type: 'booking.room-changed',
        ...envelope,
        bookingId: domain.data.bookingId,
        roomId: domain.data.toRoomId,
        roomTypeId: domain.data.toRoomTypeId,
        previousRoomId: domain.data.roomId,
      };
    case 'RoomOpenedForOnline':
      return {
        type: 'online-block.opened',
        ...envelope,
        roomId: domain.data.roomId,
        blockId: domain.data.blockId,
        checkin: domain.data.checkin,
        checkout: domain.data.checkout,
      };
    case 'OnlineBlockRemoved':
      return {
        type: 'online-block.removed',
        ...envelope,
        roomId: domain.data.roomId,
        blockId: domain.data.blockId,
      };
    // Money given back for nights not stayed (DepartureRefund*) leaves the booking standing:
    // `booking.refunded` means cancelled.
    case 'PaymentRegistered':
    case 'RefundRequested':
    case 'RefundFailed':
    case 'LatePaymentRefunded':
    case 'GuestCheckedOut':
    case 'StayMovedIn':
    case 'StayMoveReverted':
    case 'DepartureRefundRequested':
    case 'DepartureRefundSent':
    case 'DepartureRefundFailed':
    case 'DepartureRefundGivenAtReception':
    case 'StaffRefundRequested':
    case 'StaffRefundFailed':
    case 'ChargePosted':
    case 'DeskPaymentTaken':
    case 'GuestsChanged':
    case 'RoomTakenOutOfOrder':
    case 'RoomBackInService':
      return null;
    default:
      return assertNever(domain);
  }
}

/**
 * The message of a domain event, or null. The value is checked against its published schema
 * before it leaves: a mapping that drifted from the contract stops the relay at that event
 * instead of publishing what the AsyncAPI document does not promise.
 */
export function toMessage(event: RecordedEvent): OutgoingMessage | null {
  const mapped = toIntegrationEvent(event);
  if (!mapped) return null;
  const value = integrationEvent.parse(mapped);
  return { key: integrationEventKey(value), value: JSON.stringify(value), eventId: value.eventId };
}
