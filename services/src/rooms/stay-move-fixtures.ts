import type { RoomEvent, RoomStay } from '@hotel/contracts';
import { day } from '../../../test/clock';
import { priceOf } from '../../test/booking-builders';
import type { RoomCommand } from './room-command';
import { bookingPlaced } from './room-fixtures';

/*
 * The events and commands of the stay move decider specs: booking 40 moving from room 7 to room 8.
 * Pure fixtures, no state kept here (the unit project shares modules between spec files).
 */
const price = priceOf(2);
export const booked = (roomId: number, bookingId: number, checkin: string, checkout: string) =>
  bookingPlaced({
    roomId,
    bookingId,
    userId: null,
    bookNumber: 1000 + bookingId,
    checkin,
    checkout,
    price,
    paymentDeadline: `${day(1)}T10:15:00.000Z`,
    channel: 'phone',
  });
export const placedIn = (
  roomId: number,
  bookingId: number,
  checkin: string,
  checkout: string,
): RoomEvent => booked(roomId, bookingId, checkin, checkout);
export const paid = (roomId: number, bookingId: number): RoomEvent => ({
  type: 'PaymentTakenAtReception',
  data: { roomId, bookingId, amountTenge: 101_000, method: 'cash' },
});
export const stayOf40: RoomStay = {
  checkin: day(40),
  checkout: day(42),
  status: 'online',
  orderId: null,
  formUrl: null,
  price,
  paymentDeadline: `${day(1)}T10:15:00.000Z`,
  receptionStatus: 0,
  channel: 'phone',
  paidAtReception: 'cash',
};
export const movedIn = (
  roomId: number,
  bookingId: number,
  stay: RoomStay,
  swapWith: number | null,
  fromRoomId = 7,
): Extract<RoomEvent, { type: 'StayMovedIn' }> => ({
  type: 'StayMovedIn',
  data: { roomId, bookingId, moveId: 'move-1', fromRoomId, roomTypeId: 3, stay, swapWith },
});
export const accept = (
  roomId: number,
  bookingId: number,
  stay: RoomStay,
  swapWith: number | null = null,
  swapExpected: RoomStay | null = null,
): Extract<RoomCommand, { type: 'AcceptStay' }> => ({
  type: 'AcceptStay',
  data: {
    roomId,
    bookingId,
    moveId: 'move-1',
    fromRoomId: 7,
    roomTypeId: 3,
    stay,
    swapWith,
    swapExpected,
  },
});
export const release = (expected: RoomStay, bookingId = 40): RoomCommand => ({
  type: 'ReleaseStay',
  data: { roomId: 7, bookingId, moveId: 'move-1', toRoomId: 8, toRoomTypeId: 3, expected },
});
export const movedOut: RoomEvent = {
  type: 'StayMovedOut',
  data: { roomId: 7, bookingId: 40, moveId: 'move-1', toRoomId: 8, toRoomTypeId: 3 },
};
