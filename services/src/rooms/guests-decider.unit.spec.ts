import { describe, expect, it } from 'vitest';
import type { RoomEvent } from '@hotel/contracts';
import { day } from '../../../test/clock';
import { given } from '../../test/room-given';
import { bookingPlaced, shortStay } from './room-fixtures';
import { evolveAt, initialRoomState } from './room-state';

const aýna = { fullName: 'Aýna Berdiýewa', passportSerial: 'AS', passportNumber: '123456' };
const merdan = { fullName: 'Merdan Orazow', passportSerial: 'BN', passportNumber: '654321' };
const { block, paid, checkedIn, checkedOut } = shortStay;
const placed = bookingPlaced({ ...shortStay.placed.data, guests: [aýna] });
const changeTo = (guests: (typeof aýna)[]) =>
  ({ type: 'ChangeGuests', data: { roomId: 7, bookingId: 30, guests } }) as const;

describe('room decider: the guests of a booking', () => {
  it('records the whole new list of a booking awaiting payment', () => {
    given(block, placed)
      .when(changeTo([aýna, merdan]))
      .then([
        { type: 'GuestsChanged', data: { roomId: 7, bookingId: 30, guests: [aýna, merdan] } },
      ]);
  });

  it('changes the guests of a paid stay whose guests have arrived', () => {
    given(block, placed, paid, checkedIn)
      .when(changeTo([merdan]))
      .then([{ type: 'GuestsChanged', data: { roomId: 7, bookingId: 30, guests: [merdan] } }]);
  });

  it('refuses a change once the booking no longer holds its room', () => {
    const cancelled: RoomEvent = {
      type: 'BookingCancelled',
      data: { roomId: 7, bookingId: 30, refunded: false, cancelledAt: `${day(0)}T11:00:00.000Z` },
    };
    given(block, placed, cancelled)
      .when(changeTo([merdan]))
      .thenThrows('booking.guestsNotChangeable');
  });

  it('refuses a change once the guests have left', () => {
    given(block, placed, paid, checkedIn, checkedOut)
      .when(changeTo([merdan]))
      .thenThrows('booking.guestsNotChangeable');
  });

  it('refuses a change of a booking the room never had', () => {
    given(block)
      .when(changeTo([merdan]))
      .thenThrows('booking.notFound');
  });

  it('gives the booking a new version: a screen that read it before is stale', () => {
    const before = [block, placed, paid].reduce(
      (state, event, i) => evolveAt(state, event, BigInt(i)),
      initialRoomState,
    );
    const after = evolveAt(
      before,
      { type: 'GuestsChanged', data: { roomId: 7, bookingId: 30, guests: [merdan] } },
      3n,
    );
    expect(after.bookings.map((b) => b.revision)).toEqual([3]);
    expect({ ...after.bookings[0], revision: 2 }).toEqual(before.bookings[0]);
  });
});
