import { afterAll, describe, expect, it } from 'vitest';
import { at, day, stay } from '../../../test/clock';
import { historyOf } from '../../test/booking-history';
import { GUEST } from '../../test/guest';
import { openMailbox } from '../../test/mailbox';
import { createTestApp } from '../../test/test-app';

/**
 * The desk's rules: where a stay may move (over REST and tRPC), a checked-in guest's move for the
 * rest of the stay, check-in apart from the spec's reception flag, a same-day departure, and
 * phone bookings (any free night, a phone number, no e-mail needed).
 */
const site = await createTestApp();
const { app, db } = site;
const { close } = await openMailbox(site);
afterAll(close);
let desk = await site.session(2, 'desk-rules@example.com');
/** The hotel's clock moves days ahead: staff log in again (sessions expire meanwhile). */
const moveTo = async (instant: string) => {
  site.setNow(instant);
  desk = await site.session(2, 'desk-rules@example.com');
};

const call = (path: string, input: unknown) =>
  app.inject({
    method: 'POST',
    url: `/trpc/staffBookings.${path}`,
    headers: { cookie: desk.cookie, 'x-lang': 'en' },
    payload: input as object,
  });
const query = async (path: string, input: unknown) => {
  const res = await app.inject({
    method: 'GET',
    url: `/trpc/staffBookings.${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
    headers: { cookie: desk.cookie, 'x-lang': 'en' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data;
};
const errorOf = async (path: string, input: unknown) => {
  const res = await call(path, input);
  return { status: res.statusCode, message: res.json().error?.message as string | undefined };
};
const moveOverRest = (id: number, body: object) =>
  app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/move?l=en`,
    headers: { cookie: desk.cookie },
    payload: body,
  });

const rooms = await db.sql<
  { id: number; room_number: string; room_types_id: number }[]
>`select id, room_number, room_types_id from rooms order by id`;
const [home, small, hidden, spare] = [
  rooms[0],
  rooms.find((r) => r.room_types_id !== rooms[0]?.room_types_id),
  rooms[1],
  rooms[2],
];
if (
  !home ||
  !small ||
  !hidden ||
  !spare ||
  new Set([home.id, small.id, hidden.id, spare.id]).size < 4
)
  throw new Error('the demo hotel needs four rooms of two types');
// A type for one guest, a room taken off sale: what the move rules are about.
await db.sql`update room_types set capacity = 1 where id = ${small.room_types_id}`;
await db.sql`update room_types set capacity = 4 where id = ${home.room_types_id}`;
await db.sql`update rooms set status = 0 where id = ${hidden.id}`;

const TWO_GUESTS = [
  GUEST,
  { full_name: 'Merdan Berdiýew', passport_serial: 'BN', passport_number: '654321' },
];
let booked = 0;
/** A phone booking paid in cash on `room` for `nights` from day `from`; its id. */
async function placed(
  room: number,
  from: number,
  nights: number,
  guests: object[] = [GUEST],
): Promise<number> {
  const res = await call('create', {
    room_id: room,
    ...stay(from, nights),
    guests,
    phone: '+993 65 123456',
    email: `desk-guest-${++booked}@example.com`,
    language: 'en',
    channel: 'phone',
    payment: { kind: 'reception', method: 'cash' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().result.data.data as { bookingId: number }).bookingId;
}
const roomOf = async (id: number) => {
  const [row] = await db.sql<{ room_id: number }[]>`select room_id from bookings where id = ${id}`;
  const [cell] = await db.sql<
    { room_id: number; checkin: string }[]
  >`select room_id, checkin::text from calendar_entries where id = ${id}`;
  return { booking: row?.room_id, cell: cell?.room_id, cellCheckin: cell?.checkin };
};

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

describe('check-in and the reception flag', () => {
  it('the flag on a future booking records no check-in, and check-in waits for the arrival day', async () => {
    const id = await placed(home.id, 5, 2);
    expect((await call('setReception', { id, status: 1 })).statusCode).toBe(200);
    const [row] = await db.sql<
      { reception_status: number; checked_in_at: Date | null }[]
    >`select reception_status, checked_in_at from bookings where id = ${id}`;
    expect(row).toEqual({ reception_status: 1, checked_in_at: null });
    expect(await errorOf('checkIn', { id })).toEqual({
      status: 400,
      message: 'Check-in is possible from the arrival date',
    });
    expect(await errorOf('checkOut', { id, departedOn: day(0), refundTenge: 0 })).toMatchObject({
      status: 409,
    });
  });

  it('checks out on the arrival day: the nights are free again', async () => {
    const id = await placed(spare.id, 0, 2);
    expect((await call('checkIn', { id })).statusCode).toBe(200);
    const res = await call('checkOut', { id, departedOn: day(0), refundTenge: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db.sql<
      { checkout: string; booked_checkout: string }[]
    >`select checkout::text, booked_checkout::text from bookings where id = ${id}`;
    expect(row).toEqual({ checkout: day(0), booked_checkout: day(2) });
    await placed(spare.id, 0, 2);
  });
});

describe('phone bookings', () => {
  it('take nights open for online sale', async () => {
    const opened = await app.inject({
      method: 'POST',
      url: '/api/set-room-for-online?l=en',
      headers: { cookie: desk.cookie },
      payload: { room_id: spare.id, checkin: day(70), checkout: day(80) },
    });
    // Open now, or by the demo hotel's own windows already.
    expect([200, 409]).toContain(opened.statusCode);
    const [block] = await db.sql<{ id: string }[]>`
      select id::text from calendar_entries where room_id = ${spare.id} and payment_status = 'for_online' and checkin <= ${day(72)} and checkout >= ${day(74)}`;
    expect(block).toBeDefined();
    await placed(spare.id, 72, 2);
  });

  it('keep the phone number, need no e-mail, and the staff lists show the phone', async () => {
    const res = await call('create', {
      room_id: spare.id,
      ...stay(84, 1),
      guests: [GUEST],
      phone: '+993 12 345678',
      language: 'tm',
      channel: 'phone',
      payment: { kind: 'reception', method: 'cash' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { bookingId } = res.json().result.data.data as { bookingId: number };
    const listed = (
      (await query('list', { list: 'active' })) as {
        id: number;
        phone: string | null;
        email: string;
      }[]
    ).find((b) => b.id === bookingId);
    expect(listed).toMatchObject({ phone: '+993 12 345678', email: '' });
  });

  it('show the price before saving: the quote is what the booking is charged', async () => {
    const quote = (await query('quote', { room_id: spare.id, ...stay(88, 2) })) as {
      totalTenge: number;
      nights: number;
    };
    expect(quote.nights).toBe(2);
    const id = await placed(spare.id, 88, 2);
    const [row] = await db.sql<
      { amount_tenge: string }[]
    >`select amount_tenge::text from bookings where id = ${id}`;
    expect(Number(row?.amount_tenge)).toBe(quote.totalTenge);
  });

  it('refuse a phone booking without a phone number, and a payment link without an e-mail', async () => {
    const base = { room_id: spare.id, ...stay(86, 1), guests: [GUEST], language: 'en' };
    expect(
      await errorOf('create', {
        ...base,
        email: 'x@example.com',
        channel: 'phone',
        payment: { kind: 'reception', method: 'cash' },
      }),
    ).toMatchObject({ status: 400 });
    expect(
      await errorOf('create', {
        ...base,
        phone: '+99365123456',
        channel: 'walk_in',
        payment: { kind: 'online_link' },
      }),
    ).toMatchObject({ status: 400 });
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
    expect(await roomOf(id)).toEqual({ booking: spare.id, cell: spare.id, cellCheckin: day(2) });
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
