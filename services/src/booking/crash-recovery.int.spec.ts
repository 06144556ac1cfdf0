import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { stay } from '../../../test/clock';
import { freePort } from '../db/embedded-postgres';
import { bookWithKey } from '../../test/crash';
import { GUEST } from '../../test/guest';
import { createTestApp, SANDBOX_CREDENTIALS } from '../../test/test-app';

const ENTRY = fileURLToPath(new URL('../main/all-in-one.ts', import.meta.url));
const BURST = 20;
/** Of the burst, when the server is killed: answered, registered at the bank only, never sent there. */
const ANSWERED = 5;
const AT_BANK_ONLY = 8;

// The "restarted" server: the whole app in this process, on the database the killed one used. Its
// clock (and its sandbox bank's, which serves the killed server too) starts at the real time, as
// the killed server's does.
const site = await createTestApp({ now: new Date().toISOString() });
const dataDir = await mkdtemp(join(tmpdir(), 'hotel-crash-'));
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** Polls a condition (a real process and the network are involved) until it holds or `ms` pass. */
function until<T>(
  what: string,
  probe: () => Promise<T>,
  holds: (value: T) => boolean,
  ms = 30_000,
): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await probe();
      if (!holds(value)) throw new Error(`${what}: still ${JSON.stringify(value)}`);
      return value;
    },
    { timeout: ms, interval: 50 },
  );
}

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

/**
 * The bank as the killed server reached it: the sandbox of `site`, behind a gate that holds every
 * `register.do` until the test lets it through to the bank, and its answer back, or neither.
 */
async function gatedBank() {
  const held: { forward(): Promise<string>; answer(text: string): void }[] = [];
  const server = createServer((request, response) => {
    void bodyOf(request).then(async (body) => {
      const forward = () =>
        fetch(`${site.baseUrl}${request.url ?? '/'}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        }).then((r) => r.text());
      if (request.url?.endsWith('/register.do'))
        held.push({ forward, answer: (text) => response.end(text) });
      else response.end(await forward());
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/sandbox-bank/`,
    held,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

async function startServer(bankUrl: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    env: {
      ...process.env,
      DATABASE_URL: site.db.url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_CLIENT: '0',
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      PAYMENT_GATEWAY_URL: bankUrl,
      PAYMENT_GATEWAY_USER: SANDBOX_CREDENTIALS.userName,
      PAYMENT_GATEWAY_PASSWORD: SANDBOX_CREDENTIALS.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  const base = `http://127.0.0.1:${port}`;
  await until(
    'the server to be ready',
    async () => {
      if (child.exitCode !== null) throw new Error(`exited early:\n${output}`);
      return fetch(`${base}/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
    },
    (ready) => ready,
    60_000,
  );
  return { base, child, exited };
}

const count = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

describe('kill -9 of the server in the middle of a burst of bookings', () => {
  it('leaves no room held without a bank order, no order registered twice, and no retry books twice', async () => {
    const bank = await gatedBank();
    const server = await startServer(bank.url);
    const guests = await Promise.all(Array.from({ length: BURST }, () => site.session(1)));
    const emails = guests.map((g) => g.email);
    const bodies = guests.map((_g, i) => ({ id: 1, ...stay(5 + i * 3, 2), guests: [GUEST] }));
    const keys = guests.map((_g, i) => `burst-attempt-${i}`);

    const started = Date.now();
    const settled: ({ status: number; body: { url?: string } } | null)[] = [];
    guests.forEach((guest, i) => {
      void fetch(`${server.base}/api/payment?l=en`, {
        method: 'POST',
        headers: {
          cookie: guest.cookie,
          'content-type': 'application/json',
          'idempotency-key': keys[i] ?? '',
        },
        body: JSON.stringify(bodies[i]),
      }).then(
        async (r) =>
          (settled[i] = { status: r.status, body: (await r.json()) as { url?: string } }),
        () => (settled[i] = null), // no answer: the server died
      );
    });
    await until(
      'every booking to reach the bank',
      async () => bank.held.length,
      (n) => n === BURST,
    );
    for (const call of bank.held.slice(0, ANSWERED)) call.answer(await call.forward());
    await until(
      'the first answers',
      async () => settled.filter((a) => a?.status === 200).length,
      (n) => n === ANSWERED,
    );
    const answered = settled.flatMap((a, i) => (a?.status === 200 ? [{ i, url: a.body.url }] : []));
    for (const call of bank.held.slice(ANSWERED, ANSWERED + AT_BANK_ONLY)) await call.forward();
    const killedAfterMs = Date.now() - started;
    server.child.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    bank.close();

    const [placed, registered, orders] = await Promise.all([
      count(
        site.db
          .sql`select count(*)::int as n from events where type = 'BookingPlaced' and data->>'email' in ${site.db.sql(emails)}`,
      ),
      count(site.db.sql`select count(*)::int as n from events e where type = 'PaymentRegistered'
        and (data->>'bookingId') in (select data->>'bookingId' from events where type = 'BookingPlaced' and data->>'email' in ${site.db.sql(emails)})`),
      count(site.db
        .sql`select count(*)::int as n from sandbox_bank_orders o join events e on e.type = 'BookingPlaced'
        and o.order_number = (e.data->>'bookNumber') || '-1' and e.data->>'email' in ${site.db.sql(emails)}`),
    ]);
    console.info(
      `killed ${killedAfterMs} ms into the burst: ${placed} placed, ${orders} bank orders, ${registered} PaymentRegistered`,
    );
    expect([placed, orders, registered]).toEqual([BURST, ANSWERED + AT_BANK_ONLY, ANSWERED]);

    // The restarted server: its read models catch up with what the killed one wrote.
    const held = site.db.sql<
      { n: number }[]
    >`select count(*)::int as n from bookings where email in ${site.db.sql(emails)}`;
    await until(
      'the read models to hold the burst',
      () => count(held),
      (n) => n === BURST,
    );
    site.setNow(new Date(Date.now() + 31_000).toISOString());

    // Half the guests retry at once, with their keys; the poller takes care of the others.
    const retried = await Promise.all(
      guests
        .slice(0, BURST / 2)
        .map((g, i) =>
          bookWithKey(
            site,
            g.cookie,
            keys[i] ?? '',
            bodies[i] ?? bodies[0] ?? { id: 1, ...stay(5, 2) },
          ),
        ),
    );
    expect(retried.map((r) => r.status)).toEqual(Array.from({ length: BURST / 2 }, () => 200));
    for (const { i, url } of answered) if (i < BURST / 2) expect(retried[i]?.body.url).toBe(url);

    site.setNow(new Date(Date.now() + 120_000).toISOString());
    const report = await site.poller.pollOnce();
    console.info(`poller after the restart: ${JSON.stringify(report)}`);

    const orphans = await count(
      site.db
        .sql`select count(*)::int as n from bookings where email in ${site.db.sql(emails)} and state = 'pending' and order_id is null`,
    );
    expect(orphans).toBe(0);
    const twice = await count(
      site.db
        .sql`select count(*)::int as n from (select order_number from sandbox_bank_orders group by order_number having count(*) > 1) d`,
    );
    expect(twice).toBe(0);
    const unrecorded = await count(site.db
      .sql`select count(*)::int as n from bookings b join sandbox_bank_orders o on o.order_number = b.book_number || '-1'
      where b.email in ${site.db.sql(emails)} and b.state = 'pending' and b.order_id is distinct from o.order_id`);
    expect(unrecorded).toBe(0);

    // Every guest retries (again): the same page, or "ended" for a booking the bank never heard of.
    const again = await Promise.all(
      guests.map((g, i) =>
        bookWithKey(
          site,
          g.cookie,
          keys[i] ?? '',
          bodies[i] ?? bodies[0] ?? { id: 1, ...stay(5, 2) },
        ),
      ),
    );
    const outcome = await site.db.sql<
      { email: string; state: string; order_id: string | null; at_bank: number }[]
    >`
      select b.email, b.state, b.order_id,
             (select count(*)::int from sandbox_bank_orders o where o.order_number = b.book_number || '-1') as at_bank
      from bookings b where b.email in ${site.db.sql(emails)}`;
    for (const [i, answer] of again.entries()) {
      const booking = outcome.find((b) => b.email === emails[i]);
      if (i < BURST / 2) expect(answer).toEqual(retried[i]);
      if (booking?.state === 'pending') {
        expect(answer.status).toBe(200);
        expect(new URL(answer.body.url ?? 'http://invalid/').searchParams.get('mdOrder')).toBe(
          booking.order_id,
        );
      } else {
        expect([booking?.state, booking?.at_bank, answer.status]).toEqual(['failed', 0, 409]);
      }
    }
    const states = new Map<string, number>();
    for (const b of outcome) states.set(b.state, (states.get(b.state) ?? 0) + 1);
    console.info(`after recovery: ${[...states].map(([state, n]) => `${n} ${state}`).join(', ')}`);
    expect(outcome).toHaveLength(BURST);
    expect(
      await count(
        site.db
          .sql`select count(*)::int as n from events where type = 'BookingPlaced' and data->>'email' in ${site.db.sql(emails)}`,
      ),
    ).toBe(BURST);
  }, 180_000);
});
