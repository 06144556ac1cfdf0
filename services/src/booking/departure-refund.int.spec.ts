import { afterAll, describe, expect, it } from 'vitest';
import { at, day, dotted, stay } from '../../../test/clock';
import {
  APPROVED_CARD,
  bankOrder,
  bookToBank,
  GUEST,
  payAtBank,
  registerGuest,
  singleFreeRoom,
} from '../../test/guest';
import { historyOf as trailOf } from '../../test/booking-history';
import { openMailbox } from '../../test/mailbox';
import { closedRoomId, createTestApp, SANDBOX_CREDENTIALS } from '../../test/test-app';
import { BankError, createBankGateway, type BankGateway } from '../bank/gateway';

/**
 * An early departure's money back: through the sandbox bank over real HTTP
 * (a partial `refund.do` on the order the guest paid) when the booking was paid online, handed
 * back at the desk when it was paid there; once, whatever dies or stops answering in between.
 */
const site = await createTestApp();
const { app, db, poller } = site;
const { arrived, close } = await openMailbox(site);
afterAll(close);

/** Every `refund.do` this application sends, through whichever gateway is in place. */
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
/** A bank nobody answers at (connection refused), spoken to over HTTP all the same. */
const downBank = counting(
  createBankGateway({ baseUrl: 'http://127.0.0.1:9/', ...SANDBOX_CREDENTIALS, timeoutMs: 2000 }),
);

let staffCookie = (await site.session(2, 'desk@example.com')).cookie;
const moveTo = async (instant: string) => {
  site.setNow(instant);
  staffCookie = (await site.session(2, 'desk@example.com')).cookie;
};
const mutation = (path: string, input: object, lang = 'en') =>
  app.inject({
    method: 'POST',
    url: `/trpc/staffBookings.${path}`,
    headers: { cookie: staffCookie, 'x-lang': lang },
    payload: input,
  });
const checkOut = (id: number, departedOn: string, refundTenge: number) =>
  mutation('checkOut', { id, departedOn, refundTenge });

/** A guest who paid online for `nights` from day `first`, checked in that day at 15:00. */
async function paidOnlineAndArrived(email: string, first: number, nights: number) {
  await moveTo(at(0, '10:00'));
  const { typeId } = await singleFreeRoom(site, day(first), day(first + nights + 2));
  const form = await bookToBank(site, await registerGuest(site, email), {
    id: typeId,
    ...stay(first, nights),
  });
  await payAtBank(form, APPROVED_CARD);
  const orderId = new URL(form).searchParams.get('mdOrder') ?? '';
  const [row] = await db.sql<{ id: string; room_part_tenge: string; amount_tenge: string }[]>`
    select id::text, room_part_tenge::text, amount_tenge::text from bookings where order_id = ${orderId}`;
  const id = Number(row?.id);
  await moveTo(at(first, '15:00'));
  expect((await mutation('checkIn', { id })).statusCode).toBe(200);
  return {
    id,
    form,
    orderId,
    roomPart: Number(row?.room_part_tenge),
    total: Number(row?.amount_tenge),
  };
}

const bookingRow = async (id: number) =>
  (
    await db.sql<
      { state: string; refunded_tenge: string; departure_refund_state: string | null }[]
    >`
    select state, refunded_tenge::text, departure_refund_state from bookings where id = ${id}`
  )[0];
const ledgerOf = async (id: number) =>
  (
    await db.sql<
      { kind: string; amount_tenge: string; order_id: string | null; method: string | null }[]
    >`
    select kind, amount_tenge::text, order_id, method from ledger where booking_id = ${id} order by global_position, line`
  ).map((l) => ({
    kind: l.kind,
    amount: Number(l.amount_tenge),
    orderId: l.order_id,
    method: l.method,
  }));
const historyOf = (id: number) => trailOf(db.sql, id);
const callsFor = (orderId: string) => refundCalls.filter((c) => c.orderId === orderId);
/** The poller resumes a refund left requested only once it is older than two minutes. */
const pollLater = async (instant: string) => {
  site.setNow(instant);
  return poller.pollOnce();
};

describe('an early departure of a booking paid online', () => {
  it('sends the amount to the bank once: a partial refund of the order, on the books, in the history, mailed', async () => {
    const paid = await paidOnlineAndArrived('leaves-early@example.com', 400, 4);
    await moveTo(at(402, '11:00'));
    const res = await checkOut(paid.id, day(402), 12_345);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.message).toBe(
      `The guests left early on ${dotted(day(402))}: the freed nights are on online sale again; the bank returned 123.45 TMT to the guest's card`,
    );
    expect(callsFor(paid.orderId)).toEqual([{ orderId: paid.orderId, amount: 12_345 }]);
    // The bank's order: refunded in part, still deposited.
    const order = await bankOrder(site, paid.form);
    expect(order).toMatchObject({
      orderStatus: 2,
      depositedAmountMinor: paid.total,
      refundedAmountMinor: 12_345,
    });
    expect(await bookingRow(paid.id)).toEqual({
      state: 'online',
      refunded_tenge: '12345',
      departure_refund_state: 'sent',
    });
    expect(await ledgerOf(paid.id)).toEqual([
      { kind: 'payment', amount: paid.total, orderId: paid.orderId, method: null },
      { kind: 'refund', amount: 12_345, orderId: paid.orderId, method: null },
    ]);
    const history = await historyOf(paid.id);
    expect(history.map((h) => h.event_type).slice(-3)).toEqual([
      'GuestCheckedOut',
      'DepartureRefundRequested',
      'DepartureRefundSent',
    ]);
    expect(history.at(-1)?.after).toMatchObject({
      payment_status: 'online',
      refunded_tenge: 12_345,
      departure_refund_tenge: 12_345,
    });
    const mail = await arrived('leaves-early@example.com', /^Refund for booking/);
    expect(mail.text).toContain('123.45 TMT');
    expect(mail.text).toContain('left before');
  });

  it('the staff ledger and its replay of the events show the refund line', async () => {
    const paid = await paidOnlineAndArrived('ledger-replay@example.com', 420, 3);
    await moveTo(at(421, '10:00'));
    expect((await checkOut(paid.id, day(421), 5_000)).statusCode).toBe(200);
    const report = async (asOf?: string) => {
      const input = { from: day(421), to: day(421), ...(asOf ? { as_of: asOf } : {}) };
      const res = await app.inject({
        method: 'GET',
        url: `/trpc/staffLedger.report?input=${encodeURIComponent(JSON.stringify(input))}`,
        headers: { cookie: staffCookie, 'x-lang': 'en' },
      });
      return (
        res.json().result.data.entries as { booking_id: number; kind: string; amount: number }[]
      ).filter((e) => e.booking_id === paid.id);
    };
    const lines = await report();
    expect(lines).toEqual([expect.objectContaining({ kind: 'refund', amount: 50 })]);
    expect(await report(day(421))).toEqual(lines);
  });

  it('a later pass of the poller neither refunds again nor takes the refund for one the bank made, and records only what the bank added', async () => {
    const paid = await paidOnlineAndArrived('watched@example.com', 440, 3);
    await moveTo(at(441, '10:00'));
    expect((await checkOut(paid.id, day(441), paid.roomPart)).statusCode).toBe(200);
    await pollLater(at(441, '11:00'));
    await pollLater(at(441, '12:00'));
    expect(callsFor(paid.orderId)).toHaveLength(1);
    expect((await bankOrder(site, paid.form)).refundedAmountMinor).toBe(paid.roomPart);
    expect(await bookingRow(paid.id)).toEqual({
      state: 'online',
      refunded_tenge: String(paid.roomPart),
      departure_refund_state: 'sent',
    });
    // The bank's back office then returns the rest (the booking fee): the order is refunded in
    // full (4), and only what the bank added is recorded as its refund.
    await sandbox.refund(paid.orderId, paid.total - paid.roomPart);
    await pollLater(at(441, '13:00'));
    expect(await bookingRow(paid.id)).toMatchObject({
      state: 'refunded',
      refunded_tenge: String(paid.total),
    });
    expect(
      (await ledgerOf(paid.id)).filter((l) => l.kind === 'refund').map((l) => l.amount),
    ).toEqual([paid.roomPart, paid.total - paid.roomPart]);
  });
});

describe('a crash or an outage between the check-out and the bank', () => {
  for (const [where, first] of [
    ['before the bank call', 460],
    ['after the bank refunded', 480],
  ] as const) {
    it(`refunds once when the process dies ${where}: the poller finishes it from the bank's order`, async () => {
      const paid = await paidOnlineAndArrived(`crash-${first}@example.com`, first, 3);
      await moveTo(at(first + 1, '10:00'));
      // The process "dies" inside refund.do: before sending it, or once the bank did it. The
      // request never goes on until `kill` makes it fail, as a dead process would have left it.
      let kill: (error: Error) => void = () => undefined;
      const dead = new Promise<never>((_resolve, reject) => (kill = reject));
      let reached: () => void = () => undefined;
      const inside = new Promise<void>((resolve) => (reached = resolve));
      const live = site.deps.bank;
      site.deps.bank = {
        ...live,
        async refund(orderId, amount) {
          if (where === 'after the bank refunded') await live.refund(orderId, amount);
          reached();
          return dead;
        },
      };
      const request = checkOut(paid.id, day(first + 1), 7_000);
      await inside;
      kill(new Error('the process died'));
      await request;
      site.deps.bank = live;
      expect((await bookingRow(paid.id))?.departure_refund_state).toBe('requested');
      // A pass right away leaves it: the bank may still be working on a call that went unanswered.
      await poller.pollOnce();
      expect((await bookingRow(paid.id))?.departure_refund_state).toBe('requested');
      await pollLater(at(first + 1, '10:05'));
      expect((await bookingRow(paid.id))?.departure_refund_state).toBe('sent');
      expect((await bankOrder(site, paid.form)).refundedAmountMinor).toBe(7_000);
      // One refund.do reached the bank: the poller's when the dead process never sent it, the dead
      // process's own when it did (the poller, finding it refunded, sent none).
      expect(callsFor(paid.orderId)).toEqual([{ orderId: paid.orderId, amount: 7_000 }]);
      expect((await ledgerOf(paid.id)).filter((l) => l.kind === 'refund')).toEqual([
        { kind: 'refund', amount: 7_000, orderId: paid.orderId, method: null },
      ]);
      await pollLater(at(first + 1, '10:30'));
      expect((await bankOrder(site, paid.form)).refundedAmountMinor).toBe(7_000);
    });
  }

  it('records the refund owed while the bank is down, and sends it once when it is back', async () => {
    const paid = await paidOnlineAndArrived('bank-down@example.com', 500, 3);
    await moveTo(at(501, '10:00'));
    const live = site.deps.bank;
    site.deps.bank = downBank;
    const res = await checkOut(paid.id, day(501), 9_900);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.message).toBe(
      `The guests left early on ${dotted(day(501))}: the freed nights are on online sale again; the bank does not answer: 99.00 TMT will be returned to the guest's card automatically`,
    );
    expect((await bookingRow(paid.id))?.departure_refund_state).toBe('requested');
    expect((await pollLater(at(501, '10:10')))?.errors).toBeGreaterThan(0);
    expect((await bookingRow(paid.id))?.departure_refund_state).toBe('requested');
    site.deps.bank = live;
    await pollLater(at(501, '10:20'));
    expect((await bookingRow(paid.id))?.departure_refund_state).toBe('sent');
    expect((await bankOrder(site, paid.form)).refundedAmountMinor).toBe(9_900);
    expect(callsFor(paid.orderId).filter((c) => c.amount > 0)).toHaveLength(1);
  });

  it('records the bank refusing it: nothing went back, staff are told', async () => {
    const paid = await paidOnlineAndArrived('bank-refuses@example.com', 520, 3);
    await moveTo(at(521, '10:00'));
    const live = site.deps.bank;
    site.deps.bank = {
      ...live,
      refund: () => Promise.reject(new BankError('rejected', 'refund.do', 'Access denied', '5')),
    };
    const res = await checkOut(paid.id, day(521), 3_000);
    site.deps.bank = live;
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.message).toBe(
      `The guests left early on ${dotted(day(521))}: the freed nights are on online sale again; the bank refused to return 30.00 TMT: give it back to the guest another way`,
    );
    expect(await bookingRow(paid.id)).toEqual({
      state: 'online',
      refunded_tenge: '0',
      departure_refund_state: 'failed',
    });
    expect((await bankOrder(site, paid.form)).refundedAmountMinor ?? 0).toBe(0);
    expect((await ledgerOf(paid.id)).map((l) => l.kind)).toEqual(['payment']);
    expect((await historyOf(paid.id)).at(-1)).toMatchObject({
      event_type: 'DepartureRefundFailed',
      after: { refund_failed: 'refund.do: Access denied' },
    });
    await pollLater(at(521, '11:00'));
    expect((await bankOrder(site, paid.form)).refundedAmountMinor ?? 0).toBe(0);
  });
});

describe('an early departure of a booking paid at reception', () => {
  it('hands the money back at the desk: no bank call, a refund line in cash, in the history', async () => {
    await moveTo(at(0, '10:00'));
    const room = await closedRoomId(site.deps);
    const created = await app.inject({
      method: 'POST',
      url: '/trpc/staffBookings.create',
      headers: { cookie: staffCookie, 'x-lang': 'en' },
      payload: {
        room_id: room,
        ...stay(540, 3),
        guests: [GUEST],
        email: 'walk-in@example.com',
        language: 'en',
        channel: 'walk_in',
        payment: { kind: 'reception', method: 'cash' },
      },
    });
    expect(created.statusCode).toBe(200);
    const id = (created.json().result.data.data as { bookingId: number }).bookingId;
    await moveTo(at(540, '15:00'));
    expect((await mutation('checkIn', { id })).statusCode).toBe(200);
    const callsBefore = refundCalls.length;
    await moveTo(at(541, '10:00'));
    const res = await checkOut(id, day(541), 4_000);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.message).toBe(
      `The guests left early on ${dotted(day(541))}: the freed nights are on online sale again; give the guest back 40.00 TMT at reception, the way they paid`,
    );
    expect(refundCalls).toHaveLength(callsBefore);
    expect(await bookingRow(id)).toEqual({
      state: 'online',
      refunded_tenge: '4000',
      departure_refund_state: 'at_reception',
    });
    expect((await ledgerOf(id)).at(-1)).toEqual({
      kind: 'refund',
      amount: 4_000,
      orderId: null,
      method: 'cash',
    });
    expect((await historyOf(id)).at(-1)).toMatchObject({
      event_type: 'DepartureRefundGivenAtReception',
      after: { refunded_tenge: 4_000 },
    });
  });

  it('refuses more than the room part, and money back on a departure on the booked day', async () => {
    const paid = await paidOnlineAndArrived('too-much@example.com', 560, 2);
    await moveTo(at(561, '10:00'));
    const tooMuch = await checkOut(paid.id, day(561), paid.roomPart + 1);
    expect({ status: tooMuch.statusCode, message: tooMuch.json().error?.message }).toEqual({
      status: 400,
      message: 'The amount to return is more than the room part paid',
    });
    await moveTo(at(562, '10:00'));
    const onTime = await checkOut(paid.id, day(562), 1_000);
    expect({ status: onTime.statusCode, message: onTime.json().error?.message }).toEqual({
      status: 400,
      message: 'Money is given back only when the guests leave before the booked checkout',
    });
    expect(callsFor(paid.orderId)).toEqual([]);
  });
});
