import type { GuestRecord, PriceBreakdown, RoomEvent } from '@hotel/contracts';
import { expect } from 'vitest';
import { at, stay } from '../../../test/clock';
import { folioOf } from './fold';
import type { Folio } from './folio-types';

// The folio specs' booking: its room, its price and the events it meets.
export const ROOM = 1;
export const BOOKING = 7;
export const NIGHT = 58_500;
export const FEE = 5_000;
export const STAFF = 'desk@example.com';
/** The booking every event here is about, by its room and its id. */
const THE_BOOKING = { roomId: ROOM, bookingId: BOOKING } as const;

export const placed = (
  nights: number,
  price = { roomPriceTenge: NIGHT, discountPercent: 0, bookingFeeTenge: FEE },
): RoomEvent => {
  const roomPartTenge = Math.floor(
    (nights * price.roomPriceTenge * (100 - price.discountPercent) + 50) / 100,
  );
  return {
    type: 'BookingPlaced',
    data: {
      ...THE_BOOKING,
      roomTypeId: 2,
      userId: 3,
      email: 'guest@example.com',
      bookNumber: 1001,
      ...stay(10, nights),
      guests: [{ fullName: 'Aman Amanow', passportSerial: 'AS', passportNumber: '123456' }],
      price: { nights, ...price, roomPartTenge, totalTenge: roomPartTenge + price.bookingFeeTenge },
      paymentDeadline: at(0, '10:15'),
    },
  };
};
/** A booking of `nights` nights for `guests`, its price with `sold` (the tax, guest rates) added. */
export function placedFor(
  nights: number,
  guests: GuestRecord[],
  sold: Partial<PriceBreakdown> = {},
): RoomEvent {
  const event = placed(nights);
  if (event.type !== 'BookingPlaced') throw new Error('placed() places a booking');
  return { ...event, data: { ...event.data, guests, price: { ...event.data.price, ...sold } } };
}
/** Reception named who stays now. */
export const guestsChanged = (guests: GuestRecord[]): RoomEvent => ({
  type: 'GuestsChanged',
  data: { ...THE_BOOKING, guests },
});
/** What the folio's lines of `kind` amount to, one by one. */
export const linesOf = (kind: string, ...events: RoomEvent[]): number[] =>
  given(...events)
    .folio()
    .lines.filter((line) => line.kind === kind)
    .map((line) => line.amountTenge);
export const paid = (amountTenge: number): RoomEvent => ({
  type: 'PaymentConfirmed',
  data: { ...THE_BOOKING, orderId: 'o-1', amountTenge, paidAt: at(0, '10:05') },
});
export const datesChanged = (
  from: number,
  nights: number,
  was: number,
  wasNights: number,
  roomPriceTenge = NIGHT,
): RoomEvent => ({
  type: 'BookingDatesChanged',
  data: {
    ...THE_BOOKING,
    ...stay(from, nights),
    previous: stay(was, wasNights),
    rate: { roomPriceTenge, discountPercent: 0 },
  },
});
/** The guest cancelled: what online payment took is kept by the terms. */
export const guestCancelled = (): RoomEvent => ({
  type: 'BookingCancelled',
  data: { ...THE_BOOKING, cancelledAt: at(0, '11:00'), refunded: false },
});
/** The guest cancelled and the bank gave `amountTenge` back on the order paid. */
export const bankRefunded = (amountTenge: number): RoomEvent => ({
  type: 'BookingRefunded',
  data: {
    ...THE_BOOKING,
    orderId: 'o-1',
    amountTenge,
    bankReference: 'r-1',
    cancelledAt: at(0, '11:00'),
  },
});
/** Staff cancelled the booking, giving `refundTenge` back. */
export const staffCancelled = (refundTenge: number): RoomEvent => ({
  type: 'BookingCancelledByStaff',
  data: {
    ...THE_BOOKING,
    reason: 'Guest called',
    cancelledAt: at(0, '11:00'),
    refundTenge,
  },
});
/** A staff cancel's money back, sent through the bank on the order paid. */
export const staffRefundSent = (amountTenge: number): RoomEvent => ({
  type: 'StaffRefundSent',
  data: {
    ...THE_BOOKING,
    orderId: 'o-1',
    amountTenge,
    bankReference: 'r-1',
    refundedAt: at(0, '11:05'),
  },
});
/** An extra the desk posted: the restaurant. */
export const restaurantCharged = (amountTenge: number): RoomEvent => ({
  type: 'ChargePosted',
  data: {
    ...THE_BOOKING,
    chargeId: 'c-1',
    description: 'Restaurant',
    amountTenge,
  },
});
/** Money the desk took in cash toward the folio. */
export const paidInCash = (amountTenge: number): RoomEvent => ({
  type: 'DeskPaymentTaken',
  data: { ...THE_BOOKING, paymentId: 'p-1', amountTenge, method: 'cash' },
});

/** The folio's given/then: the booking's events in order (staff's), then the folio they make. */
export const given = (...events: RoomEvent[]) => {
  const folio = () =>
    folioOf(
      BOOKING,
      events.map((event) => ({ event, at: at(0, '10:00'), by: STAFF })),
    );
  return { then: (expected: Partial<Folio>) => expect(folio()).toMatchObject(expected), folio };
};
