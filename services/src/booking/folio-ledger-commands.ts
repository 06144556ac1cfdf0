import { addDays, type Actor } from '@hotel/contracts';
import { at, day } from '../../../test/clock';
import type { RoomCommand } from '../rooms/room-command';
import type { Random } from '../../test/seeded-random';
import { findBooking } from '../rooms/room-state';
import type { RoomState } from '../rooms/room-state-types';

/*
 * The random commands of the folio and ledger property specs: what staff, a guest or the bank
 * might send one of two rooms. Pure builders: a seed gives the same commands every time (the
 * generator is the room snapshot specs' own).
 */

/** Two rooms of two types: a stay moved between them is charged at the other type's price. */
export const ROOMS: readonly number[] = [7, 8];
export const STAFF: Actor[] = [
  { userId: 1, email: 'desk@example.com', role: 2 },
  { userId: 2, email: 'night@example.com', role: 2 },
  'system',
];

/** A command on booking `id` (or a new one), as staff, the guest or the bank might send it. */
export function commandFor(
  r: Random,
  state: RoomState,
  roomId: number,
  nextId: number,
): RoomCommand {
  // The stays this room holds (one moved away is decided in the room it went to).
  const ids = state.bookings.filter((b) => b.movedTo === null).map((b) => b.bookingId);
  const bookingId =
    ids.length === 0 || r.next() < 0.2 ? nextId : (ids[r.int(0, ids.length - 1)] ?? nextId);
  const booking = findBooking(state, bookingId);
  const rate = {
    roomPriceTenge: r.int(1, 9) * 10_000 + r.int(0, 99),
    discountPercent: r.next() < 0.5 ? 0 : r.int(1, 30),
  };
  const checkin = day(r.int(5, 60));
  const checkout = addDays(checkin, r.int(1, 5));
  const choice = r.int(0, 13);
  if (!booking || choice === 0) {
    const nights = r.int(1, 5);
    // The booking terms: the share of the stay paid online (the rest due at arrival) and the
    // share of that a guest's cancel gives back, as the options set them when it was placed.
    const stayCharge = Math.floor(
      (nights * rate.roomPriceTenge * (100 - rate.discountPercent) + 50) / 100,
    );
    const sharePercent = r.next() < 0.5 ? 100 : r.int(1, 99);
    const roomPartTenge = r.next() < 0.3 ? 0 : Math.floor((stayCharge * sharePercent + 50) / 100);
    const refundPercent = [0, 100, r.int(1, 99)][r.int(0, 2)] ?? 100;
    const guestRefundTenge = Math.floor((roomPartTenge * refundPercent + 50) / 100);
    const bookingFeeTenge = r.next() < 0.5 ? 0 : r.int(1, 50) * 100;
    return {
      type: 'PlaceBooking',
      data: {
        roomId,
        bookingId: nextId,
        roomTypeId: 2,
        userId: 5,
        email: 'guest@example.com',
        bookNumber: 1000 + nextId,
        checkin,
        checkout: addDays(checkin, nights),
        // Guests and the tax come from the booking's id, drawing nothing: the seeds keep their histories.
        guests: [
          guestOf(1, nextId % 3 === 0 ? 'RU' : 'TM', String(100_000 + nextId)),
          // Some with a child (of any age: a baby stays free, from 12 a child pays as an adult).
          ...(nextId % 3 === 1 ? [childOf(2, nextId % 18, String(200_000 + nextId))] : []),
        ],
        price: {
          nights,
          ...rate,
          roomPartTenge,
          bookingFeeTenge,
          totalTenge: roomPartTenge + bookingFeeTenge,
          // Some histories hold bookings placed before the terms were options (refund: the room part).
          ...(r.next() < 0.2 ? {} : { guestRefundTenge }),
          // Some sold under the foreigners' tax, charged for the foreign guests among them.
          ...(nextId % 2 === 0 ? {} : { foreignGuestTaxTenge: (nextId % 30) * 100 + 100 }),
          // Some sold with guest prices: a room for one, extra adults and children paying.
          ...(nextId % 4 === 1 ? { guestRates: GUEST_RATES } : {}),
        },
        paymentDeadline: at(0, '10:15'),
      },
    };
  }
  const orderId = `order-${bookingId}`;
  const hotelNow = `${day(0)}T12:00`;
  switch (choice) {
    case 1:
    case 2:
      return {
        type: 'ConfirmPayment',
        data: {
          roomId,
          bookingId,
          orderId,
          amountTenge: booking.price.totalTenge,
          paidAt: at(0, '10:05'),
        },
      };
    case 3:
      return { type: 'ChangeDates', data: { roomId, bookingId, checkin, checkout, rate } };
    case 4:
      return {
        type: 'PostCharge',
        data: {
          roomId,
          bookingId,
          chargeId: `c-${r.int(0, 1e9)}`,
          description: 'Restaurant',
          amountTenge: r.int(1, 500) * 100,
        },
      };
    case 5:
      return {
        type: 'TakeDeskPayment',
        data: {
          roomId,
          bookingId,
          paymentId: `p-${r.int(0, 1e9)}`,
          amountTenge: r.int(1, 500) * 100,
          method: r.next() < 0.5 ? 'cash' : 'bank_transfer',
        },
      };
    case 6:
      return booking.status !== 'refund_pending'
        ? { type: 'RequestRefund', data: { roomId, bookingId, hotelNow } }
        : {
            type: 'CompleteRefund',
            data: {
              roomId,
              bookingId,
              bankReference: `ref-${bookingId}`,
              cancelledAt: at(0, '12:00'),
            },
          };
    case 7:
      return r.next() < 0.5
        ? {
            type: 'CancelBooking',
            data: { roomId, bookingId, cancelledAt: at(0, '12:00'), hotelNow },
          }
        : { type: 'ExpirePayment', data: { roomId, bookingId, now: `${day(1)}T00:00:00.000Z` } };
    case 8:
      return {
        type: 'CheckIn',
        data: { roomId, bookingId, at: at(0, '12:00'), hotelToday: booking.checkin },
      };
    case 11: {
      // None, all, or a part (at times more than was paid, which the rules refuse).
      const refund =
        r.next() < 0.3
          ? 'none'
          : r.next() < 0.5
            ? 'full'
            : { amountTenge: r.int(1, booking.price.totalTenge + 60_000) };
      const refundMethod = r.next() < 0.2 ? undefined : r.next() < 0.5 ? 'cash' : 'bank_transfer';
      return {
        type: 'CancelByStaff',
        data: {
          roomId,
          bookingId,
          reason: 'The guest called',
          cancelledAt: at(0, '12:00'),
          refund,
          ...(refundMethod ? { refundMethod } : {}),
        },
      };
    }
    case 12:
      return r.next() < 0.7
        ? {
            type: 'CompleteStaffRefund',
            data: {
              roomId,
              bookingId,
              bankReference: `staff-${bookingId}`,
              refundedAt: at(0, '12:05'),
            },
          }
        : { type: 'FailStaffRefund', data: { roomId, bookingId, reason: 'declined' } };
    case 13:
      return {
        type: 'ChangeGuests',
        data: {
          roomId,
          bookingId,
          guests: Array.from({ length: r.int(1, 3) }, (_, i) => {
            const number = 100_000 + r.int(0, 899_999);
            return number % 5 === 0
              ? childOf(i + 1, number % 18, String(number))
              : guestOf(i + 1, number % 2 === 0 ? 'RU' : 'TM', String(number));
          }),
        },
      };
    case 9: {
      const departedOn = addDays(booking.checkin, 1);
      return {
        type: 'CheckOut',
        data: {
          roomId,
          bookingId,
          at: at(0, '12:00'),
          departedOn,
          refundTenge: r.int(0, booking.price.roomPartTenge),
          hotelToday: departedOn,
          blockIds: [nextId + 1000, nextId + 1001, nextId + 1002, nextId + 1003, nextId + 1004],
        },
      };
    }
    default:
      return {
        type: 'CompleteDepartureRefund',
        data: { roomId, bookingId, bankReference: `dep-${bookingId}`, refundedAt: at(0, '12:00') },
      };
  }
}

/** The guest prices some bookings are sold with: the folio charges who stays by them. */
const GUEST_RATES = {
  baseOccupancy: 1,
  extraAdultTenge: 20_000,
  childTenge: 12_000,
  foreignChildTenge: 0,
  freeUnderAge: 3,
  adultFromAge: 12,
};

/** A child of `age` with a Turkmen passport. */
const childOf = (n: number, age: number, number: string) => ({
  ...guestOf(n, 'TM', number),
  childAge: age,
});

/** A guest: a Turkmen passport, or a Russian one (the foreigners' tax counts them). */
function guestOf(n: number, citizenship: 'TM' | 'RU', number: string) {
  return citizenship === 'TM'
    ? { fullName: `Guest ${n}`, passportSerial: 'AS', passportNumber: number }
    : { fullName: `Guest ${n}`, citizenship, passportSerial: '', passportNumber: `RU${number}` };
}
