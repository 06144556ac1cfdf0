import type { CalendarDate } from '@hotel/contracts';
import type { AppDeps } from '../application/deps';
import { AppError } from '../application/errors';
import type { Sql } from '../db/connect';

/** The hoarding limits of the system options. */
export interface HoldLimits {
  /** Unpaid holds placed from one address, whatever the accounts (0: no limit). */
  maxPendingPerAddress: number;
  /** Unpaid holds of one stay (the same dates) from one address (0: no limit). */
  maxSameStayPerAddress: number;
  /** The wait after an account's hold ran out unpaid; it doubles with each one within a week. */
  expiredHoldWaitMinutes: number;
}

/** A booking about to be placed from an address. */
export interface AddressHold {
  bookingId: number;
  /** addressKey of the request (an IPv6 address by its /64). */
  address: string;
  checkin: CalendarDate;
  checkout: CalendarDate;
}

/** How far back holds that ran out unpaid make an account wait. */
const EXPIRED_MEMORY_MS = 7 * 86_400_000;
/** The longest wait, however many holds ran out. */
const MAX_WAIT_MINUTES = 24 * 60;
/** A hold written but not yet in the read models is counted this long (a placement takes seconds). */
const IN_FLIGHT_MS = 120_000;
/** No unpaid hold outlives this (the longest payment time an option allows is 20 minutes): older rows are not read. */
const LONGEST_HOLD_MS = 30 * 60_000;

/**
 * An account whose holds keep running out unpaid waits 10, 20, 40 ... minutes (the option's wait,
 * doubled for each within a week, at most a day) after the last one before it holds a room again.
 * Refused before anything is placed: nothing is held, nothing cancelled, nobody mailed.
 */
export async function refuseAfterExpiredHolds(
  deps: AppDeps,
  userId: number,
  limits: HoldLimits,
): Promise<void> {
  const minutes = await waitAfterExpiredHolds(
    deps.sql,
    userId,
    deps.now(),
    limits.expiredHoldWaitMinutes,
  );
  if (minutes > 0) throw new AppError('rate_limited', 'booking.expiredHoldsWait', { minutes });
}

/** Minutes the account still waits after its holds that ran out unpaid (0: none). */
export async function waitAfterExpiredHolds(
  sql: Sql,
  userId: number,
  now: Date,
  baseMinutes: number,
): Promise<number> {
  if (baseMinutes <= 0) return 0;
  const [row] = await sql<{ expired: number; last: Date | null }[]>`
    select count(*)::int as expired, max(payment_deadline) as last from bookings
    where user_id = ${userId} and state = 'expired' and payment_deadline > ${new Date(now.getTime() - EXPIRED_MEMORY_MS)}`;
  if (!row?.last || row.expired === 0) return 0;
  const wait = Math.min(MAX_WAIT_MINUTES, baseMinutes * 2 ** (row.expired - 1));
  const left = row.last.getTime() + wait * 60_000 - now.getTime();
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}

/**
 * Counts the address's unpaid holds (across its accounts, and of these dates) and, within the
 * limits, writes this one before it is placed, so a placement under way from another account of
 * the address counts too. Holds of one address are counted one at a time (a transaction lock on
 * the address): simultaneous requests cannot all pass. Refused before anything is placed.
 */
export async function reserveAddressHold(
  deps: AppDeps,
  hold: AddressHold,
  limits: HoldLimits,
): Promise<void> {
  if (limits.maxPendingPerAddress === 0 && limits.maxSameStayPerAddress === 0) return;
  const now = deps.now();
  await deps.sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext(${`booking-address:${hold.address}`}))`;
    // A retry of the same booking attempt holds its place already.
    const [mine] = await tx`select 1 from booking_addresses where booking_id = ${hold.bookingId}`;
    if (mine) return;
    const [held] = await tx<{ pending: number; same_stay: number }[]>`
      select count(*)::int as pending,
        (count(*) filter (where a.checkin = ${hold.checkin}::date and a.checkout = ${hold.checkout}::date))::int as same_stay
      from booking_addresses a left join bookings b on b.id = a.booking_id
      where a.address = ${hold.address} and a.placed_at > ${new Date(now.getTime() - LONGEST_HOLD_MS)} and (
        (b.id is null and a.placed_at > ${new Date(now.getTime() - IN_FLIGHT_MS)})
        or (b.state = 'pending' and b.payment_deadline > ${now}))`;
    if (limits.maxPendingPerAddress > 0 && (held?.pending ?? 0) >= limits.maxPendingPerAddress) {
      throw new AppError('conflict', 'booking.tooManyPendingFromAddress', {
        count: limits.maxPendingPerAddress,
      });
    }
    if (limits.maxSameStayPerAddress > 0 && (held?.same_stay ?? 0) >= limits.maxSameStayPerAddress)
      throw new AppError('conflict', 'booking.sameStayFromAddress');
    await tx`
      insert into booking_addresses (booking_id, address, checkin, checkout, placed_at)
      values (${hold.bookingId}, ${hold.address}, ${hold.checkin}, ${hold.checkout}, ${now})`;
  });
}

/** A booking that was not placed after all (no room free) holds nothing from its address. */
export async function releaseAddressHold(deps: AppDeps, bookingId: number): Promise<void> {
  await deps.sql`delete from booking_addresses where booking_id = ${bookingId}`;
}
