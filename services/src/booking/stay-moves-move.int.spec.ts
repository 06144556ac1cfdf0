import { describe, expect, it } from 'vitest';
import { day } from '../../../test/clock';
import { handleRoomCommand } from '../rooms/room-commands';
import { deskBookingInput } from '../../test/booking-setup';
import { stayMovesSite } from './stay-moves-setup';

/**
 * Moving a stay to another room through the staff's tRPC procedures: what the rooms, the read
 * models, the trail and the guest's mail say after. Swaps are stay-moves-swap.int.spec.ts, the
 * crash between the steps stay-moves-crash.int.spec.ts.
 */
const { deps, db, arrived, call, query, errorOf, first, sameType, otherType, placed, roomOf } =
  await stayMovesSite();

describe('moving a stay to another room', () => {
  it('offers the free rooms with the price difference, and the stays it could swap with', async () => {
    const moving = await placed(first.id, 500, 3);
    const blocking = await placed(sameType.id, 501, 1);
    const options = (await query('moveOptions', { id: moving.id })) as {
      rooms: { roomId: number; priceDifferenceTenge: number; roomTypeId: number }[];
      swaps: { roomId: number; bookingId: number }[];
    };
    expect(options.rooms.map((r) => r.roomId)).not.toContain(sameType.id);
    expect(options.rooms.map((r) => r.roomId)).not.toContain(first.id);
    expect(options.rooms.find((r) => r.roomId === otherType.id)).toMatchObject({
      roomTypeId: otherType.room_types_id,
    });
    expect(
      options.rooms
        .filter((r) => r.roomTypeId === first.room_types_id)
        .every((r) => r.priceDifferenceTenge === 0),
    ).toBe(true);
    // The three nights of the other type, less those of its own, at the types' prices (no discount here).
    const [prices] = await db.sql<{ own: string; other: string }[]>`
      select (select price_tenge from room_types where id = ${first.room_types_id})::text as own,
             (select price_tenge from room_types where id = ${otherType.room_types_id})::text as other`;
    expect(options.rooms.find((r) => r.roomId === otherType.id)?.priceDifferenceTenge).toBe(
      3 * (Number(prices?.other) - Number(prices?.own)),
    );
    expect(options.swaps).toContainEqual(
      expect.objectContaining({ roomId: sameType.id, bookingId: blocking.id }),
    );
  });

  it("offers no swap with a stay that would not fit into this booking's room", async () => {
    const moving = await placed(first.id, 900, 3);
    const fits = await placed(sameType.id, 901, 1);
    const clashes = await placed(otherType.id, 902, 3);
    // The moving booking's room holds another stay on the last two of `clashes`' nights.
    await placed(first.id, 903, 2);
    const options = (await query('moveOptions', { id: moving.id })) as {
      swaps: { roomId: number; bookingId: number }[];
    };
    expect(options.swaps).toContainEqual(
      expect.objectContaining({ roomId: sameType.id, bookingId: fits.id }),
    );
    expect(options.swaps.map((s) => s.bookingId)).not.toContain(clashes.id);
  });

  it('moves a paid stay: the new room holds it, the old room is free again, the trail and the guest are told', async () => {
    const moving = await placed(first.id, 510, 2, 'ru');
    const res = await call('move', { id: moving.id, roomId: otherType.id }, 'ru');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.data.message).toBe(
      `Бронь перенесена в номер ${otherType.room_number}`,
    );
    expect(res.json().result.data.data).toMatchObject({ id: moving.id, payment_status: 'online' });
    expect(await roomOf(moving.id)).toEqual({
      booking: otherType.id,
      type: otherType.room_types_id,
      cell: otherType.id,
      cellCheckin: day(510),
    });

    // The nights in the old room can be booked again; the new room's cannot.
    const again = await placed(first.id, 510, 2);
    expect(await roomOf(again.id)).toMatchObject({ booking: first.id });
    expect(
      await errorOf(
        'create',
        deskBookingInput({
          room: otherType.id,
          from: 510,
          nights: 1,
          email: 'late@example.com',
          channel: 'walk_in',
        }),
      ),
    ).toEqual({ status: 409, message: 'This room is already taken for the chosen dates' });

    const history = (await query('history', { id: moving.id })) as {
      event: string;
      actor: { email: string };
      changes: { field: string; before: unknown; after: unknown }[];
    }[];
    expect(history[0]).toMatchObject({
      event: 'StayMovedOut',
      actor: { email: 'mover@example.com' },
      changes: [{ field: 'room', before: first.room_number, after: otherType.room_number }],
    });
    expect(history.map((h) => h.event)).not.toContain('StayMovedIn');

    const mail = await arrived(moving.email, /изменён/);
    expect(mail.text).toContain(`${otherType.room_number} — `);
    expect(mail.text).toContain(String(moving.bookNumber));
    const [move] = await db.sql<
      { state: string }[]
    >`select state from stay_moves where booking_id = ${moving.id}`;
    expect(move?.state).toBe('done');
  });

  it('refuses a room taken on one of the nights, and changes nothing', async () => {
    const moving = await placed(first.id, 520, 3);
    await placed(sameType.id, 522, 2);
    expect(await errorOf('move', { id: moving.id, roomId: sameType.id })).toEqual({
      status: 409,
      message: 'This room is already taken for the chosen dates',
    });
    expect(await roomOf(moving.id)).toEqual({
      booking: first.id,
      type: first.room_types_id,
      cell: first.id,
      cellCheckin: day(520),
    });
    const events = await db.sql<
      { n: number }[]
    >`select count(*)::int as n from events where type like 'StayMove%' and (data->>'bookingId')::bigint = ${moving.id}`;
    expect(events[0]?.n).toBe(0);
    const [move] = await db.sql<
      { state: string; outcome: string }[]
    >`select state, outcome from stay_moves where booking_id = ${moving.id}`;
    expect(move).toEqual({ state: 'undone', outcome: 'booking.roomTaken' });
  });

  it('refuses the room the stay is in, an unknown room or booking, and an id that is no number', async () => {
    const here = await placed(first.id, 530, 1);
    const [roomRow] = await db.sql<{ id: number }[]>`select id from rooms order by id desc limit 1`;
    expect(await errorOf('move', { id: here.id, roomId: first.id })).toEqual({
      status: 400,
      message: 'The booking is already in this room',
    });
    expect(await errorOf('move', { id: here.id, roomId: (roomRow?.id ?? 0) + 1000 })).toEqual({
      status: 404,
      message: 'Room not found',
    });
    expect(await errorOf('move', { id: 99_999_999, roomId: first.id })).toMatchObject({
      status: 404,
    });
    expect((await call('move', { id: here.id, roomId: 'two' })).statusCode).toBe(400);
  });

  it('follows a command sent to the room the stay left: it is decided where the stay is now', async () => {
    const moving = await placed(first.id, 540, 2);
    expect((await call('move', { id: moving.id, roomId: sameType.id })).statusCode).toBe(200);
    // A caller that still believes the stay is in its old room (a read model behind the move).
    await handleRoomCommand(
      deps.store,
      { type: 'SetReception', data: { roomId: first.id, bookingId: moving.id, arrived: null } },
      {
        actor: 'system',
        at: new Date().toISOString(),
        correlationId: 'stale-caller',
        causationId: null,
      },
    );
    const [event] = await db.sql<{ stream_id: string }[]>`
      select stream_id from events where type = 'ReceptionStatusToggled' and (data->>'bookingId')::bigint = ${moving.id}`;
    expect(event?.stream_id).toBe(`room-${sameType.id}`);
  });

  it('lets exactly one of a move and a booking of the same nights into the room', async () => {
    const moving = await placed(first.id, 550, 2);
    const [move, booking] = await Promise.all([
      call('move', { id: moving.id, roomId: otherType.id }),
      call(
        'create',
        deskBookingInput({
          room: otherType.id,
          from: 551,
          nights: 1,
          email: 'racer@example.com',
          channel: 'walk_in',
        }),
      ),
    ]);
    expect([move.statusCode, booking.statusCode].sort()).toEqual([200, 409]);
    const held = await db.sql<{ n: number }[]>`
      select count(*)::int as n from calendar_entries where room_id = ${otherType.id} and active and payment_status <> 'for_online'
        and checkin < ${day(552)}::date and checkout > ${day(551)}::date`;
    expect(held[0]?.n).toBe(1);
  });
});
