import type { RoomEvent } from '@hotel/contracts';
import { at, day } from '../../../test/clock';
import type { CheckOutData, RoomCommand } from './room-command';

/*
 * The events and commands of the check-in and check-out decider specs, on the booking the room
 * fixtures place: pure fixtures, no state kept here (the unit project shares modules between spec
 * files).
 */

// Booking 30 of room 7 (room-fixtures.ts), paid online, arriving and leaving.
const arrival = { roomId: 7, bookingId: 30, at: at(10, '15:00') };
export const checkIn = (hotelToday = day(10)): RoomCommand => ({
  type: 'CheckIn',
  data: { ...arrival, hotelToday },
});
export const checkedIn: RoomEvent = { type: 'GuestCheckedIn', data: arrival };
/** The spec's reception flag switched on (before arrival as often as not). */
export const toggledOn: RoomEvent = {
  type: 'ReceptionStatusToggled',
  data: { roomId: 7, bookingId: 30, status: 1 },
};
export const checkOut = (data: Partial<CheckOutData> = {}): RoomCommand => ({
  type: 'CheckOut',
  data: {
    roomId: 7,
    bookingId: 30,
    at: at(14, '11:00'),
    departedOn: day(14),
    refundTenge: 0,
    hotelToday: day(14),
    blockIds: [90, 91],
    ...data,
  },
});
export const checkedOut = (
  departedOn: string,
  early: boolean,
  refundTenge = 0,
  atTime = at(14, '11:00'),
): RoomEvent => ({
  type: 'GuestCheckedOut',
  data: {
    roomId: 7,
    bookingId: 30,
    at: atTime,
    departedOn,
    bookedCheckout: day(14),
    early,
    refundTenge,
  },
});

/** What an early departure of the booking paid online owes through the bank for 100 000 teňňe. */
export const refundRequested: RoomEvent = {
  type: 'DepartureRefundRequested',
  data: { roomId: 7, bookingId: 30, orderId: 'order-30', amountTenge: 100_000 },
};
