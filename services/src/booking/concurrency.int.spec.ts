import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../db/embedded-postgres';
import { day } from '../../../test/clock';
import { GUEST, registerGuest, singleFreeRoom } from '../../test/guest';
import { createTestApp, SANDBOX_CREDENTIALS } from '../../test/test-app';

const site = await createTestApp();
const ALL_IN_ONE = fileURLToPath(new URL('../main/all-in-one.ts', import.meta.url));

/** A second API process (a real OS process) on the same database, using the same sandbox bank. */
async function startSecondProcess(): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', ALL_IN_ONE], {
    env: {
      ...process.env,
      DATABASE_URL: site.db.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: site.baseUrl,
      PAYMENT_GATEWAY_URL: `${site.baseUrl}/sandbox-bank/`,
      PAYMENT_GATEWAY_USER: SANDBOX_CREDENTIALS.userName,
      PAYMENT_GATEWAY_PASSWORD: SANDBOX_CREDENTIALS.password,
      DEMO_DATA: '0',
      SERVE_CLIENT: '0',
      LOG_LEVEL: 'error',
      ADMIN_EMAIL: 'second-process-admin@example.com',
      ADMIN_PASSWORD: 'second-process-password',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`second process exited with ${child.exitCode}`);
    const live = await fetch(`${baseUrl}/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (live) return { baseUrl, child };
    await new Promise((resolve) => setTimeout(resolve, 100)); // polling for readiness, not timing a result
  }
}

const racers: ChildProcess[] = [];
afterAll(async () => {
  for (const child of racers) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
});

/**
 * Twenty guests, ten requests each, at once. The bookings of one account are placed one at a
 * time (oneBookingAtATime), so the race for the room is between the accounts.
 */
async function crowd(name: string): Promise<string[]> {
  return Promise.all(
    Array.from({ length: 20 }, (_, i) => registerGuest(site, `${name}-${i}@example.com`)),
  );
}

async function race(
  baseUrls: string[],
  cookies: string[],
  typeId: number,
  checkin: string,
  checkout: string,
) {
  const statuses = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      fetch(`${baseUrls[i % baseUrls.length]}/api/payment?l=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookies[i % cookies.length] ?? '' },
        body: JSON.stringify({ id: typeId, checkin, checkout, guests: [GUEST] }),
      }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as { error?: string; url?: string },
      })),
    ),
  );
  return statuses;
}

/**
 * One booking came of the race: every answer that let a guest pay sends them to the one bank
 * page (a request that finds the guest's own unpaid booking of the stay is sent to it, not
 * refused), and every other answer is a refusal.
 */
function expectOneBooking(answers: Awaited<ReturnType<typeof race>>): void {
  const paying = answers.filter((a) => a.status === 200);
  expect(paying.length).toBeGreaterThan(0);
  expect(new Set(paying.map((a) => a.body.url)).size).toBe(1);
  expect(answers.filter((a) => a.status === 409)).toHaveLength(200 - paying.length);
}

describe('no double booking under concurrency', () => {
  it('lets exactly 1 of 200 concurrent bookings win the one free room of a type', async () => {
    const { roomId, typeId } = await singleFreeRoom(site, day(253), day(256));
    const answers = await race(
      [site.baseUrl],
      await crowd('crowd-one'),
      typeId,
      day(253),
      day(256),
    );
    expectOneBooking(answers);
    expect(
      new Set(answers.filter((a) => a.status === 409).map((a) => a.body.error)).size,
    ).toBeGreaterThan(0);
    const [held] = await site.db.sql<{ n: number }[]>`
      select count(*)::int as n from bookings where room_id = ${roomId} and state = 'pending'`;
    expect(held?.n).toBe(1);
  });

  it('lets exactly 1 win when the 200 requests are split over two API processes on one database', async () => {
    const second = await startSecondProcess();
    racers.push(second.child);
    const { roomId, typeId } = await singleFreeRoom(site, day(284), day(286));
    const answers = await race(
      [site.baseUrl, second.baseUrl],
      await crowd('crowd-two'),
      typeId,
      day(284),
      day(286),
    );
    expectOneBooking(answers);
    const events = await site.db.sql<{ n: number }[]>`
      select count(*)::int as n from events
      where stream_id = ${`room-${roomId}`} and type = 'BookingPlaced' and data->>'checkin' = ${day(284)}`;
    expect(events[0]?.n).toBe(1);
  }, 120_000);
});
