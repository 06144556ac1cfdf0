import { describe, it } from 'vitest';
import { at, day } from '../../../test/clock';
import { given } from '../../test/room-given';
import { checkedIn, checkedOut, checkIn, checkOut, toggledOn } from './front-desk-fixtures';
import { block, paid, placed } from './room-fixtures';

describe('room decider: check-in', () => {
  it('checks in a paid booking on its check-in date', () => {
    given(block, placed, paid).when(checkIn()).then([checkedIn]);
  });

  it('checks in on a later day of the stay', () => {
    given(block, placed, paid)
      .when(checkIn(day(11)))
      .then([checkedIn]);
  });

  it('refuses a booking not paid yet', () => {
    given(block, placed).when(checkIn()).thenThrows('booking.notPaid');
  });

  it('refuses a cancelled booking', () => {
    given(block, placed, {
      type: 'BookingCancelled',
      data: { roomId: 7, bookingId: 30, refunded: false, cancelledAt: at(1, '09:00') },
    })
      .when(checkIn())
      .thenThrows('booking.notPaid');
  });

  it('refuses before the check-in date at the hotel', () => {
    given(block, placed, paid)
      .when(checkIn(day(9)))
      .thenThrows('booking.checkinNotYet');
  });

  it('refuses to check in twice', () => {
    given(block, placed, paid, checkedIn).when(checkIn()).thenThrows('booking.alreadyCheckedIn');
  });

  it('checks in a booking the reception flag marked before: the flag records no check-in', () => {
    given(block, placed, paid, toggledOn).when(checkIn()).then([checkedIn]);
  });

  it('sets the reception flag, which the toggle after a check-in sets back to 0, the guests still checked in', () => {
    given(block, placed, paid, checkedIn)
      .when({ type: 'SetReception', data: { roomId: 7, bookingId: 30, arrived: null } })
      .then([{ type: 'ReceptionStatusToggled', data: { roomId: 7, bookingId: 30, status: 0 } }]);
    given(block, placed, paid, checkedIn, {
      type: 'ReceptionStatusToggled',
      data: { roomId: 7, bookingId: 30, status: 0 },
    })
      .when(checkOut())
      .then([checkedOut(day(14), false)]);
  });

  it('stops the guest from cancelling once they arrived', () => {
    given(block, placed, paid, checkedIn)
      .when({
        type: 'CancelBooking',
        data: {
          roomId: 7,
          bookingId: 30,
          cancelledAt: at(10, '09:00'),
          hotelNow: `${day(10)}T09:00`,
        },
      })
      .thenThrows('booking.alreadyCheckedIn');
    given(block, placed, paid, checkedIn)
      .when({
        type: 'RequestRefund',
        data: { roomId: 7, bookingId: 30, hotelNow: `${day(10)}T09:00` },
      })
      .thenThrows('booking.notRefundable');
  });
});
