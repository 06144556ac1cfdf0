import type { RoomEvent } from '@hotel/contracts';
import { at, day } from '../../../test/clock';
import { priceOf } from '../../test/booking-builders';

/*
 * The rooms and bookings the room decider specs share: pure fixtures, no state kept here (the
 * unit project shares modules between spec files). A spec overrides only what its case is about.
 */
type Placed = Extract<RoomEvent, { type: 'BookingPlaced' }>;
type Paid = Extract<RoomEvent, { type: 'PaymentConfirmed' }>;

/** Room 7 opened for online booking over a range. */
export const opened = (blockId: number, checkin: string, checkout: string): RoomEvent => ({
  type: 'RoomOpenedForOnline',
  data: { roomId: 7, blockId, checkin, checkout },
});

/** Booking 30 of room 7, placed online by user 5 for the nights day(10) .. day(14). */
export const bookingPlaced = (data: Partial<Placed['data']> = {}): Placed => ({
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
    price: priceOf(4),
    paymentDeadline: at(0, '10:15'),
    ...data,
  },
});

/** Booking 30 of room 7 paid online in full, through the bank's order-30. */
export const paymentConfirmed = (data: Partial<Paid['data']> = {}): Paid => ({
  type: 'PaymentConfirmed',
  data: {
    roomId: 7,
    bookingId: 30,
    orderId: 'order-30',
    amountTenge: 201_000,
    paidAt: at(0, '10:05'),
    ...data,
  },
});

// A paid booking of room 7 for the nights day(10) .. day(14), inside the block day(5) .. day(20).
export const block = opened(1, day(5), day(20));
export const placed = bookingPlaced();
export const paid = paymentConfirmed();
const paidAtReception = (method: 'cash' | 'card_terminal'): RoomEvent => ({
  type: 'PaymentTakenAtReception',
  data: { roomId: 7, bookingId: 30, amountTenge: 201_000, method },
});
export const paidInCash = paidAtReception('cash');
export const paidByCard = paidAtReception('card_terminal');

/*
 * A shorter paid stay: the nights day(10) .. day(12) at 58 500 a night without a fee, inside the
 * block day(5) .. day(30), its times written in UTC; the guests check in at 15:00 hotel time on
 * day(10) and leave at noon on day(12), as booked.
 */
export const shortStay = {
  block: opened(1, day(5), day(30)),
  placed: bookingPlaced({
    bookNumber: 1001,
    checkout: day(12),
    price: priceOf(2, 58_500, 0),
    paymentDeadline: `${day(0)}T10:15:00.000Z`,
  }),
  paid: paymentConfirmed({ amountTenge: 117_000, paidAt: `${day(0)}T10:05:00.000Z` }),
  checkedIn: {
    type: 'GuestCheckedIn',
    data: { roomId: 7, bookingId: 30, at: `${day(10)}T10:00:00.000Z` },
  },
  checkedOut: {
    type: 'GuestCheckedOut',
    data: {
      roomId: 7,
      bookingId: 30,
      at: `${day(12)}T07:00:00.000Z`,
      departedOn: day(12),
      bookedCheckout: day(12),
      early: false,
      refundTenge: 0,
    },
  },
} satisfies Record<string, RoomEvent>;
