import { describe, expect, it } from 'vitest';
import { at, day } from '../../../test/clock';
import type { RecordedEvent } from '../event-source';
import { foldHousekeeping, housekeepingMarksOf } from './fold';

const ROOM = 7;
const maid = { userId: 40, email: 'maid@example.com', role: 5 };
const desk = { userId: 30, email: 'desk@example.com', role: 3 };
let position = 0n;

const recorded = (
  streamId: string,
  type: string,
  data: unknown,
  actor: unknown,
  instant: string,
): RecordedEvent => {
  position += 1n;
  return {
    streamId,
    streamRevision: position,
    position: { transactionId: position, globalPosition: position },
    type,
    data,
    metadata: { actor, at: instant, correlationId: 'c', causationId: null },
    createdAt: new Date(instant),
  };
};
const marked = (state: string, previous: string, instant = at(1, '09:00'), room = ROOM) =>
  recorded(
    `housekeeping-${room}`,
    'RoomHousekeepingMarked',
    { roomId: room, state, previous },
    maid,
    instant,
  );
const checkedOut = (instant: string, room = ROOM) =>
  recorded(
    `room-${room}`,
    'GuestCheckedOut',
    {
      roomId: room,
      bookingId: 99,
      at: instant,
      departedOn: day(1),
      bookedCheckout: day(1),
      early: false,
      refundTenge: 0,
    },
    desk,
    instant,
  );

describe('the housekeeping fold', () => {
  it('makes a room dirty when its guests check out, naming who checked them out', () => {
    const out = checkedOut(at(1, '11:00'));
    expect(foldHousekeeping([out])).toEqual([
      {
        room_id: ROOM,
        state: 'dirty',
        changed_at: new Date(at(1, '11:00')).toISOString(),
        changed_by: desk,
        version: out.position.globalPosition.toString(),
        mark_revision: null,
      },
    ]);
  });

  it('takes the last of a room’s marks and check-outs, in log order', () => {
    const last = marked('inspected', 'clean', at(1, '14:00'));
    const rows = foldHousekeeping([
      checkedOut(at(1, '11:00')),
      marked('clean', 'dirty', at(1, '13:00')),
      last,
    ]);
    expect(rows).toEqual([
      {
        room_id: ROOM,
        state: 'inspected',
        changed_at: new Date(at(1, '14:00')).toISOString(),
        changed_by: maid,
        version: last.position.globalPosition.toString(),
        mark_revision: last.streamRevision.toString(),
      },
    ]);
    expect(
      foldHousekeeping([marked('inspected', 'clean'), checkedOut(at(2, '11:00'))]).map(
        (row) => row.state,
      ),
    ).toEqual(['dirty']);
  });

  it('keeps the last mark’s revision through a later check-out, and versions by the later event', () => {
    const mark = marked('clean', 'dirty', at(1, '09:00'));
    const out = checkedOut(at(1, '11:00'));
    expect(foldHousekeeping([mark, out])).toEqual([
      expect.objectContaining({
        state: 'dirty',
        version: out.position.globalPosition.toString(),
        mark_revision: mark.streamRevision.toString(),
      }),
    ]);
  });

  it('lists each mark with its room, states and who set it, and no check-out', () => {
    const mark = marked('clean', 'dirty', at(1, '13:00'));
    expect(housekeepingMarksOf([checkedOut(at(1, '11:00')), mark])).toEqual([
      {
        global_position: mark.position.globalPosition.toString(),
        room_id: ROOM,
        state: 'clean',
        previous: 'dirty',
        at: new Date(at(1, '13:00')).toISOString(),
        actor: maid,
      },
    ]);
  });

  it('keeps rooms apart and reads no other event', () => {
    const rows = foldHousekeeping([
      marked('out_of_order', 'clean', at(1, '09:00'), 3),
      recorded(`room-${ROOM}`, 'ReceptionStatusToggled', { not: 'parsed' }, desk, at(1, '10:00')),
      checkedOut(at(1, '11:00')),
    ]);
    expect(rows.map((row) => [row.room_id, row.state])).toEqual([
      [3, 'out_of_order'],
      [ROOM, 'dirty'],
    ]);
  });

  it('fails on a mark its schema refuses, so the runner stops at that event', () => {
    expect(() => foldHousekeeping([marked('sparkling', 'clean')])).toThrow();
  });
});
