import { createHash, randomUUID } from 'node:crypto';
import { HOME_CITIZENSHIP, type PaymentInput } from '@hotel/contracts';
import type { AppDeps } from '../application/deps';
import { AppError } from '../application/errors';
import { newBookingIds } from './booking-ids';

/**
 * How long a request may work on an attempt before a retry takes it over: longer than the bank's
 * 15-second timeout plus the waits for the read models; the holder renews it at each step.
 */
const LEASE_MS = 30_000;
/** A key is forgotten after a day: the same key then starts a new attempt. */
const KEY_TTL_MS = 24 * 3600_000;

/** One booking attempt (an idempotency key of an account), as this request holds it. */
export interface BookingAttempt {
  userId: number;
  key: string;
  bookingId: number;
  bookNumber: number;
  /** The room the attempt placed (or was placing) its booking in; null before the first try. */
  roomId: number | null;
  token: string;
}

interface Row {
  booking_id: string;
  book_number: number;
  room_id: number | null;
  request_hash: string;
  lease_token: string;
}

const toAttempt = (userId: number, key: string, row: Row): BookingAttempt => ({
  userId,
  key,
  bookingId: Number(row.booking_id),
  bookNumber: row.book_number,
  roomId: row.room_id,
  token: row.lease_token,
});

/** What the attempt asks for: a retry with other details is not a retry. */
export function requestHash(input: PaymentInput): string {
  const canonical = [
    input.id,
    input.checkin,
    input.checkout,
    // A Turkmen guest hashes as before citizenship was asked: a retry across the change still matches.
    input.guests.map((g) =>
      g.citizenship === HOME_CITIZENSHIP
        ? [g.full_name, g.passport_serial, g.passport_number]
        : [g.full_name, g.citizenship, g.passport_number],
    ),
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

// Another request holds the attempt (or held it when the database failed): the same key, a moment later, learns the outcome.
const inProgress = () =>
  new AppError('conflict', 'booking.attemptInProgress', {}, { retryWithSameKey: true });

/**
 * An earlier request's attempt with this key, taken over by this request: null when there is none
 * (or it expired). Refused when it asked for something else, or while another request holds it.
 */
export async function resumeAttempt(
  deps: AppDeps,
  userId: number,
  key: string,
  hash: string,
): Promise<BookingAttempt | null> {
  const now = deps.now();
  const [row] = await deps.sql<Row[]>`
    select booking_id::text, book_number, room_id, request_hash, lease_token from booking_attempts
    where user_id = ${userId} and idempotency_key = ${key} and created_at > ${new Date(now.getTime() - KEY_TTL_MS)}`;
  if (!row) return null;
  if (row.request_hash !== hash) throw new AppError('conflict', 'booking.attemptReused');
  const [taken] = await deps.sql<Row[]>`
    update booking_attempts set lease_token = ${randomUUID()}, lease_until = ${new Date(now.getTime() + LEASE_MS)}
    where user_id = ${userId} and idempotency_key = ${key} and lease_until <= ${now}
    returning booking_id::text, book_number, room_id, request_hash, lease_token`;
  if (!taken) throw inProgress();
  return toAttempt(userId, key, taken);
}

/**
 * Claims a new attempt for the key, with the booking id and book number its booking will have.
 * Another request that claimed it meanwhile wins: this one is told the attempt is under way.
 */
export async function claimAttempt(
  deps: AppDeps,
  userId: number,
  key: string,
  hash: string,
): Promise<BookingAttempt> {
  const now = deps.now();
  await deps.sql`
    delete from booking_attempts
    where user_id = ${userId} and idempotency_key = ${key} and created_at <= ${new Date(now.getTime() - KEY_TTL_MS)}`;
  const { bookingId, bookNumber } = await newBookingIds(deps.sql);
  const [row] = await deps.sql<Row[]>`
    insert into booking_attempts (user_id, idempotency_key, request_hash, booking_id, book_number, lease_token, lease_until, created_at)
    values (${userId}, ${key}, ${hash}, ${bookingId}, ${bookNumber}, ${randomUUID()}, ${new Date(now.getTime() + LEASE_MS)}, ${now})
    on conflict do nothing
    returning booking_id::text, book_number, room_id, request_hash, lease_token`;
  if (!row) throw inProgress();
  return toAttempt(userId, key, row);
}

/**
 * Records the room this request is about to place the attempt's booking in, renewing its lease;
 * refused when the lease was taken over (a retry now owns the attempt). Placing only in the room
 * the row names is what keeps a request that outlived its lease from booking a second room.
 */
export async function tryRoom(
  deps: AppDeps,
  attempt: BookingAttempt,
  roomId: number,
): Promise<void> {
  const [row] = await deps.sql<{ room_id: number }[]>`
    update booking_attempts set room_id = ${roomId}, lease_until = ${new Date(deps.now().getTime() + LEASE_MS)}
    where user_id = ${attempt.userId} and idempotency_key = ${attempt.key} and lease_token = ${attempt.token}
    returning room_id`;
  if (!row) throw inProgress();
  attempt.roomId = roomId;
}

/** Renews the lease before a slow step (the bank); refused when a retry took the attempt over. */
export async function renewLease(deps: AppDeps, attempt: BookingAttempt): Promise<void> {
  const [row] = await deps.sql<{ room_id: number | null }[]>`
    update booking_attempts set lease_until = ${new Date(deps.now().getTime() + LEASE_MS)}
    where user_id = ${attempt.userId} and idempotency_key = ${attempt.key} and lease_token = ${attempt.token}
    returning room_id`;
  if (!row) throw inProgress();
}

/** This request is done with the attempt: a retry may take it up at once. */
export async function releaseAttempt(deps: AppDeps, attempt: BookingAttempt): Promise<void> {
  await deps.sql`
    update booking_attempts set lease_until = ${deps.now()}
    where user_id = ${attempt.userId} and idempotency_key = ${attempt.key} and lease_token = ${attempt.token}`;
}

/**
 * The attempt was refused before its booking could be paid (no room free, too many unpaid
 * bookings): nothing is held for it, so the key is forgotten and a retry tries afresh.
 */
export async function forgetAttempt(deps: AppDeps, attempt: BookingAttempt): Promise<void> {
  await deps.sql`
    delete from booking_attempts
    where user_id = ${attempt.userId} and idempotency_key = ${attempt.key} and lease_token = ${attempt.token}`;
}

/** Whether a request is at work on the attempt that placed this booking (the poller leaves it be). */
export async function attemptAtWork(deps: AppDeps, bookingId: number): Promise<boolean> {
  const [row] = await deps.sql<{ n: number }[]>`
    select count(*)::int as n from booking_attempts where booking_id = ${bookingId} and lease_until > ${deps.now()}`;
  return (row?.n ?? 0) > 0;
}

/** Keys older than a day are forgotten (the poller's housekeeping). */
export async function forgetExpiredAttempts(deps: AppDeps): Promise<void> {
  await deps.sql`delete from booking_attempts where created_at <= ${new Date(deps.now().getTime() - KEY_TTL_MS)}`;
}
