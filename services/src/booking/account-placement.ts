import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { AppDeps } from '../application/deps';
import { AppError } from '../application/errors';

/** How long one placement holds its account: longer than the bank takes to register an order. */
const LEASE_MS = 30_000;
/** How long another request of the account waits for its turn before it is told to try again. */
const WAIT_MS = 10_000;
const POLL_MS = 50;

/**
 * Runs `place` while no other booking of the account is being placed, in any process: the
 * account's checks (its unpaid bookings, the stay it already holds) then see every booking it
 * placed before. Without it, simultaneous requests all passed the checks, all placed a booking,
 * and each cancelled its own again on finding the others (a mail to the guest each time).
 */
export async function oneBookingAtATime<T>(
  deps: AppDeps,
  userId: number,
  place: () => Promise<T>,
): Promise<T> {
  const token = randomUUID();
  const giveUpAt = Date.now() + WAIT_MS;
  while (!(await takeTurn(deps, userId, token))) {
    if (Date.now() >= giveUpAt) throw new AppError('conflict', 'booking.attemptInProgress');
    await delay(POLL_MS);
  }
  try {
    return await place();
  } finally {
    // A release that fails leaves the lease to run out: the account waits at most that long.
    await deps.sql`delete from account_placements where user_id = ${userId} and lease_token = ${token}`.catch(
      () => undefined,
    );
  }
}

async function takeTurn(deps: AppDeps, userId: number, token: string): Promise<boolean> {
  const now = deps.now();
  const taken = await deps.sql`
    insert into account_placements (user_id, lease_token, lease_until)
    values (${userId}, ${token}, ${new Date(now.getTime() + LEASE_MS)})
    on conflict (user_id) do update set lease_token = excluded.lease_token, lease_until = excluded.lease_until
    where account_placements.lease_until < ${now}
    returning user_id`;
  return taken.length > 0;
}
