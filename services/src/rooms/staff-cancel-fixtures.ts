import type { RoomEvent } from '@hotel/contracts';
import { at, day } from '../../../test/clock';
import type { RoomCommand, StaffRefundChoice } from './room-command';

/*
 * The events and commands of the staff cancel and no-show decider specs: pure fixtures, no
 * state kept here (the unit project shares modules between spec files).
 */

// A booking of room 7 for the nights day(10) .. day(14), inside the block day(5) .. day(20).
const price = {
  nights: 4,
  roomPriceTenge: 50_000,
  discountPercent: 0,
  roomPartTenge: 200_000,
  bookingFeeTenge: 1_000,
  totalTenge: 201_000,
};
export const block: RoomEvent = {
  type: 'RoomOpenedForOnline',
  data: { roomId: 7, blockId: 1, checkin: day(5), checkout: day(20) },
};
export const placed: RoomEvent = {
  type: 'BookingPlaced',
  data: {
    roomId: 7,
    bookingId: 30,
    roomTypeId: 2,
    userId: 5,
    email: 'guest@example.com',
    bookNumber: 1042,
    checkin: day(10),
    checkout: day(14),
    guests: [{ fullName: 'Aýna', passportSerial: 'BN', passportNumber: '123456' }],
    price,
    paymentDeadline: at(0, '10:15'),
  },
};
export const phonePlaced: RoomEvent = {
  type: 'BookingPlaced',
  data: { ...placed.data, userId: null, channel: 'phone' },
} as RoomEvent;
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
export const paid: RoomEvent = {
  type: 'PaymentConfirmed',
  data: {
    roomId: 7,
    bookingId: 30,
    orderId: 'order-30',
    amountTenge: 201_000,
    paidAt: at(0, '10:05'),
  },
};
export const paidInCash: RoomEvent = {
  type: 'PaymentTakenAtReception',
  data: { roomId: 7, bookingId: 30, amountTenge: 201_000, method: 'cash' },
};
export const paidByCard: RoomEvent = {
  type: 'PaymentTakenAtReception',
  data: { roomId: 7, bookingId: 30, amountTenge: 201_000, method: 'card_terminal' },
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
export const noShow = (hotelToday: string): RoomCommand => ({
  type: 'MarkNoShow',
  data: { roomId: 7, bookingId: 30, markedAt: at(11, '09:00'), hotelToday },
});
export const noShowMarked: RoomEvent = {
  type: 'NoShowMarked',
  data: { roomId: 7, bookingId: 30, markedAt: at(11, '09:00') },
};
