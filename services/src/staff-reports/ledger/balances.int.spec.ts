import { describe, expect, it } from 'vitest';
import {
  balancesView,
  FOLIO_METHODS,
  type BalancesView,
  type FolioView,
  type LedgerView,
  type ReconciliationView,
} from '@hotel/contracts';
import { day, stay } from '../../../../test/clock';
import { APPROVED_CARD, bookToBank, GUEST, payAtBank, registerGuest } from '../../../test/guest';
import { orderOf } from '../../../test/booking-setup';
import { closedRoomId, createTestApp } from '../../../test/test-app';

/*
 * One day at the hotel, every way money moves on a folio. A guest pays three stays online:
 * A, on which reception posts an extra and takes it on the card terminal; B, which reception makes
 * a night longer and takes that night in cash; C, which the guest has refunded. The guest leaves
 * a fourth, F, unpaid. Reception takes D on the phone, paid in cash, and posts an extra nobody has
 * paid yet; and E at the desk, paid on the card terminal, then shortened from three nights to one.
 * A and B settle at 0; D and F are owed by their guests, E is a credit.
 */
const site = await createTestApp();
const { app, db, deps } = site;
const reception = await site.session(3, 'aman@example.com');
const accountant = await site.session(4, 'accounts@example.com');
const guest = await registerGuest(site, 'balances-guest@example.com');
const room = await closedRoomId(deps);

const send = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie, 'x-lang': 'en' }, ...(payload ? { payload } : {}) });
async function expectOk(
  cookie: string,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
) {
  const res = await send(cookie, method, url, payload);
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.body}`);
  return res;
}
const read = async <T>(url: string, cookie = accountant.cookie): Promise<T> =>
  (await expectOk(cookie, 'GET', url)).json<{ data: T }>().data;

async function bookingOf(formUrl: string): Promise<number> {
  const [row] = await db.sql<
    { id: string }[]
  >`select id::text from bookings where order_id = ${orderOf(formUrl)}`;
  if (!row) throw new Error(`no booking for ${formUrl}`);
  return Number(row.id);
}
async function online(
  typeId: number,
  checkin: number,
  nights: number,
  paid: boolean,
): Promise<number> {
  const form = await bookToBank(site, guest, { id: typeId, ...stay(checkin, nights) });
  if (paid) await payAtBank(form, APPROVED_CARD);
  return bookingOf(form);
}
async function atReception(
  checkin: number,
  nights: number,
  channel: 'phone' | 'walk_in',
  method: 'cash' | 'card_terminal',
  fullName: string,
) {
  const res = await expectOk(reception.cookie, 'POST', '/trpc/staffBookings.create', {
    room_id: room,
    ...stay(checkin, nights),
    guests: [{ ...GUEST, full_name: fullName }],
    email: `${channel}@example.com`,
    phone: '+993 65 111111',
    language: 'en',
    channel,
    payment: { kind: 'reception', method },
  });
  return res.json<{ result: { data: { data: { bookingId: number } } } }>().result.data.data
    .bookingId;
}

const f = await online(1, 29, 1, false);
const a = await online(3, 14, 2, true);
await expectOk(reception.cookie, 'POST', `/api/bookings/${a}/charges`, {
  description: 'Restaurant',
  amount: 150.5,
});
await expectOk(reception.cookie, 'POST', `/api/bookings/${a}/payments`, {
  method: 'card_terminal',
  amount: 150.5,
});
const b = await online(3, 10, 2, true);
await expectOk(reception.cookie, 'PUT', `/api/bookings/${b}`, stay(10, 3));
const bOwes = (await read<FolioView>(`/api/bookings/${b}/folio`)).balance;
await expectOk(reception.cookie, 'POST', `/api/bookings/${b}/payments`, {
  method: 'cash',
  amount: bOwes,
});
const c = await online(2, 19, 2, true);
await expectOk(guest, 'GET', `/api/bookings/${c}/refund`);
const d = await atReception(5, 2, 'phone', 'cash', 'Merdan Orazow');
await expectOk(reception.cookie, 'POST', `/api/bookings/${d}/charges`, {
  description: 'Yacht',
  amount: 80,
});
const e = await atReception(40, 3, 'walk_in', 'card_terminal', 'Jeren Annaýewa');
await expectOk(reception.cookie, 'PUT', `/api/bookings/${e}`, stay(40, 1));

// G, taken on the phone and paid in cash, has a dinner posted and unpaid, then is cancelled with
// everything paid given back: the stay is closed, the dinner is still owed.
const g = await atReception(45, 2, 'phone', 'cash', 'Bahar Ataýewa');
await expectOk(reception.cookie, 'POST', `/api/bookings/${g}/charges`, {
  description: 'Dinner',
  amount: 60,
});
await expectOk(reception.cookie, 'POST', `/api/bookings/${g}/cancel`, {
  reason: 'Flight cancelled',
  refund: 'full',
  refund_method: 'cash',
});

const ALL = [a, b, c, d, e, f, g];
const folios = new Map(
  await Promise.all(
    ALL.map(async (id) => [id, await read<FolioView>(`/api/bookings/${id}/folio`)] as const),
  ),
);
const folio = (id: number) =>
  folios.get(id) ??
  (() => {
    throw new Error(`no folio of ${id}`);
  })();
/** TMT in whole teňňe, so sums of amounts compare exactly. */
const tenge = (tmt: number) => Math.round(tmt * 100);
const sum = (amounts: readonly number[]) =>
  amounts.reduce((total, amount) => total + tenge(amount), 0);
const [roomNumber] = await db.sql<
  { room_number: string }[]
>`select room_number from rooms where id = ${room}`;

describe('GET /api/ledger/balances', () => {
  it('lists every booking whose folio is not settled, cancelled ones too, by arrival, each as its folio shows it', async () => {
    const view = await read<BalancesView>('/api/ledger/balances');
    expect(balancesView.parse(view)).toEqual(view);
    expect(view.bookings.map((row) => row.booking_id)).toEqual([d, f, e, g]);
    for (const row of view.bookings) {
      const { total, paid, refunded, balance } = folio(row.booking_id);
      expect(row).toMatchObject({ total, paid, refunded, balance });
    }
  });

  it('names the booking, its room by number, its guest and the stay', async () => {
    const [phone, unpaid, walkIn] = (await read<BalancesView>('/api/ledger/balances')).bookings;
    expect(phone).toMatchObject({
      room_id: room,
      room_number: roomNumber?.room_number,
      guest: 'Merdan Orazow',
      email: 'phone@example.com',
      channel: 'phone',
      state: 'online',
      checkin: day(5),
      checkout: day(7),
      book_number: expect.any(Number),
      balance: 80,
    });
    expect(unpaid).toMatchObject({
      guest: GUEST.full_name,
      channel: 'online',
      state: 'pending',
      checkin: day(29),
      checkout: day(30),
    });
    expect(walkIn).toMatchObject({
      guest: 'Jeren Annaýewa',
      channel: 'walk_in',
      checkin: day(40),
      checkout: day(41),
    });
    expect(walkIn?.balance).toBeLessThan(0);
  });

  it('keeps a cancelled booking whose extra is still owed', async () => {
    const row = (await read<BalancesView>('/api/ledger/balances')).bookings.find(
      (booking) => booking.booking_id === g,
    );
    expect(row).toMatchObject({ guest: 'Bahar Ataýewa', state: 'refunded', balance: 60 });
  });

  it('sums what guests owe, what the hotel owes them, and the two together', async () => {
    const view = await read<BalancesView>('/api/ledger/balances');
    expect(tenge(view.owed)).toBe(sum([folio(d).balance, folio(f).balance, folio(g).balance]));
    expect(tenge(view.credit)).toBe(tenge(folio(e).balance));
    expect(tenge(view.balance)).toBe(sum(view.bookings.map((row) => row.balance)));
  });

  it('is for the accounts office: refused to reception, the same through tRPC', async () => {
    expect((await send(reception.cookie, 'GET', '/api/ledger/balances')).statusCode).toBe(403);
    const res = await expectOk(accountant.cookie, 'GET', '/trpc/staffLedger.balances');
    expect(res.json().result.data).toEqual(await read<BalancesView>('/api/ledger/balances'));
  });
});

describe('every figure reconciles: folios, balances, ledger and bank', () => {
  const TODAY = `from=${day(0)}&to=${day(0)}`;

  it('sums the balances due to what every folio charges, less what was paid, plus what went back', async () => {
    const view = await read<BalancesView>('/api/ledger/balances');
    const folioSums = ALL.map(
      (id) => tenge(folio(id).total) - tenge(folio(id).paid) + tenge(folio(id).refunded),
    );
    expect(tenge(view.balance)).toBe(folioSums.reduce((total, amount) => total + amount, 0));
    // The settled and the refunded bookings are at 0: nothing unsettled is left out.
    expect([a, b, c].map((id) => folio(id).balance)).toEqual([0, 0, 0]);
  });

  it("books on the ledger exactly the folios' payments and refunds, way by way", async () => {
    const { totals } = await read<LedgerView>(`/api/ledger?${TODAY}`);
    const lines = ALL.flatMap((id) => folio(id).lines);
    expect(tenge(totals.by_kind.payment.amount)).toBe(sum(ALL.map((id) => folio(id).paid)));
    expect(tenge(totals.by_kind.refund.amount)).toBe(sum(ALL.map((id) => folio(id).refunded)));
    for (const method of FOLIO_METHODS) {
      const moved = lines
        .filter((line) => line.method === method)
        .map((line) => (line.kind === 'refund' ? -line.amount : line.amount));
      expect(tenge(totals.by_method[method].amount), method).toBe(sum(moved));
    }
    expect(tenge(totals.net)).toBe(
      sum(Object.values(totals.by_method).map((total) => total.amount)),
    );
  });

  it('tells reception the money it took, by way, and the bank its own', async () => {
    const { totals } = await read<LedgerView>(`/api/ledger?${TODAY}`);
    const byPerson = new Map(totals.by_person.map((person) => [person.actor, person]));
    const aman = byPerson.get(reception.email);
    expect(aman?.by_method.cash.amount).toBe(tenge(bOwes + folio(d).paid) / 100);
    expect(aman?.by_method.card_terminal.amount).toBe(tenge(150.5 + folio(e).paid) / 100);
    expect(aman?.by_method.bank.count).toBe(0);
    expect(byPerson.get('system')?.by_method).toMatchObject({
      cash: { count: 0 },
      card_terminal: { count: 0 },
    });
  });

  it("has the ledger's bank lines match the sandbox bank order by order, and in sum", async () => {
    const [{ totals }, reconciliation] = await Promise.all([
      read<LedgerView>(`/api/ledger?${TODAY}`),
      read<ReconciliationView>(`/api/ledger/reconciliation?${TODAY}`),
    ]);
    expect(reconciliation.mismatched).toBe(0);
    expect(reconciliation.orders).toHaveLength(4);
    const bank = reconciliation.orders.map(
      (order) => tenge(order.bank?.paid ?? Number.NaN) - tenge(order.bank?.refunded ?? Number.NaN),
    );
    expect(tenge(totals.by_method.bank.amount)).toBe(
      bank.reduce((total, amount) => total + amount, 0),
    );
  });
});
