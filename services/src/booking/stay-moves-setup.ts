import { afterAll } from 'vitest';
import { deskStaff, placeByPhone } from '../../test/booking-setup';
import { roomOfBooking } from '../../test/booking-room';
import { openMailbox } from '../../test/mailbox';
import { createTestApp } from '../../test/test-app';

/**
 * A site of its own for a stay move spec: a desk session whose clock can move and its tRPC calls,
 * two rooms of one type and one of another without discounts, phone bookings placed on them and
 * where a booking is now. Each spec calls it once at its top, so each gets its own database.
 */
export async function stayMovesSite() {
  const site = await createTestApp();
  const { deps, db } = site;
  const { arrived, close } = await openMailbox(site);
  afterAll(close);
  const desk = await deskStaff(site, 'mover@example.com');

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
    const { bookingId, bookNumber } = await placeByPhone(desk.mutation, {
      room,
      from,
      nights,
      email,
      language,
    });
    return { id: bookingId, bookNumber, email };
  }
  const roomOf = (id: number) => roomOfBooking(db.sql, id);

  return {
    app: site.app,
    deps,
    db,
    arrived,
    cookie: desk.cookie,
    moveTo: desk.moveTo,
    call: desk.mutation,
    query: desk.query,
    errorOf: desk.errorOf,
    first,
    sameType,
    otherType,
    placed,
    roomOf,
  };
}
