import { describe, expect, it } from 'vitest';
import { stay } from '../../../test/clock';
import { stayMovesSite } from './stay-moves-setup';

/**
 * Swapping two stays through the staff's tRPC procedures: what the rooms and the trails say
 * after. Moves are stay-moves-move.int.spec.ts, the crash between the steps
 * stay-moves-crash.int.spec.ts.
 */
const { call, query, errorOf, first, sameType, placed, roomOf } = await stayMovesSite();

describe('swapping two stays', () => {
  it('trades their rooms: each room holds the other stay, both trails say so', async () => {
    const a = await placed(first.id, 560, 3);
    const b = await placed(sameType.id, 561, 3);
    const res = await call('swap', { id: a.id, otherId: b.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.data.message).toBe(
      `Bookings No. ${a.bookNumber} and No. ${b.bookNumber} swapped rooms`,
    );
    expect(await roomOf(a.id)).toMatchObject({ booking: sameType.id, cell: sameType.id });
    expect(await roomOf(b.id)).toMatchObject({ booking: first.id, cell: first.id });
    for (const [id, from, to] of [
      [a.id, first, sameType],
      [b.id, sameType, first],
    ] as const) {
      const history = (await query('history', { id })) as {
        event: string;
        changes: { field: string; before: unknown; after: unknown }[];
      }[];
      expect(history[0]).toMatchObject({
        event: 'StayMovedOut',
        changes: [{ field: 'room', before: from.room_number, after: to.room_number }],
      });
    }
    // Both stays go on living in their new rooms: a change of dates is decided there.
    expect((await call('changeDates', { id: b.id, ...stay(561, 2) })).statusCode).toBe(200);
  });

  it('refuses a swap where one stay does not fit into the other room, and leaves both as they were', async () => {
    const a = await placed(first.id, 570, 2);
    const b = await placed(sameType.id, 570, 4);
    // Room `first` is taken on b's last nights by a third stay.
    await placed(first.id, 572, 2);
    expect(await errorOf('swap', { id: a.id, otherId: b.id })).toEqual({
      status: 409,
      message: "These bookings cannot swap rooms: each must fit into the other's room",
    });
    expect(await roomOf(a.id)).toMatchObject({ booking: first.id });
    expect(await roomOf(b.id)).toMatchObject({ booking: sameType.id });
    // b was frozen in its room by the swap and is free again: staff can act on it.
    expect((await call('changeDates', { id: b.id, ...stay(570, 3) })).statusCode).toBe(200);
    expect((await call('changeDates', { id: a.id, ...stay(570, 1) })).statusCode).toBe(200);
  });
});
