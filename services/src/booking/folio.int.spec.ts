import { describe, expect, it } from 'vitest';
import {
  folioView,
  type BookingHistoryEntry,
  type FolioView,
  type GuestBookingView,
  type LedgerView,
  type PriceBreakdown,
  type ReconciliationView,
  type StaffBookingView,
} from '@hotel/contracts';
import { day, stay } from '../../../test/clock';
import { APPROVED_CARD, bookToBank, payAtBank, registerGuest } from '../../test/guest';
import { orderOf, placeByPhone, staffBookingsCalls } from '../../test/booking-setup';
import { createTestApp } from '../../test/test-app';

/*
 * A guest pays two stays online: A of 2 nights, B of 3. Staff then make A 3 nights and B 1 night:
 * A owes one more night, the hotel owes B two.
 */
const site = await createTestApp();
const { app, db } = site;
const staff = await site.session(2, 'desk@example.com');
const guest = await registerGuest(site, 'folio-guest@example.com');

async function paidBooking(typeId: number, checkin: number, nights: number) {
  const form = await bookToBank(site, guest, { id: typeId, ...stay(checkin, nights) });
  await payAtBank(form, APPROVED_CARD);
  const [row] = await db.sql<
    { id: string; price: PriceBreakdown }[]
  >`select id::text, price from bookings where order_id = ${orderOf(form)}`;
  if (!row) throw new Error(`no booking for ${form}`);
  return { id: Number(row.id), price: row.price, orderId: orderOf(form) };
}
/** The nights' charge of `nights` at the booking's price, as placing it prices them. */
const roomCharge = (price: PriceBreakdown, nights: number) =>
  Math.floor((nights * price.roomPriceTenge * (100 - price.discountPercent) + 50) / 100);
const tmt = (tenge: number) => tenge / 100;

const a = await paidBooking(3, 10, 2);
const b = await paidBooking(2, 19, 3);

const as = (cookie: string) => ({
  get: (url: string) => app.inject({ method: 'GET', url, headers: { cookie } }),
  send: (method: 'PUT' | 'POST', url: string, payload: object) =>
    app.inject({ method, url, payload, headers: { cookie } }),
});
const desk = as(staff.cookie);
const folio = async (id: number) => {
  const res = await desk.get(`/api/bookings/${id}/folio`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: FolioView }>().data;
};
for (const [id, dates] of [
  [a.id, stay(10, 3)],
  [b.id, stay(20, 1)],
] as const) {
  const res = await desk.send('PUT', `/api/bookings/${id}`, dates);
  if (res.statusCode !== 200) throw new Error(`change dates: ${res.body}`);
}

describe('a date change reprices the stay', () => {
  it('makes 2 nights 3: one night is due', async () => {
    expect((await folio(a.id)).balance).toBe(tmt(roomCharge(a.price, 3) - roomCharge(a.price, 2)));
  });

  it('makes 3 nights 1: two nights are owed to the guest', async () => {
    expect((await folio(b.id)).balance).toBe(tmt(roomCharge(b.price, 1) - roomCharge(b.price, 3)));
  });

  it("shows each booking's balance in the staff list", async () => {
    const list = (await desk.get('/api/bookings')).json<{ data: StaffBookingView[] }>().data;
    expect(list.find((booking) => booking.id === a.id)?.balance).toBe(
      tmt(roomCharge(a.price, 3) - roomCharge(a.price, 2)),
    );
  });

  it('books the differences in the ledger as adjustments by the person who made them', async () => {
    const ledger = (await desk.get(`/api/ledger?from=${day(0)}&to=${day(0)}`)).json<{
      data: LedgerView;
    }>().data;
    const adjustments = ledger.entries.filter((entry) => entry.kind === 'adjustment');
    expect(
      adjustments.map((entry) => [entry.booking_id, entry.amount, entry.actor, entry.date]),
    ).toEqual([
      [a.id, tmt(roomCharge(a.price, 3) - roomCharge(a.price, 2)), staff.email, day(0)],
      [b.id, tmt(roomCharge(b.price, 1) - roomCharge(b.price, 3)), staff.email, day(0)],
    ]);
  });

  it('lists the paid online bookings in the reconciliation as differing from what the bank took', async () => {
    const view = (await desk.get(`/api/ledger/reconciliation?from=${day(0)}&to=${day(0)}`)).json<{
      data: ReconciliationView;
    }>().data;
    const byOrder = new Map(view.orders.map((order) => [order.order_id, order.mismatches]));
    expect(byOrder.get(a.orderId)).toEqual([
      {
        kind: 'folio_differs',
        ledger: tmt(roomCharge(a.price, 3) + a.price.bookingFeeTenge),
        bank: tmt(a.price.totalTenge),
      },
    ]);
    expect(byOrder.get(b.orderId)).toEqual([
      {
        kind: 'folio_differs',
        ledger: tmt(roomCharge(b.price, 1) + b.price.bookingFeeTenge),
        bank: tmt(b.price.totalTenge),
      },
    ]);
  });

  it('tells the guest in their account what is still due', async () => {
    const own = (await as(guest).get('/api/profile/bookings')).json<{ data: GuestBookingView[] }>()
      .data;
    expect(own.find((booking) => booking.id === a.id)?.balance_due).toBe(
      tmt(roomCharge(a.price, 3) - roomCharge(a.price, 2)),
    );
  });
});

describe('GET /api/bookings/{id}/folio', () => {
  it('answers the lines and sums of the documented shape: a night per line, then the money', async () => {
    const view = await folio(a.id);
    expect(folioView.parse(view)).toEqual(view);
    expect(view.lines.filter((line) => line.kind === 'night').map((line) => line.date)).toEqual([
      day(10),
      day(11),
      day(12),
    ]);
    expect(view.lines.find((line) => line.kind === 'payment')).toMatchObject({
      method: 'bank',
      amount: tmt(a.price.totalTenge),
    });
    expect(view).toMatchObject({
      total: tmt(roomCharge(a.price, 3) + a.price.bookingFeeTenge),
      paid: tmt(a.price.totalTenge),
      refunded: 0,
    });
  });

  it('answers 404 for a booking there is not', async () => {
    expect((await desk.get('/api/bookings/999999/folio')).statusCode).toBe(404);
  });

  it('is for staff only', async () => {
    expect((await as(guest).get(`/api/bookings/${a.id}/folio`)).statusCode).toBe(403);
  });
});

describe('extras and payments at the desk', () => {
  it('moves the balance by a charge posted and a cash payment, each on the ledger under the person', async () => {
    const before = (await folio(b.id)).balance;
    const charged = await desk.send('POST', `/api/bookings/${b.id}/charges`, {
      description: 'Restaurant',
      amount: 150.5,
    });
    expect(charged.statusCode, charged.body).toBe(200);
    expect(charged.json<{ data: FolioView }>().data.balance).toBeCloseTo(before + 150.5, 2);
    const cash = await desk.send('POST', `/api/bookings/${b.id}/payments`, {
      method: 'cash',
      amount: 100,
    });
    expect(cash.statusCode, cash.body).toBe(200);
    const after = cash.json<{ data: FolioView }>().data;
    expect(after.balance).toBeCloseTo(before + 50.5, 2);
    expect(after.lines.slice(-2)).toMatchObject([
      { kind: 'charge', description: 'Restaurant', amount: 150.5, by: staff.email },
      { kind: 'payment', method: 'cash', amount: 100, by: staff.email },
    ]);
    const ledger = (await desk.get(`/api/ledger?from=${day(0)}&to=${day(0)}`)).json<{
      data: LedgerView;
    }>().data;
    expect(
      ledger.entries
        .filter((entry) => entry.booking_id === b.id)
        .slice(-2)
        .map((entry) => [entry.kind, entry.amount, entry.method, entry.actor]),
    ).toEqual([
      ['adjustment', 150.5, null, staff.email],
      ['payment', 100, 'cash', staff.email],
    ]);
  });

  it("names the extra and the desk's payment in the booking's history, under the person", async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/trpc/staffBookings.history?input=${encodeURIComponent(JSON.stringify({ id: b.id }))}`,
      headers: { cookie: staff.cookie },
    });
    const trail = res.json<{ result: { data: BookingHistoryEntry[] } }>().result.data;
    const changed = (event: string) => trail.find((entry) => entry.event === event);
    expect(changed('ChargePosted')).toMatchObject({ actor: { email: staff.email } });
    expect(changed('ChargePosted')?.changes).toEqual(
      expect.arrayContaining([
        { field: 'charge_amount', before: null, after: 150.5 },
        { field: 'charge', before: null, after: 'Restaurant' },
      ]),
    );
    expect(changed('DeskPaymentTaken')?.changes).toEqual(
      expect.arrayContaining([
        { field: 'desk_payment', before: null, after: 100 },
        { field: 'desk_payment_method', before: null, after: 'cash' },
      ]),
    );
  });

  it('refuses money at the desk for a booking not paid yet', async () => {
    const form = await bookToBank(site, guest, { id: 1, ...stay(30, 1) });
    const [row] = await db.sql<
      { id: string }[]
    >`select id::text from bookings where order_id = ${orderOf(form)}`;
    const res = await desk.send('POST', `/api/bookings/${row?.id ?? 0}/payments`, {
      method: 'cash',
      amount: 10,
    });
    expect(res.statusCode).toBe(409);
  });

  it('refuses an amount that is not more than zero', async () => {
    expect(
      (
        await desk.send('POST', `/api/bookings/${a.id}/charges`, {
          description: 'Nothing',
          amount: 0,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('a move to another room type reprices the stay', () => {
  it("charges the nights at the other type's price: the difference is due", async () => {
    const rooms = await db.sql<
      { id: number; room_types_id: number }[]
    >`select id, room_types_id from rooms order by id`;
    const from = rooms[0];
    const to = rooms.find((room) => room.room_types_id !== from?.room_types_id);
    if (!from || !to) throw new Error('the demo hotel needs rooms of two types');
    const { mutation: trpc } = staffBookingsCalls(site, () => staff.cookie);
    const { bookingId } = await placeByPhone(trpc, {
      room: from.id,
      from: 70,
      nights: 2,
      email: 'moved@example.com',
    });
    const moved = await trpc('move', { id: bookingId, roomId: to.id });
    expect(moved.statusCode, moved.body).toBe(200);
    const types = await db.sql<
      { id: number; price_tenge: string; discount: number; discount_status: number }[]
    >`
      select id, price_tenge::text, discount, discount_status from room_types where id in (${from.room_types_id}, ${to.room_types_id})`;
    const charge = (typeId: number) => {
      const type = types.find((t) => t.id === typeId);
      const discount = type?.discount_status === 1 ? type.discount : 0;
      return Math.floor((2 * Number(type?.price_tenge) * (100 - discount) + 50) / 100);
    };
    expect((await folio(bookingId)).balance).toBe(
      tmt(charge(to.room_types_id) - charge(from.room_types_id)),
    );
  });
});
