import { describe, expect, it } from 'vitest';
import { at, day } from '../../../test/clock';
import { historyOf } from '../../test/booking-history';
import { deskRulesSite } from './desk-rules-setup';

/**
 * The desk's rules on where a stay may move (over REST and tRPC), and a checked-in guest's move
 * for the rest of the stay.
 */
const {
  db,
  moveTo,
  call,
  query,
  moveOverRest,
  home,
  small,
  hidden,
  spare,
  TWO_GUESTS,
  placed,
  roomOf,
} = await deskRulesSite();

describe('where a stay may move', () => {
  it('offers neither a room whose type holds fewer guests nor one not published, and says why for the manager', async () => {
    const id = await placed(home.id, 40, 2, TWO_GUESTS);
    const options = (await query('moveOptions', { id })) as {
      rooms: { roomId: number }[];
      overridable: { roomId: number; refusal: string }[];
    };
    const offered = options.rooms.map((r) => r.roomId);
    expect(offered).not.toContain(small.id);
    expect(offered).not.toContain(hidden.id);
    expect(offered).toContain(spare.id);
    expect(options.overridable).toContainEqual(
      expect.objectContaining({
        roomId: small.id,
        refusal: 'Sleeps 1; the stay has 2 guests',
      }),
    );
    expect(options.overridable).toContainEqual(
      expect.objectContaining({
        roomId: hidden.id,
        refusal: 'Not on sale: the room or its type is not published',
      }),
    );
  });

  it('refuses over REST a room whose type holds fewer guests than the stay: 409 with the reason, nothing moved', async () => {
    const id = await placed(home.id, 44, 2, TWO_GUESTS);
    const res = await moveOverRest(id, { room_id: small.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      `Room ${small.room_number} sleeps 1, and the stay has 2 guests. A manager may move it there with a reason.`,
    );
    expect(await roomOf(id)).toMatchObject({ booking: home.id, cell: home.id });
  });

  it('refuses over REST a room that is not published', async () => {
    const id = await placed(home.id, 48, 1);
    const res = await moveOverRest(id, { room_id: hidden.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain('not on sale');
  });

  it('moves over REST to a room that takes the stay', async () => {
    const id = await placed(home.id, 52, 1);
    const res = await moveOverRest(id, { room_id: spare.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: `The booking was moved to room ${spare.room_number}`,
      data: { id, room_id: spare.id },
    });
    expect(await roomOf(id)).toMatchObject({ booking: spare.id, cell: spare.id });
  });

  it("lets the manager override with a reason, recorded in the move's events and the trail", async () => {
    const id = await placed(home.id, 56, 2, TWO_GUESTS);
    const reason = 'Family asked for the sea view; an extra bed is set up';
    const res = await moveOverRest(id, { room_id: small.id, reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(await roomOf(id)).toMatchObject({ booking: small.id });
    const history = await historyOf(db.sql, id);
    expect(history.find((h) => h.event_type === 'StayMovedOut')?.after).toMatchObject({
      room_id: small.id,
      move_reason: reason,
    });
    const [event] = await db.sql<{ data: { overrideReason?: string } }[]>`
      select data from events where type = 'StayMovedIn' and (data->>'bookingId')::bigint = ${id}`;
    expect(event?.data.overrideReason).toBe(reason);
  });

  it('refuses an empty reason as no reason', async () => {
    const id = await placed(home.id, 60, 2, TWO_GUESTS);
    expect((await moveOverRest(id, { room_id: small.id, reason: '   ' })).statusCode).toBe(400);
  });
});

describe('a checked-in guest', () => {
  it('moves for the rest of the stay: the nights slept stay in the old room', async () => {
    const id = await placed(home.id, 1, 3);
    await moveTo(at(1, '15:00'));
    expect((await call('checkIn', { id })).statusCode).toBe(200);
    await moveTo(at(2, '12:00'));
    const res = await call('move', { id, roomId: spare.id });
    expect(res.statusCode, res.body).toBe(200);
    // The calendar shows the rest of the stay in the new room; the booking is the new room's.
    expect(await roomOf(id)).toEqual({
      booking: spare.id,
      type: spare.room_types_id,
      cell: spare.id,
      cellCheckin: day(2),
    });
    const history = await historyOf(db.sql, id);
    expect(history.find((h) => h.event_type === 'StayMovedOut')?.after).toMatchObject({
      room_id: spare.id,
      moved_on: day(2),
      checkin: day(1),
    });
    // Checked out of the new room at the end of the stay.
    await moveTo(at(4, '11:00'));
    expect((await call('checkOut', { id, departedOn: day(4), refundTenge: 0 })).statusCode).toBe(
      200,
    );
  });
});
