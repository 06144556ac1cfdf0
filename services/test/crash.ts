import type { BankGateway, RegisterOrderInput } from '../src/bank/gateway';
import { GUEST } from './guest';
import type { TestApp } from './test-app';

export type BookingBody = { id: number; checkin: string; checkout: string; guests?: object[] };

/** POST /api/payment with an `Idempotency-Key` (one booking attempt), in `lang`. */
export async function bookWithKey(
  site: TestApp,
  cookie: string,
  key: string,
  body: BookingBody,
  lang = 'en',
) {
  const res = await site.app.inject({
    method: 'POST',
    url: `/api/payment?l=${lang}`,
    headers: { cookie, 'idempotency-key': key },
    payload: { guests: [GUEST], ...body },
  });
  return {
    status: res.statusCode,
    body: res.json() as { message?: string; url?: string; error?: string },
  };
}

/**
 * The process "dies" inside a booking request, between two of its steps: `before-bank` right
 * after `BookingPlaced` (the bank never hears of the order), `after-bank` once the bank has
 * registered the order but before its answer is recorded. The request never goes on (its
 * register call never returns) until `release`, which makes it fail as a dead process would
 * have left it: nothing after that point is ever done by it.
 */
export function crashBetweenSteps(site: TestApp, where: 'before-bank' | 'after-bank') {
  const bank: BankGateway = site.deps.bank;
  const orders: RegisterOrderInput[] = [];
  let kill: (error: Error) => void = () => undefined;
  const dead = new Promise<never>((_resolve, reject) => (kill = reject));
  dead.catch(() => undefined);
  let reached: () => void = () => undefined;
  const crashed = new Promise<void>((resolve) => (reached = resolve));
  site.deps.bank = {
    ...bank,
    async register(input) {
      if (where === 'after-bank') await bank.register(input);
      orders.push(input);
      reached();
      return dead;
    },
  };
  return {
    /** Resolves once a request reached the crash point. */
    crashed,
    /** What reached the crash point (the bank has these when `after-bank`). */
    orders,
    /** The bank works again for the "restarted" server; the dead request fails. */
    release() {
      site.deps.bank = bank;
      kill(new Error('the process died here'));
    },
  };
}

/**
 * The process "dies" inside the bank's `refund.do` while `request` runs: before sending it
 * (`before-bank`), or once the bank refunded (`after-bank`). The request never goes on until it
 * is failed as a dead process would have left it; then the bank works again.
 */
export async function dieInsideRefund(
  site: TestApp,
  where: 'before-bank' | 'after-bank',
  request: () => Promise<unknown>,
): Promise<void> {
  let kill: (error: Error) => void = () => undefined;
  const dead = new Promise<never>((_resolve, reject) => (kill = reject));
  let reached: () => void = () => undefined;
  const inside = new Promise<void>((resolve) => (reached = resolve));
  const live = site.deps.bank;
  site.deps.bank = {
    ...live,
    async refund(orderId, amount) {
      if (where === 'after-bank') await live.refund(orderId, amount);
      reached();
      return dead;
    },
  };
  const running = request();
  await inside;
  kill(new Error('the process died'));
  await running;
  site.deps.bank = live;
}

/**
 * The database goes away right after committing the first append of an event of `type`: the
 * event is stored, but the request is told its connection ended (as when PostgreSQL is killed
 * between the commit and its answer, or just after it). Later steps work again.
 */
export function databaseLostAfter(site: TestApp, type: string) {
  const store = site.deps.store;
  const append = store.appendToStream.bind(store);
  let lost = false;
  store.appendToStream = async (streamId, events, expected) => {
    const result = await append(streamId, events, expected);
    if (!lost && events.some((event) => event.type === type)) {
      lost = true;
      throw Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      });
    }
    return result;
  };
  return {
    restore() {
      store.appendToStream = append;
    },
  };
}

/** Every order the sandbox bank holds for a book number (by our order number `<book>-<n>`). */
export async function bankOrdersOf(site: TestApp, bookNumber: number) {
  return site.db.sql<{ order_id: string; order_number: string }[]>`
    select order_id, order_number from sandbox_bank_orders where order_number like ${`${bookNumber}-%`}`;
}

/** The bookings of an account in the read model, oldest first. */
export async function bookingsOf(site: TestApp, email: string) {
  return site.db.sql<
    { id: string; book_number: number; state: string; order_id: string | null; room_id: number }[]
  >`
    select id::text, book_number, state, order_id, room_id from bookings where email = ${email} order by id`;
}
