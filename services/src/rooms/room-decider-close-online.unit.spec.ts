import { describe, it } from 'vitest';
import type { RoomEvent } from '@hotel/contracts';
import { day } from '../../../test/clock';
import { given } from '../../test/room-given';
import type { RoomCommand } from './room-command';
import { bookingPlaced, opened } from './room-fixtures';

const close = (from: string, to: string): RoomCommand => ({
  type: 'CloseOnlineNights',
  data: { roomId: 7, from, to, blockIds: [81, 82] },
});
const removed = (blockId: number): RoomEvent => ({
  type: 'OnlineBlockRemoved',
  data: { roomId: 7, blockId },
});

describe('room decider: taking nights off online sale', () => {
  it('shortens a window cut at its end', () => {
    given(opened(1, day(5), day(20)))
      .when(close(day(15), day(20)))
      .then([removed(1), opened(81, day(5), day(15))]);
  });

  it('splits a window cut in its middle, keeping both ends on sale', () => {
    given(opened(1, day(5), day(20)))
      .when(close(day(10), day(12)))
      .then([removed(1), opened(81, day(5), day(10)), opened(82, day(12), day(20))]);
  });

  it('removes a whole window the range covers, and cuts the next one it reaches', () => {
    given(opened(1, day(5), day(8)), opened(2, day(8), day(20)))
      .when(close(day(4), day(10)))
      .then([removed(1), removed(2), opened(81, day(10), day(20))]);
  });

  it('refuses a range where a booking holds a night', () => {
    given(opened(1, day(5), day(20)), bookingPlaced())
      .when(close(day(13), day(16)))
      .thenThrows('online.hasBooking');
  });

  it('takes nights next to a booking, leaving the booked ones in the window', () => {
    given(opened(1, day(5), day(20)), bookingPlaced())
      .when(close(day(14), day(20)))
      .then([removed(1), opened(81, day(5), day(14))]);
  });

  it('refuses a range with no for-online night', () => {
    given(opened(1, day(5), day(10)))
      .when(close(day(10), day(14)))
      .thenThrows('online.noNightsInRange');
  });

  it('refuses a range that ends before it starts', () => {
    given(opened(1, day(5), day(20)))
      .when(close(day(12), day(12)))
      .thenThrows('range.checkoutBeforeCheckin');
  });
});
