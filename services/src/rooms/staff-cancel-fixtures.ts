import type { RoomEvent } from '@hotel/contracts';
import { at } from '../../../test/clock';
import type { RoomCommand, StaffRefundChoice } from './room-command';
import { bookingPlaced } from './room-fixtures';

/*
 * The events and commands of the staff cancel and no-show decider specs: pure fixtures, no
 * state kept here (the unit project shares modules between spec files).
 */

// Booking 30 of room 7 (room-fixtures.ts), placed online or by phone, paid one way or another.
export const phonePlaced = bookingPlaced({ userId: null, channel: 'phone' });
export const registered: RoomEvent = {
  type: 'PaymentRegistered',
  data: {
    roomId: 7,
    bookingId: 30,
    orderId: 'order-30',
    orderNumber: '1042-1',
    formUrl: 'https://bank/30',
  },
};

export const cancelledAt = at(3, '09:00');
export const cancel = (
  refund: StaffRefundChoice,
  reason = 'The guest called to cancel',
): RoomCommand => ({
  type: 'CancelByStaff',
  data: { roomId: 7, bookingId: 30, reason, cancelledAt, refund },
});
export const cancelled = (
  refundTenge: number,
  reason = 'The guest called to cancel',
): RoomEvent => ({
  type: 'BookingCancelledByStaff',
  data: { roomId: 7, bookingId: 30, reason, cancelledAt, refundTenge },
});
export const bankRefundOwed = (amountTenge: number): RoomEvent => ({
  type: 'StaffRefundRequested',
  data: { roomId: 7, bookingId: 30, orderId: 'order-30', amountTenge, bankRefundedBeforeTenge: 0 },
});
/** Money given back at the desk, without the bank. */
export const refundRecorded = (
  amountTenge: number,
  method: 'cash' | 'bank_transfer',
  roomId = 7,
): RoomEvent => ({
  type: 'RefundRecorded',
  data: { roomId, bookingId: 30, amountTenge, method, refundedAt: cancelledAt },
});
export const noShow = (hotelToday: string): RoomCommand => ({
  type: 'MarkNoShow',
  data: { roomId: 7, bookingId: 30, markedAt: at(11, '09:00'), hotelToday },
});
export const noShowMarked: RoomEvent = {
  type: 'NoShowMarked',
  data: { roomId: 7, bookingId: 30, markedAt: at(11, '09:00') },
};
