import { describe, it } from 'vitest';
import { day } from '../../../test/clock';
import { given } from '../../test/room-given';
import type { RoomCommand } from './room-command';
import { opened } from './room-fixtures';

const open = (blockId: number, checkin: string, checkout: string): RoomCommand => ({
  type: 'OpenRoomForOnline',
  data: { roomId: 7, blockId, checkin, checkout },
});
const remove = (blockId: number): RoomCommand => ({
  type: 'RemoveOnlineBlock',
  data: { roomId: 7, blockId },
});

describe('room decider: opening a room for online booking', () => {
  it('opens a range on a room with an empty calendar', () => {
    given()
      .when(open(1, day(10), day(19)))
      .then([opened(1, day(10), day(19))]);
  });

  it('opens a range that starts on the day another one ends (checkout day is free)', () => {
    given(opened(1, day(10), day(19)))
      .when(open(2, day(19), day(21)))
      .then([opened(2, day(19), day(21))]);
  });

  it('opens a range that ends on the day another one starts', () => {
    given(opened(1, day(19), day(29)))
      .when(open(2, day(14), day(19)))
      .then([opened(2, day(14), day(19))]);
  });

  it('refuses a range overlapping the end of an existing block', () => {
    given(opened(1, day(10), day(19)))
      .when(open(2, day(18), day(21)))
      .thenThrows('online.rangeAlreadySet');
  });

  it('refuses a range lying inside an existing block', () => {
    given(opened(1, day(10), day(19)))
      .when(open(2, day(12), day(13)))
      .thenThrows('online.rangeAlreadySet');
  });

  it('refuses a range covering an existing block', () => {
    given(opened(1, day(14), day(15)))
      .when(open(2, day(10), day(39)))
      .thenThrows('online.rangeAlreadySet');
  });

  it('refuses an empty or reversed range', () => {
    given()
      .when(open(1, day(14), day(14)))
      .thenThrows('range.checkoutBeforeCheckin');
    given()
      .when(open(1, day(14), day(10)))
      .thenThrows('range.checkoutBeforeCheckin');
  });

  it('opens a range again once the block that covered it was removed', () => {
    given(opened(1, day(10), day(19)), {
      type: 'OnlineBlockRemoved',
      data: { roomId: 7, blockId: 1 },
    })
      .when(open(2, day(12), day(13)))
      .then([opened(2, day(12), day(13))]);
  });
});

describe('room decider: removing a for-online block', () => {
  it('removes an existing block', () => {
    given(opened(1, day(10), day(19)))
      .when(remove(1))
      .then([{ type: 'OnlineBlockRemoved', data: { roomId: 7, blockId: 1 } }]);
  });

  it('refuses to remove a block the room does not have', () => {
    given(opened(1, day(10), day(19)))
      .when(remove(2))
      .thenThrows('online.notFound');
  });

  it('refuses to remove a block twice', () => {
    given(opened(1, day(10), day(19)), {
      type: 'OnlineBlockRemoved',
      data: { roomId: 7, blockId: 1 },
    })
      .when(remove(1))
      .thenThrows('online.notFound');
  });
});
