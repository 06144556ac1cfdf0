import { afterAll, describe, expect, it } from 'vitest';
import { at, day, stay } from '../../../test/clock';
import {
  APPROVED_CARD,
  bankOrder,
  book,
  bookToBank,
  GUEST,
  payAtBank,
  registerGuest,
  singleFreeRoom,
} from '../../test/guest';
import { historyOf } from '../../test/booking-history';
import { openMailbox } from '../../test/mailbox';
import { closedRoomId, createTestApp } from '../../test/test-app';
import type { FolioView } from '@hotel/contracts';
import type { BankGateway } from '../bank/gateway';

/**
 * Staff cancel any booking (paid or not, online or taken by phone) with a reason, give back all,
 * part or nothing of what was paid — through the bank's `refund.do` for what the bank took, once
 * whatever is retried or dies, or as cash or a bank transfer otherwise — and mark a no-show after
 * the arrival day. The nights are on sale again and the guest is told in their language.
 */
const site = await createTestApp();
const { app, db, poller } = site;
const { arrived, close } = await openMailbox(site);
afterAll(close);

/** Every `refund.do` this application sends. */
const refundCalls: { orderId: string; amount: number }[] = [];
const counting = (bank: BankGateway): BankGateway => ({
  ...bank,
  async refund(orderId, amount) {
    refundCalls.push({ orderId, amount });
    return bank.refund(orderId, amount);
  },
});
const sandbox = site.deps.bank;
site.deps.bank = counting(sandbox);
const callsFor = (orderId: string) => refundCalls.filter((c) => c.orderId === orderId);

const MANAGER = 'manager@example.com';
let staffCookie = (await site.session(2, MANAGER)).cookie;
const moveTo = async (instant: string) => {
  site.setNow(instant);
  staffCookie = (await site.session(2, MANAGER)).cookie;
};

type Refund = 'none' | 'full' | { amount: number };
const cancel = (
  id: number,
  refund: Refund,
  lang = 'en',
  reason = 'The guest called: plans changed',
) =>
  app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/cancel?l=${lang}`,
    headers: { cookie: staffCookie },
    payload: { reason, refund },
  });
const noShow = (id: number, lang = 'en') =>
  app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/no-show?l=${lang}`,
    headers: { cookie: staffCookie },
  });

/** A guest's online booking of the one room open for its type, on the bank's page (paid when `pay`). */
async function onlineBooking(email: string, first: number, nights: number, pay: boolean) {
  await moveTo(at(0, '10:00'));
  const { typeId, roomId } = await singleFreeRoom(site, day(first), day(first + nights));
  const form = await bookToBank(site, await registerGuest(site, email), {
    id: typeId,
    ...stay(first, nights),
  });
  if (pay) await payAtBank(form, APPROVED_CARD);
  const orderId = new URL(form).searchParams.get('mdOrder') ?? '';
  const [row] = await db.sql<{ id: string; amount_tenge: string; book_number: number }[]>`
    select id::text, amount_tenge::text, book_number from bookings where order_id = ${orderId}`;
  return {
    id: Number(row?.id),
    form,
    orderId,
    typeId,
    roomId,
    total: Number(row?.amount_tenge),
    bookNumber: row?.book_number,
  };
}

/** A booking staff took by phone in a room no for-online block opens, paid at the desk in cash. */
async function phoneBooking(email: string, first: number, nights: number, language = 'en') {
  const room = await closedRoomId(site.deps);
  const created = await app.inject({
    method: 'POST',
    url: '/trpc/staffBookings.create',
    headers: { cookie: staffCookie, 'x-lang': 'en' },
    payload: {
      room_id: room,
      ...stay(first, nights),
      guests: [GUEST],
      email,
      language,
      channel: 'phone',
      phone: '+993 65 123456',
      payment: { kind: 'reception', method: 'cash' },
    },
  });
  expect(created.statusCode).toBe(200);
  const id = (created.json().result.data.data as { bookingId: number }).bookingId;
  const [row] = await db.sql<
    { amount_tenge: string; book_number: number }[]
  >`select amount_tenge::text, book_number from bookings where id = ${id}`;
  return { id, total: Number(row?.amount_tenge), bookNumber: row?.book_number };
}

const bookingRow = async (id: number) =>
  (
    await db.sql<
      { state: string; refunded_tenge: string }[]
    >`select state, refunded_tenge::text from bookings where id = ${id}`
  )[0];
const ledgerOf = async (id: number) =>
  (
    await db.sql<
      {
        kind: string;
        amount_tenge: string;
        order_id: string | null;
        method: string | null;
        actor: { email?: string } | string;
      }[]
    >`
    select kind, amount_tenge::text, order_id, method, actor from ledger where booking_id = ${id} order by global_position, line`
  ).map((l) => ({
    kind: l.kind,
    amount: Number(l.amount_tenge),
    orderId: l.order_id,
    method: l.method,
    by: typeof l.actor === 'object' ? l.actor.email : l.actor,
  }));
const activeOnCalendar = async (id: number) =>
  (await db.sql<{ active: boolean }[]>`select active from calendar_entries where id = ${id}`)[0]
    ?.active;

describe('staff cancel a booking', () => {
  it('cancels an unpaid online booking: its nights are free again, nothing is refunded, the guest is told', async () => {
    const booking = await onlineBooking('unpaid@example.com', 600, 2, false);
    const res = await cancel(booking.id, 'none');
    expect({ status: res.statusCode, body: res.json() }).toMatchObject({
      status: 200,
      body: {
        message: 'The booking is cancelled and its nights are free again; no money is returned',
      },
    });
    expect(await bookingRow(booking.id)).toEqual({ state: 'cancelled', refunded_tenge: '0' });
    expect(await activeOnCalendar(booking.id)).toBe(false);
    expect(callsFor(booking.orderId)).toEqual([]);
    // The one room of its type takes another guest for the same nights.
    const again = await book(site, await registerGuest(site, 'next-guest@example.com'), {
      id: booking.typeId,
      ...stay(600, 2),
    });
    expect(again.status).toBe(200);
    // Nothing was paid: the whole stay is taken off what the booking owes.
    expect(await ledgerOf(booking.id)).toEqual([
      { kind: 'cancellation', amount: 0, orderId: null, method: null, by: MANAGER },
      { kind: 'adjustment', amount: -booking.total, orderId: null, method: null, by: MANAGER },
    ]);
    const history = await historyOf(db.sql, booking.id);
    expect(history.at(-1)).toMatchObject({
      event_type: 'BookingCancelledByStaff',
      after: { booking_canceled: 1, cancel_reason: 'The guest called: plans changed' },
    });
    const mail = await arrived('unpaid@example.com', /cancelled by the hotel/);
    expect(mail.text).toContain(String(booking.bookNumber));
  });

  it('refunds a paid online booking in full through the bank once, however often the request is sent', async () => {
    const booking = await onlineBooking('paid-full@example.com', 620, 3, true);
    const [first, second] = await Promise.all([
      cancel(booking.id, 'full'),
      cancel(booking.id, 'full'),
    ]);
    const third = await cancel(booking.id, 'full');
    const statuses = [first.statusCode, second.statusCode, third.statusCode].sort();
    expect(statuses).toEqual([200, 409, 409]);
    const done = [first, second].find((r) => r.statusCode === 200);
    const amount = (booking.total / 100).toFixed(2);
    expect(done?.json().message).toBe(
      `The booking is cancelled and its nights are free again; the bank returned ${amount} TMT to the guest's card`,
    );
    expect(third.json().error).toBe(
      'The booking no longer holds its room: it was cancelled, refunded, marked as a no-show or never paid',
    );
    expect(callsFor(booking.orderId)).toEqual([
      { orderId: booking.orderId, amount: booking.total },
    ]);
    expect(await bankOrder(site, booking.form)).toMatchObject({
      refundedAmountMinor: booking.total,
    });
    expect(await bookingRow(booking.id)).toEqual({
      state: 'refunded',
      refunded_tenge: String(booking.total),
    });
    expect(await ledgerOf(booking.id)).toEqual([
      {
        kind: 'payment',
        amount: booking.total,
        orderId: booking.orderId,
        method: null,
        by: 'system',
      },
      { kind: 'cancellation', amount: 0, orderId: null, method: null, by: MANAGER },
      { kind: 'adjustment', amount: -booking.total, orderId: null, method: null, by: MANAGER },
      {
        kind: 'refund',
        amount: booking.total,
        orderId: booking.orderId,
        method: null,
        by: MANAGER,
      },
    ]);
    // Later passes of the poller neither refund again nor take the refund for the bank's own.
    await poller.pollOnce();
    site.setNow(at(0, '11:00'));
    await poller.pollOnce();
    expect(callsFor(booking.orderId)).toHaveLength(1);
    expect(await bookingRow(booking.id)).toEqual({
      state: 'refunded',
      refunded_tenge: String(booking.total),
    });
    const mail = await arrived('paid-full@example.com', /cancelled by the hotel/);
    expect(mail.text).toContain(`${amount.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')} TMT`);
  });

  it('refunds a part of a paid online booking through the bank', async () => {
    const booking = await onlineBooking('paid-part@example.com', 640, 3, true);
    const res = await cancel(booking.id, { amount: 123.45 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      "The booking is cancelled and its nights are free again; the bank returned 123.45 TMT to the guest's card",
    );
    expect(callsFor(booking.orderId)).toEqual([{ orderId: booking.orderId, amount: 12_345 }]);
    expect(await bankOrder(site, booking.form)).toMatchObject({
      orderStatus: 2,
      refundedAmountMinor: 12_345,
    });
    expect(await bookingRow(booking.id)).toEqual({ state: 'refunded', refunded_tenge: '12345' });
    expect((await ledgerOf(booking.id)).at(-1)).toEqual({
      kind: 'refund',
      amount: 12_345,
      orderId: booking.orderId,
      method: null,
      by: MANAGER,
    });
  });

  it('refuses to refund more than was paid, in the language asked, and changes nothing', async () => {
    const booking = await onlineBooking('too-much@example.com', 660, 2, true);
    const over = booking.total / 100 + 0.01;
    const max = (booking.total / 100).toFixed(2);
    const answers = await Promise.all(
      ['en', 'ru', 'tm'].map(async (lang) => {
        const res = await cancel(booking.id, { amount: over }, lang);
        return { status: res.statusCode, error: res.json().error as string };
      }),
    );
    expect(answers).toEqual([
      {
        status: 400,
        error: `At most ${max} TMT can be returned: what was paid less what was returned already`,
      },
      {
        status: 400,
        error: `Вернуть можно не больше ${max} TMT: оплаченное за вычетом уже возвращённого`,
      },
      {
        status: 400,
        error: `Iň köp ${max} TMT yzyna gaýtarylyp bilner: tölenen pul, öň gaýtarylany aýrylyp`,
      },
    ]);
    expect(callsFor(booking.orderId)).toEqual([]);
    expect(await bookingRow(booking.id)).toEqual({ state: 'online', refunded_tenge: '0' });
  });

  it('cancels a phone booking paid in cash, with the money given back in cash and no bank', async () => {
    await moveTo(at(0, '10:00'));
    const { id, total, bookNumber } = await phoneBooking('phone-guest@example.com', 680, 2, 'ru');
    const callsBefore = refundCalls.length;
    const res = await cancel(id, 'full');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      `The booking is cancelled and its nights are free again; give the guest back ${(total / 100).toFixed(2)} TMT in cash`,
    );
    expect(refundCalls).toHaveLength(callsBefore);
    expect(await bookingRow(id)).toEqual({ state: 'refunded', refunded_tenge: String(total) });
    expect((await ledgerOf(id)).at(-1)).toEqual({
      kind: 'refund',
      amount: total,
      orderId: null,
      method: 'cash',
      by: MANAGER,
    });
    expect(await activeOnCalendar(id)).toBe(false);
    const mail = await arrived('phone-guest@example.com', /отменена отелем/);
    expect(mail.text).toContain(String(bookNumber));
  });

  it('gives back what was paid online and at the desk: the bank its own part once, the rest as staff chose', async () => {
    const booking = await onlineBooking('paid-split@example.com', 690, 2, true);
    const extra = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/charges?l=en`,
      headers: { cookie: staffCookie },
      payload: { description: 'Restaurant', amount: 150 },
    });
    expect(extra.statusCode, extra.body).toBe(200);
    const cash = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/payments?l=en`,
      headers: { cookie: staffCookie },
      payload: { method: 'cash', amount: 150 },
    });
    expect(cash.statusCode, cash.body).toBe(200);
    const all = booking.total + 15_000;

    // More than was paid in all is refused, naming the whole of it.
    const over = await cancel(booking.id, { amount: all / 100 + 0.01 });
    expect({ status: over.statusCode, error: over.json().error }).toEqual({
      status: 400,
      error: `At most ${(all / 100).toFixed(2)} TMT can be returned: what was paid less what was returned already`,
    });
    // Beyond what the bank took, staff say how the rest goes back.
    const unsaid = await cancel(booking.id, 'full');
    expect({ status: unsaid.statusCode, error: unsaid.json().error }).toEqual({
      status: 400,
      error: 'Say how the 150.00 TMT the bank does not return go back: in cash or by bank transfer',
    });

    const res = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel?l=en`,
      headers: { cookie: staffCookie },
      payload: { reason: 'The guest called: plans changed', refund: 'full', refund_method: 'cash' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      `The booking is cancelled and its nights are free again; the bank returned ${(booking.total / 100).toFixed(2)} TMT to the guest's card, and 150.00 TMT more are recorded as given back at the desk`,
    );
    // The bank gave back only what it took, once.
    expect(callsFor(booking.orderId)).toEqual([
      { orderId: booking.orderId, amount: booking.total },
    ]);
    expect(await bankOrder(site, booking.form)).toMatchObject({
      refundedAmountMinor: booking.total,
    });
    expect(await bookingRow(booking.id)).toEqual({
      state: 'refunded',
      refunded_tenge: String(all),
    });
    const refunds = (await ledgerOf(booking.id)).filter((line) => line.kind === 'refund');
    // The desk's part is recorded with the cancel; the bank's once the bank has answered.
    expect(refunds).toEqual([
      { kind: 'refund', amount: 15_000, orderId: null, method: 'cash', by: MANAGER },
      {
        kind: 'refund',
        amount: booking.total,
        orderId: booking.orderId,
        method: null,
        by: MANAGER,
      },
    ]);
    const folio = (
      await app.inject({
        method: 'GET',
        url: `/api/bookings/${booking.id}/folio`,
        headers: { cookie: staffCookie },
      })
    ).json<{ data: FolioView }>().data;
    // Everything went back: the stay is taken off; the extra stays charged, and owed again.
    expect(folio).toMatchObject({ total: 150, paid: all / 100, refunded: all / 100, balance: 150 });
  });

  it("cancels through the spec's reverse when staff call it: no money moves", async () => {
    const booking = await onlineBooking('reversed-by-staff@example.com', 700, 2, true);
    const res = await app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}/reverse?l=en`,
      headers: { cookie: staffCookie },
    });
    expect({ status: res.statusCode, message: res.json().message }).toEqual({
      status: 200,
      message: 'The booking was cancelled',
    });
    expect(await bookingRow(booking.id)).toEqual({ state: 'cancelled', refunded_tenge: '0' });
    expect(callsFor(booking.orderId)).toEqual([]);
  });
});

describe('the folios and the ledger after staff cancels', () => {
  const folioOf = async (id: number) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/bookings/${id}/folio`,
        headers: { cookie: staffCookie },
      })
    ).json<{ data: FolioView }>().data;
  const tenge = (tmt: number) => Math.round(tmt * 100);

  it('agree: each balance is charges less payments plus refunds, and the ledger holds the same sums', async () => {
    const part = await onlineBooking('books-part@example.com', 760, 3, true);
    const kept = await onlineBooking('books-kept@example.com', 770, 2, true);
    const unpaid = await onlineBooking('books-unpaid@example.com', 780, 2, false);
    expect((await cancel(part.id, { amount: 100 })).statusCode).toBe(200);
    expect((await cancel(kept.id, 'none')).statusCode).toBe(200);
    expect((await cancel(unpaid.id, 'none')).statusCode).toBe(200);

    let balances = 0;
    let books = { charges: 0, paid: 0, refunded: 0 };
    for (const booking of [part, kept, unpaid]) {
      const folio = await folioOf(booking.id);
      const lines = await ledgerOf(booking.id);
      const sum = (kind: string) =>
        lines.filter((line) => line.kind === kind).reduce((total, line) => total + line.amount, 0);
      expect(tenge(folio.balance)).toBe(
        tenge(folio.total) - tenge(folio.paid) + tenge(folio.refunded),
      );
      // What a booking charges now is what it was placed for, moved by the ledger's adjustments.
      expect(
        [tenge(folio.total), tenge(folio.paid), tenge(folio.refunded)],
        `booking ${booking.id}`,
      ).toEqual([booking.total + sum('adjustment'), sum('payment'), sum('refund')]);
      balances += tenge(folio.balance);
      books = {
        charges: books.charges + booking.total + sum('adjustment'),
        paid: books.paid + sum('payment'),
        refunded: books.refunded + sum('refund'),
      };
    }
    expect(balances).toBe(books.charges - books.paid + books.refunded);
    // The hotel keeps what it did not give back: nothing more is owed on either side.
    expect(balances).toBe(0);
    expect((await ledgerOf(part.id)).map((line) => [line.kind, line.amount])).toEqual([
      ['payment', part.total],
      ['cancellation', 0],
      ['adjustment', -10_000],
      ['refund', 10_000],
    ]);
    expect((await ledgerOf(kept.id)).map((line) => [line.kind, line.amount])).toEqual([
      ['payment', kept.total],
      ['cancellation', 0],
    ]);
    expect((await ledgerOf(unpaid.id)).map((line) => [line.kind, line.amount])).toEqual([
      ['cancellation', 0],
      ['adjustment', -unpaid.total],
    ]);
  });
});

describe('a crash between the cancel and the bank', () => {
  it('refunds once when the process dies after the bank refunded: the poller records it without refunding again', async () => {
    const booking = await onlineBooking('crash@example.com', 720, 2, true);
    let kill: (error: Error) => void = () => undefined;
    const dead = new Promise<never>((_resolve, reject) => (kill = reject));
    let reached: () => void = () => undefined;
    const inside = new Promise<void>((resolve) => (reached = resolve));
    const live = site.deps.bank;
    site.deps.bank = {
      ...live,
      async refund(orderId, amount) {
        await live.refund(orderId, amount);
        reached();
        return dead;
      },
    };
    const request = cancel(booking.id, 'full');
    await inside;
    kill(new Error('the process died'));
    await request;
    site.deps.bank = live;
    // Too soon after the call: the poller leaves it to the bank a while.
    await poller.pollOnce();
    expect(await bookingRow(booking.id)).toEqual({ state: 'cancelled', refunded_tenge: '0' });
    site.setNow(at(0, '10:30'));
    await poller.pollOnce();
    expect(await bookingRow(booking.id)).toEqual({
      state: 'refunded',
      refunded_tenge: String(booking.total),
    });
    expect(callsFor(booking.orderId)).toEqual([
      { orderId: booking.orderId, amount: booking.total },
    ]);
    expect(await bankOrder(site, booking.form)).toMatchObject({
      refundedAmountMinor: booking.total,
    });
    // The line names the person who ordered the refund, not the poller.
    expect((await ledgerOf(booking.id)).at(-1)).toEqual({
      kind: 'refund',
      amount: booking.total,
      orderId: booking.orderId,
      method: null,
      by: MANAGER,
    });
  });
});

describe('staff mark a no-show', () => {
  it('only after the arrival day; the nights are free again and the money is kept', async () => {
    await moveTo(at(0, '10:00'));
    const booking = await phoneBooking('no-show@example.com', 3, 2);
    await moveTo(at(3, '23:00'));
    const early = await noShow(booking.id, 'ru');
    expect({ status: early.statusCode, error: early.json().error }).toEqual({
      status: 400,
      error: 'Неявку можно отметить только после дня заезда',
    });
    await moveTo(at(4, '09:00'));
    const res = await noShow(booking.id);
    expect({ status: res.statusCode, message: res.json().message }).toEqual({
      status: 200,
      message: 'The booking is marked as a no-show and its nights are free again',
    });
    expect(await bookingRow(booking.id)).toEqual({ state: 'no_show', refunded_tenge: '0' });
    expect(await activeOnCalendar(booking.id)).toBe(false);
    expect((await ledgerOf(booking.id)).map((l) => l.kind)).toEqual(['payment']);
    const canceled = await app.inject({
      method: 'GET',
      url: '/api/bookings/canceled',
      headers: { cookie: staffCookie },
    });
    expect(
      (canceled.json().data as { id: number; booking_canceled: number; no_show: number }[]).find(
        (b) => b.id === booking.id,
      ),
    ).toMatchObject({ booking_canceled: 1, no_show: 1 });
  });

  it('is refused to anyone but staff, as is a cancel', async () => {
    const booking = await onlineBooking('not-staff@example.com', 740, 2, false);
    const guest = await site.session(1);
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: { cookie: guest.cookie },
      payload: { reason: 'x', refund: 'none' },
    });
    const marked = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/no-show`,
      headers: { cookie: guest.cookie },
    });
    expect([cancelled.statusCode, marked.statusCode]).toEqual([403, 403]);
  });
});
