/**
 * Database statements per booking: a figure the machine's load does not move (bookings per second
 * does). Guests place BOOKINGS bookings one after another over HTTP (POST /api/payment: the
 * price, a free room, the room stream's append, the bank's order on the sandbox bank, the read
 * models caught up); every statement the app's pool sends is counted, its projector's included.
 * The pool's idle chatter (the projector's and the change feed's polls) is measured over as long
 * a quiet time and taken off. `npm run bench` runs it; alone: `node --import tsx services/bench/round-trips.ts`.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { addDays, hotelDate, ROLE_CLIENT } from '@hotel/contracts';
import { hashPassword } from '../src/auth/passwords';
import { growHotel, runWhenMain, startBenchApp } from './setup';

const BOOKINGS = Number(process.env.BENCH_ROUND_TRIP_BOOKINGS ?? 100);
/** After the last answer the projector may still be writing its last events: counted too. */
const SETTLE_MS = 1000;

export async function statementsPerBooking(): Promise<{
  perBooking: number;
  bookings: number;
  idlePerSecond: number;
  top: [string, number][];
}> {
  let statements = 0;
  let counting = false;
  const byText = new Map<string, number>();
  const bench = await startBenchApp({
    onQuery: (text) => {
      statements++;
      if (!counting) return;
      const key = text.replace(/\s+/g, ' ').trim().slice(0, 110);
      byText.set(key, (byText.get(key) ?? 0) + 1);
    },
  });
  const { deps, base } = bench;
  try {
    // One account holds at most 20 unpaid bookings: a guest per 20. The stays start tomorrow:
    // online booking stays open up to the day of arrival.
    await deps.sql`update system_options set max_pending_bookings = 20, booking_closes_days = 0, max_pending_per_address = 0, max_same_stay_per_address = 0, expired_hold_wait_minutes = 0`;
    const hash = await hashPassword('bench-password');
    const cookies: string[] = [];
    for (let g = 0; g <= Math.ceil((BOOKINGS + 1) / 20); g++) {
      const email = `round-trips-${g}@example.com`;
      await deps.sql`insert into users (email, password_hash, role_id) values (${email}, ${hash}, ${ROLE_CLIENT})`;
      const login = await fetch(`${base}/api/authentication`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ isLogin: true, email, password: 'bench-password' }),
      });
      const cookie = login.headers
        .getSetCookie()
        .find((c) => c.startsWith('hotel_session='))
        ?.split(';')[0];
      if (!cookie) throw new Error(`bench login failed: ${login.status}`);
      cookies.push(cookie);
    }
    const today = hotelDate(new Date(), deps.hotelTimeZone);
    // As in the throughput bench: 200 rooms open for a year, so every (type, night) has a free room.
    await growHotel(deps, today, 200);
    const types = (
      await deps.sql<{ id: number }[]>`select id from room_types where status = 1 order by id`
    ).map((t) => t.id);
    await sleep(SETTLE_MS);

    const book = async (i: number) => {
      const night = 1 + Math.floor(i / types.length);
      const res = await fetch(`${base}/api/payment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookies[Math.floor(i / 20)] ?? '' },
        body: JSON.stringify({
          id: types[i % types.length],
          checkin: addDays(today, night),
          checkout: addDays(today, night + 1),
          guests: [{ full_name: 'Bench Guest', passport_serial: 'BN', passport_number: '123456' }],
        }),
      });
      if (!res.ok) throw new Error(`booking ${i} answered ${res.status}: ${await res.text()}`);
    };
    await book(0); // warm-up: first statements of each kind, memo loads
    await sleep(SETTLE_MS);

    const startedAt = performance.now();
    const before = statements;
    counting = true;
    for (let i = 1; i <= BOOKINGS; i++) await book(i);
    await sleep(SETTLE_MS);
    counting = false;
    const busy = statements - before;
    const busyMs = performance.now() - startedAt;

    // The idle pool's chatter over as long a time.
    const idleStart = statements;
    await sleep(busyMs);
    const idlePerSecond = ((statements - idleStart) * 1000) / busyMs;
    const top = [...byText]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([text, n]): [string, number] => [text, n / BOOKINGS]);
    return {
      perBooking: (busy - (idlePerSecond * busyMs) / 1000) / BOOKINGS,
      bookings: BOOKINGS,
      idlePerSecond,
      top,
    };
  } finally {
    await bench.close();
  }
}

runWhenMain(import.meta.url, async () => {
  const { perBooking, bookings, idlePerSecond, top } = await statementsPerBooking();
  console.log(
    `statements per booking: ${perBooking.toFixed(1)} (${bookings} bookings one after another; idle chatter ${idlePerSecond.toFixed(1)}/s taken off)`,
  );
  // Which statements, per booking (idle chatter included): where the next round trips can go.
  if (process.env.BENCH_TOP_STATEMENTS)
    for (const [text, n] of top) console.log(`${n.toFixed(2).padStart(7)}  ${text}`);
});
