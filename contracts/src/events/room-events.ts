import { z } from 'zod';
import { bookingCancelled, bookingDatesChanged, bookingPlaced, guestsChanged } from './bookings';
import {
  departureRefundFailed,
  departureRefundGivenAtReception,
  departureRefundRequested,
  departureRefundSent,
} from './departure-refunds';
import { chargePosted, deskPaymentTaken } from './folio';
import { stayMovedIn, stayMovedOut, stayMoveReverted } from './moves';
import { onlineBlockRemoved, roomOpenedForOnline } from './online-blocks';
import { roomBackInService, roomTakenOutOfOrder } from './out-of-order';
import { paymentConfirmed, paymentExpired, paymentFailed, paymentRegistered } from './payments';
import {
  guestCheckedIn,
  guestCheckedOut,
  paymentTakenAtReception,
  receptionStatusToggled,
} from './reception';
import { bookingRefunded, latePaymentRefunded, refundFailed, refundRequested } from './refunds';
import {
  bookingCancelledByStaff,
  noShowMarked,
  refundRecorded,
  staffRefundFailed,
  staffRefundRequested,
  staffRefundSent,
} from './staff-cancel';

/** Every event of a `room-<id>` stream; parsed whenever read back from a store. */
export const roomEvent = z.discriminatedUnion('type', [
  roomOpenedForOnline,
  onlineBlockRemoved,
  bookingPlaced,
  paymentRegistered,
  paymentConfirmed,
  paymentFailed,
  paymentExpired,
  receptionStatusToggled,
  bookingDatesChanged,
  bookingCancelled,
  refundRequested,
  bookingRefunded,
  refundFailed,
  latePaymentRefunded,
  guestCheckedIn,
  guestCheckedOut,
  paymentTakenAtReception,
  stayMovedIn,
  stayMovedOut,
  stayMoveReverted,
  departureRefundRequested,
  departureRefundSent,
  departureRefundFailed,
  departureRefundGivenAtReception,
  bookingCancelledByStaff,
  staffRefundRequested,
  staffRefundSent,
  staffRefundFailed,
  refundRecorded,
  noShowMarked,
  chargePosted,
  deskPaymentTaken,
  guestsChanged,
  roomTakenOutOfOrder,
  roomBackInService,
]);
export type RoomEvent = z.infer<typeof roomEvent>;
export type RoomEventType = RoomEvent['type'];
export type RoomEventOf<T extends RoomEventType> = Extract<RoomEvent, { type: T }>;

export const ROOM_EVENT_TYPES: readonly RoomEventType[] = roomEvent.options.map(
  (option) => option.shape.type.value,
);

export const roomStreamId = (id: number): string => `room-${id}`;
