import { afterAll } from 'vitest';
import { GUEST } from '../../test/guest';
import { deskStaff, placeByPhone } from '../../test/booking-setup';
import { roomOfBooking } from '../../test/booking-room';
import { openMailbox } from '../../test/mailbox';
import { createTestApp } from '../../test/test-app';

/**
 * A site of its own for a desk rules spec: a desk session whose clock can move, its REST and tRPC
 * calls, four rooms of two types (one for a single guest, one off sale) and phone bookings placed
 * on them. Each spec calls it once at its top, so each gets its own database.
 */
export async function deskRulesSite() {
  const site = await createTestApp();
  const { app, db } = site;
  const { close } = await openMailbox(site);
  afterAll(close);
  const {
    cookie,
    moveTo,
    mutation: call,
    query,
    errorOf,
  } = await deskStaff(site, 'desk-rules@example.com');
  const moveOverRest = (id: number, body: object) =>
    app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/move?l=en`,
      headers: { cookie: cookie() },
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
    const email = `desk-guest-${++booked}@example.com`;
    return (await placeByPhone(call, { room, from, nights, email, guests })).bookingId;
  }
  const roomOf = (id: number) => roomOfBooking(db.sql, id);

  return {
    app,
    db,
    cookie,
    moveTo,
    call,
    query,
    errorOf,
    moveOverRest,
    home,
    small,
    hidden,
    spare,
    TWO_GUESTS,
    placed,
    roomOf,
  };
}
