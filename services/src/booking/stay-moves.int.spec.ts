import { afterAll, describe, expect, it } from 'vitest';
import { day, stay } from '../../../test/clock';
import { GUEST } from '../../test/guest';
import { openMailbox } from '../../test/mailbox';
import { createTestApp } from '../../test/test-app';
import { handleRoomCommand } from '../rooms/room-commands';

/**
 * Moving a stay to another room and swapping two stays, through the staff's
 * tRPC procedures: what the rooms, the read models, the trail and the guest's mail say after.
 * The crash between the steps is stay-moves-crash.int.spec.ts.
 */
const site = await createTestApp();
const { app, deps, db } = site;
const { arrived, close } = await openMailbox(site);
afterAll(close);
const desk = await site.session(2, 'mover@example.com');

const call = (path: string, input: unknown, lang = 'en') =>
  app.inject({
    method: 'POST',
    url: `/trpc/staffBookings.${path}`,
    headers: { cookie: desk.cookie, 'x-lang': lang },
    payload: input as object,
  });
const query = async (path: string, input: unknown) => {
  const res = await app.inject({
    method: 'GET',
    url: `/trpc/staffBookings.${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
    headers: { cookie: desk.cookie, 'x-lang': 'en' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().result.data;
};
const errorOf = async (path: string, input: unknown) => {
  const res = await call(path, input);
  return { status: res.statusCode, message: res.json().error?.message as string | undefined };
};

// Rooms far from the demo windows' reach of each other: two of one type, one of another.
const rooms = await db.sql<
  { id: number; room_number: string; room_types_id: number }[]
>`select id, room_number, room_types_id from rooms order by id`;
const first = rooms[0];
const sameType = rooms.find((r) => r !== first && r.room_types_id === first?.room_types_id);
const otherType = rooms.find((r) => r.room_types_id !== first?.room_types_id);
if (!first || !sameType || !otherType)
  throw new Error('the demo hotel needs two rooms of a type and one of another');
// The price difference offered is the nights at each type's price: no discount muddles it here.
await db.sql`update room_types set discount_status = 0 where id in (${first.room_types_id}, ${otherType.room_types_id})`;

let guests = 0;
/** A phone booking on `room` for `nights` from day `from`, paid in cash at reception; its id. */
async function placed(
  room: number,
  from: number,
  nights: number,
  language = 'en',
): Promise<{ id: number; bookNumber: number; email: string }> {
  const email = `moved-guest-${++guests}@example.com`;
  const res = await call('create', {
    room_id: room,
    ...stay(from, nights),
    guests: [GUEST],
    phone: '+993 65 333333',
    email,
    language,
    channel: 'phone',
    payment: { kind: 'reception', method: 'cash' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { bookingId, bookNumber } = res.json().result.data.data as {
    bookingId: number;
    bookNumber: number;
  };
  return { id: bookingId, bookNumber, email };
}
const roomOf = async (id: number) => {
  const [row] = await db.sql<
    { room_id: number; room_type_id: number }[]
  >`select room_id, room_type_id from bookings where id = ${id}`;
  const [cell] = await db.sql<
    { room_id: number }[]
  >`select room_id from calendar_entries where id = ${id}`;
  return { booking: row?.room_id, type: row?.room_type_id, cell: cell?.room_id };
};

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
    });

    // The nights in the old room can be booked again; the new room's cannot.
    const again = await placed(first.id, 510, 2);
    expect(await roomOf(again.id)).toMatchObject({ booking: first.id });
    expect(
      await errorOf('create', {
        room_id: otherType.id,
        ...stay(510, 1),
        guests: [GUEST],
        email: 'late@example.com',
        language: 'en',
        channel: 'walk_in',
        payment: { kind: 'reception', method: 'cash' },
      }),
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
      call('create', {
        room_id: otherType.id,
        ...stay(551, 1),
        guests: [GUEST],
        email: 'racer@example.com',
        language: 'en',
        channel: 'walk_in',
        payment: { kind: 'reception', method: 'cash' },
      }),
    ]);
    expect([move.statusCode, booking.statusCode].sort()).toEqual([200, 409]);
    const held = await db.sql<{ n: number }[]>`
      select count(*)::int as n from calendar_entries where room_id = ${otherType.id} and active and payment_status <> 'for_online'
        and checkin < ${day(552)}::date and checkout > ${day(551)}::date`;
    expect(held[0]?.n).toBe(1);
  });
});

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
