import { describe, expect, it } from 'vitest';
import { at, stay } from '../../../test/clock';
import { GUEST, registerGuest } from '../../test/guest';
import { createTestApp } from '../../test/test-app';

/*
 * No hoarding, under the hotel's default limits (2 unpaid bookings per account, 4 per address,
 * 2 of the same dates per address, a 10-minute wait after a booking ran out unpaid, doubled for
 * each further one): guests reach the site through a proxy (TRUST_PROXY), each address its own.
 */
const site = await createTestApp({ holdLimits: 'hotel', trustProxy: 1 });
const { app, db, poller } = site;
const T0 = at(0, '10:00');
const minutesAfter = (minutes: number) => new Date(Date.parse(T0) + minutes * 60_000).toISOString();

async function bookFrom(
  address: string,
  cookie: string,
  dates: { checkin: string; checkout: string },
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/payment?l=en',
    headers: { cookie, 'x-forwarded-for': address },
    payload: { id: 2, ...dates, guests: [GUEST] },
  });
  return { status: res.statusCode, body: res.json() as { message?: string; error?: string } };
}

const accounts = (prefix: string, count: number) =>
  Promise.all(
    Array.from({ length: count }, (_, i) => registerGuest(site, `${prefix}-${i}@example.com`)),
  );

/** The bookings placed by these accounts, by state. */
async function statesOf(prefix: string): Promise<Record<string, number>> {
  const rows = await db.sql<{ state: string; n: number }[]>`
    select state, count(*)::int as n from bookings where email like ${`${prefix}-%`} group by state`;
  return Object.fromEntries(rows.map((row) => [row.state, row.n]));
}

describe('unpaid holds from one address', () => {
  it('lets ten accounts of one address hold four rooms, and the same ten again no more once those ran out', async () => {
    site.setNow(T0);
    const address = '203.0.113.10';
    const guests = await accounts('hoarder', 10);
    const first = [];
    for (const [i, cookie] of guests.entries()) {
      for (const night of [0, 1])
        first.push((await bookFrom(address, cookie, stay(30 + i * 2 + night, 1))).status);
    }
    // The first two accounts hold two each (the account's own limit), the address's four in all.
    expect(first).toEqual([200, 200, 200, 200, ...Array<number>(16).fill(409)]);
    expect(await statesOf('hoarder')).toEqual({ pending: 4 });

    // Nobody pays: the holds run out (the 15-minute payment time and the poller's grace).
    site.setNow(minutesAfter(18));
    await poller.pollOnce();
    expect(await statesOf('hoarder')).toEqual({ expired: 4 });

    const again = [];
    for (const [i, cookie] of guests.entries())
      again.push(await bookFrom(address, cookie, stay(60 + i, 1)));
    // The two accounts whose two holds each ran out wait 20 minutes (10, doubled) after it (17
    // left); four others hold.
    expect(again.map((answer) => answer.status)).toEqual([
      429, 429, 200, 200, 200, 200, 409, 409, 409, 409,
    ]);
    expect(again[0]?.body.error).toBe(
      'Your earlier bookings were not paid in time: you can book again in 17 min.',
    );
    expect(again[9]?.body.error).toBe(
      'Too many unpaid bookings from your network (at most 4): pay or cancel one of them first',
    );
    expect(await statesOf('hoarder')).toEqual({ expired: 4, pending: 4 });
    // Nothing was placed only to be cancelled: no guest was mailed a cancellation.
    const [cancelMails] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from mail_outbox where recipient like 'hoarder-%' and kind = 'cancelled'`;
    expect(cancelMails?.n).toBe(0);
    site.setNow(T0);
  });

  it('holds the same dates at most twice from one address, whatever the accounts, and counts other addresses apart', async () => {
    const [a, b, c, d] = await accounts('same-stay', 4);
    const dates = stay(45, 2);
    expect((await bookFrom('198.51.100.7', a ?? '', dates)).status).toBe(200);
    expect((await bookFrom('198.51.100.7', b ?? '', dates)).status).toBe(200);
    const third = await bookFrom('198.51.100.7', c ?? '', dates);
    expect(third).toEqual({
      status: 409,
      body: {
        error:
          'These dates are already held unpaid from your network: pay for that booking or cancel it first',
      },
    });
    expect((await bookFrom('198.51.100.7', c ?? '', stay(47, 2))).status).toBe(200);
    expect((await bookFrom('198.51.100.99', d ?? '', dates)).status).toBe(200);
    expect(await statesOf('same-stay')).toEqual({ pending: 4 });
  });

  it('places four of ten simultaneous bookings from one address and nothing for the rest', async () => {
    const guests = await accounts('rush', 10);
    const answers = await Promise.all(
      guests.map((cookie, i) => bookFrom('192.0.2.44', cookie, stay(50 + i, 1))),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(4);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(6);
    expect(await statesOf('rush')).toEqual({ pending: 4 });
  });

  it('makes an account whose holds keep running out wait twice as long each time', async () => {
    site.setNow(T0);
    const [cookie = ''] = await accounts('sleeper', 1);
    const address = '203.0.113.77';
    expect((await bookFrom(address, cookie, stay(70, 1))).status).toBe(200);
    site.setNow(minutesAfter(18));
    await poller.pollOnce();
    // Ran out at its 15-minute deadline: 10 minutes' wait from then.
    expect((await bookFrom(address, cookie, stay(71, 1))).body.error).toMatch(/in 7 min\.$/);
    site.setNow(minutesAfter(25));
    expect((await bookFrom(address, cookie, stay(71, 1))).status).toBe(200);
    site.setNow(minutesAfter(25 + 18));
    await poller.pollOnce();
    // The second ran out at 25 + 15: 20 minutes from then.
    expect((await bookFrom(address, cookie, stay(72, 1))).body.error).toMatch(/in 17 min\.$/);
    site.setNow(minutesAfter(25 + 15 + 20));
    expect((await bookFrom(address, cookie, stay(72, 1))).status).toBe(200);
    site.setNow(T0);
  });
});
