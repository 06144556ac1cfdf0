import { describe, expect, it } from 'vitest';
import { at, day, stay } from '../../../test/clock';
import { book, bookToBank, registerGuest, singleFreeRoom } from '../../test/guest';
import { historyOf } from '../../test/booking-history';
import { bookingIdOf, deskStaff, paidBookingId } from '../../test/booking-setup';
import { createTestApp } from '../../test/test-app';

// Reception's check-in, check-out and early departure, through the staff's tRPC procedures.
const site = await createTestApp();
const { app, db } = site;
const {
  cookie: staffCookie,
  moveTo,
  mutation,
  errorOf,
} = await deskStaff(site, 'front-desk@example.com');
const receptionList = async () => {
  const res = await app.inject({
    method: 'GET',
    url: `/trpc/staffBookings.list?input=${encodeURIComponent(JSON.stringify({ list: 'reception' }))}`,
    headers: { cookie: staffCookie() },
  });
  return (res.json().result.data as { id: number }[]).map((b) => b.id);
};
const search = (checkin: string, checkout: string) =>
  app.inject({ method: 'POST', url: '/api/search-room?l=en', payload: { checkin, checkout } });
const freeRoomsOf = async (typeId: number, checkin: string, checkout: string) => {
  const res = await search(checkin, checkout);
  if (res.statusCode === 404) return 0;
  return (
    (res.json().data as { id: number; available_rooms: number }[]).find((t) => t.id === typeId)
      ?.available_rooms ?? 0
  );
};

// The only room of its type open online on days 300 .. 310; a guest pays for the nights 300 .. 304.
const { roomId, typeId } = await singleFreeRoom(site, day(300), day(310));
const guest = await registerGuest(site, 'early-leaver@example.com');
const paidId = await paidBookingId(site, guest, { id: typeId, ...stay(300, 4) });
// Another guest's booking, never paid.
const unpaidForm = await bookToBank(site, await registerGuest(site, 'unpaid@example.com'), {
  id: typeId,
  ...stay(306, 2),
});
const unpaidId = await bookingIdOf(site, unpaidForm);

/**
 * A new guest's paid booking of `nights` from day `first`, in the only room of a type that staff
 * open online from day `first` until day `openUntil`; its id.
 */
async function paidInOnlyRoom(email: string, first: number, nights: number, openUntil: number) {
  const { typeId: otherType } = await singleFreeRoom(site, day(first), day(openUntil));
  return paidBookingId(site, await registerGuest(site, email), {
    id: otherType,
    ...stay(first, nights),
  });
}

describe('check-in', () => {
  it('is refused before the check-in date at the hotel', async () => {
    await moveTo(at(299, '23:30'));
    expect(await errorOf('checkIn', { id: paidId })).toEqual({
      status: 400,
      message: 'Check-in is possible from the arrival date',
    });
  });

  it('is refused for a booking not paid', async () => {
    await moveTo(at(306, '15:00'));
    expect(await errorOf('checkIn', { id: unpaidId })).toEqual({
      status: 409,
      message: 'The booking is not paid yet',
    });
  });

  it('marks the arrival: reception status 1, the "at reception" list, the history', async () => {
    await moveTo(at(300, '15:00'));
    const res = await mutation('checkIn', { id: paidId }, 'ru');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.message).toBe('Гости заселены');
    expect(res.json().result.data.data).toMatchObject({
      id: paidId,
      status: 1,
      checked_in_at: expect.stringContaining(day(300)),
      checked_out_at: null,
    });
    expect(await receptionList()).toContain(paidId);
    const [cell] = await db.sql<
      { reception_status: number }[]
    >`select reception_status from calendar_entries where id = ${paidId}`;
    expect(cell?.reception_status).toBe(1);
    const [history] = await db.sql<
      { actor: { email: string } }[]
    >`select actor from booking_history where booking_id = ${paidId} and event_type = 'GuestCheckedIn'`;
    expect(history?.actor.email).toBe('front-desk@example.com');
  });

  it('is refused twice', async () => {
    expect(await errorOf('checkIn', { id: paidId })).toEqual({
      status: 409,
      message: 'The guests are already checked in',
    });
  });
});

describe('early departure', () => {
  it('keeps the remaining nights sold until the guests leave', async () => {
    expect(await freeRoomsOf(typeId, day(302), day(304))).toBe(0);
  });

  it('refuses a departure after today or after the booked checkout', async () => {
    await moveTo(at(302, '11:00'));
    expect(await errorOf('checkOut', { id: paidId, departedOn: day(303), refundTenge: 0 })).toEqual(
      { status: 400, message: 'The departure date cannot be after today' },
    );
    expect(
      await errorOf('checkOut', { id: paidId, departedOn: day(305), refundTenge: 0 }),
    ).toMatchObject({ status: 400 });
  });

  it('ends the stay on the day they left, returns the money through the bank and frees the rest', async () => {
    const res = await mutation('checkOut', {
      id: paidId,
      departedOn: day(302),
      refundTenge: 12_345,
    });
    expect(res.statusCode).toBe(200);
    const dotted = day(302).split('-').reverse().join('.');
    expect(res.json().result.data.message).toBe(
      `The guests left early on ${dotted}: the freed nights are on online sale again; the bank returned 123.45 TMT to the guest's card`,
    );
    expect(res.json().result.data.data).toMatchObject({
      checkout: at(302, '12:00'),
      booked_checkout: at(304, '12:00'),
      departure_refund: 123.45,
    });
    const [cell] = await db.sql<
      { checkout: string }[]
    >`select checkout::text from calendar_entries where id = ${paidId}`;
    expect(cell?.checkout).toBe(day(302));
    const [row] = await db.sql<
      { checked_out_at: Date | null; refunded_tenge: string }[]
    >`select checked_out_at, refunded_tenge::text from bookings where id = ${paidId}`;
    expect(row?.checked_out_at?.toISOString()).toBe(new Date(at(302, '11:00')).toISOString());
    // Returned through the bank (departure-refund.int.spec.ts tells the rest): on the books.
    expect(row?.refunded_tenge).toBe('12345');
    expect(
      await db.sql`select 1 from ledger where booking_id = ${paidId} and kind = 'refund'`,
    ).toHaveLength(1);
    const history = (await historyOf(db.sql, paidId)).find(
      (h) => h.event_type === 'GuestCheckedOut',
    );
    expect(history?.after).toMatchObject({ checkout: day(302), departure_refund_tenge: 12_345 });
    expect(await receptionList()).not.toContain(paidId);
  });

  it('lets a new guest find and book the freed nights online', async () => {
    expect(await freeRoomsOf(typeId, day(302), day(304))).toBe(1);
    const next = await registerGuest(site, 'next-guest@example.com');
    expect((await book(site, next, { id: typeId, ...stay(302, 2) })).status).toBe(200);
    expect(await freeRoomsOf(typeId, day(302), day(304))).toBe(0);
    const [taken] = await db.sql<
      { room_id: number }[]
    >`select room_id from bookings where email = 'next-guest@example.com'`;
    expect(taken?.room_id).toBe(roomId);
  });

  it('is refused twice, and the reception toggle no longer applies', async () => {
    expect(await errorOf('checkOut', { id: paidId, departedOn: day(302), refundTenge: 0 })).toEqual(
      { status: 409, message: 'The guests have already checked out' },
    );
    expect(await errorOf('setReception', { id: paidId, status: 0 })).toEqual({
      status: 409,
      message: 'The guests have already checked out',
    });
  });
});

describe('check-out on the booked day', () => {
  it('is refused before check-in, then frees nothing more than the stay', async () => {
    const id = await paidInOnlyRoom('on-time@example.com', 320, 2, 330);
    await moveTo(at(322, '10:00'));
    expect(await errorOf('checkOut', { id, departedOn: day(322), refundTenge: 0 })).toEqual({
      status: 409,
      message: 'The guests are not checked in yet',
    });
    // The spec's reception flag is no check-in: still refused after it.
    expect((await mutation('setReception', { id, status: 1 })).statusCode).toBe(200);
    expect(await errorOf('checkOut', { id, departedOn: day(322), refundTenge: 0 })).toEqual({
      status: 409,
      message: 'The guests are not checked in yet',
    });
    expect((await mutation('checkIn', { id })).statusCode).toBe(200);
    const res = await mutation('checkOut', { id, departedOn: day(322), refundTenge: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.message).toBe('The guests are checked out');
    const [cell] = await db.sql<
      { checkout: string }[]
    >`select checkout::text from calendar_entries where id = ${id}`;
    expect(cell?.checkout).toBe(day(322));
    const [row] = await db.sql<
      { booked_checkout: string | null }[]
    >`select booked_checkout::text from bookings where id = ${id}`;
    expect(row?.booked_checkout).toBeNull();
  });
});

describe('early departure without money back', () => {
  it('says so when no money is returned', async () => {
    const id = await paidInOnlyRoom('no-refund@example.com', 340, 3, 345);
    await moveTo(at(340, '15:00'));
    expect((await mutation('checkIn', { id })).statusCode).toBe(200);
    await moveTo(at(341, '09:00'));
    const res = await mutation('checkOut', { id, departedOn: day(341), refundTenge: 0 }, 'tm');
    const dotted = day(341).split('-').reverse().join('.');
    expect(res.json().result.data.message).toBe(
      `Myhmanlar ${dotted} senesinde möhletinden öň gitdi: boşan gijeler ýene onlaýn satuwda; pul gaýtarylmaýar`,
    );
  });
});
