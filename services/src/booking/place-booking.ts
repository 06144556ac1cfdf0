import type { z } from 'zod';
import type { paymentInput } from '@hotel/contracts';
import {
  guestRecordOf,
  pricedGuestOf,
  type EventMetadata,
  type Language,
  type PaymentInput,
} from '@hotel/contracts';
import type { Position } from '@hotel/projections';
import { eventMetadata, type AppDeps, type RequestContext } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';
import { requireVerifiedEmail } from '../auth/email-verification';
import type { SessionUser } from '../auth/sessions';
import { isDatabaseUnavailable, isStatementCancelled } from '../db/availability';
import { newBookingIds } from './booking-ids';
import { oneBookingAtATime } from './account-placement';
import {
  claimAttempt,
  forgetAttempt,
  releaseAttempt,
  requestHash,
  resumeAttempt,
  type BookingAttempt,
} from './booking-attempts';
import { freeRoomsByType } from './free-rooms';
import { refuseAfterExpiredHolds, releaseAddressHold, reserveAddressHold } from './hold-limits';
import { payOrFree } from './pay-or-free';
import { payWithinLimit, refuseTooManyPending, unpaidBookingOfStay } from './pending-holds';
import { placeInFirstFree, shuffled } from './place-in-free-room';
import { answerPlacedAttempt, sendToBankOrHold } from './placed-attempt';
import { promoTermsFor, releasePromoUse, takePromoUse } from '../rates/promo-code-uses';
import { nightsOfType } from '../rates/stay-nights';
import { basePriceOf, partyOf, priceRoomType, readStayTerms } from './quote';
import { checkBookingOpen, checkGuestStay } from './stay-dates';

type Placed = Outcome & { url: string };

/**
 * A guest books a room of a type and is sent to the bank, one booking of an account at a time
 * (oneBookingAtATime), from an account whose address is confirmed: check online booking is still
 * open for the arrival (terms of stay), that the account holds fewer unpaid bookings than the
 * options allow and is not waiting after holds that ran out unpaid, that the guest's address holds
 * fewer than its limits (reserveAddressHold, across accounts), price the stay (the online share of it, and the fee), take a free room (appending `BookingPlaced`
 * at the room stream's revision; a lost race moves on to the next candidate), register the order
 * with the bank, count the account's unpaid bookings again (payWithinLimit), then answer with
 * the bank's payment page. When the account already has an unpaid booking of this stay (same type
 * and dates) whose page can still be paid on, it answers that page instead of booking again.
 *
 * With an idempotency key (one per booking attempt, scoped to the account) a retry answers the
 * attempt's booking and page instead of booking again, and finishes what a request that died
 * between the steps left undone; the same key with other details is refused.
 *
 * A database failure once the booking may have been placed (its append sent, or an attempt held)
 * is never "nothing was changed": a commit whose answer was lost, or a later step that failed,
 * leaves a booking holding its room. It is answered 503 "not confirmed": with a key, retry with
 * it (the site does, by itself) to learn the booking; without one, check the account.
 */
export async function placeBooking(
  deps: AppDeps,
  context: RequestContext,
  guest: { user: SessionUser; address: string },
  input: z.output<typeof paymentInput>,
  lang: Language,
  idempotencyKey?: string,
): Promise<Placed> {
  const { user, address } = guest;
  requireVerifiedEmail(user);
  checkGuestStay(deps, input.checkin, input.checkout);
  const metadata = eventMetadata(deps, context);
  const progress: Progress = { mayHaveBooked: false };
  const request = { deps, user, address, input, lang, metadata, progress };
  try {
    return await oneBookingAtATime(deps, user.id, () =>
      idempotencyKey === undefined
        ? placeAndPay(request, null)
        : placeWithKey(request, idempotencyKey),
    );
  } catch (error) {
    if (!progress.mayHaveBooked || !(isDatabaseUnavailable(error) || isStatementCancelled(error)))
      throw error;
    throw idempotencyKey === undefined
      ? new AppError('unavailable', 'booking.notConfirmedCheckAccount')
      : new AppError('unavailable', 'booking.notConfirmed', {}, { retryWithSameKey: true });
  }
}

/** How far a request got: from the moment its booking may exist, its outcome is not "nothing". */
interface Progress {
  mayHaveBooked: boolean;
}

/** One guest's request to book, checked and priced by the steps below. */
interface PlacementRequest {
  deps: AppDeps;
  user: SessionUser;
  address: string;
  input: PaymentInput;
  lang: Language;
  metadata: EventMetadata;
  progress: Progress;
}

async function placeWithKey(request: PlacementRequest, idempotencyKey: string): Promise<Placed> {
  const { deps, user, input, lang, metadata, progress } = request;
  const hash = requestHash(input);
  let attempt = await resumeAttempt(deps, user.id, idempotencyKey, hash);
  // An earlier request with this key may have placed the booking.
  progress.mayHaveBooked = attempt !== null;
  try {
    const answered = attempt ? await answerPlacedAttempt(deps, attempt, lang, metadata) : null;
    if (answered) return answered;
    return await placeAndPay(
      request,
      async () => (attempt ??= await claimAttempt(deps, user.id, idempotencyKey, hash)),
    );
  } finally {
    // A release that fails leaves the lease to run out: a retry then waits at most that long.
    if (attempt) await releaseAttempt(deps, attempt).catch(() => undefined);
  }
}

/** `claim`: the attempt to place the booking for (claimed once the request passed its checks), or null. */
async function placeAndPay(
  request: PlacementRequest,
  claim: (() => Promise<BookingAttempt>) | null,
): Promise<Placed> {
  const { deps, user, address, input, lang, metadata, progress } = request;
  const terms = await readStayTerms(deps.sql, { typeId: input.id }, user.id);
  const { options, roomType: type } = terms;
  checkBookingOpen(deps, input.checkin, options.terms);
  if (!type) throw new AppError('not_found', 'booking.roomTypeNotFound');
  if (input.guests.length > type.capacity)
    throw new AppError('validation', 'booking.tooManyGuests', { capacity: type.capacity });
  const unpaid = await unpaidBookingOfStay(deps, user.id, input);
  if (unpaid !== null) return { message: { key: 'booking.continuePending' }, url: unpaid };
  refuseTooManyPending(terms.pending, options.maxPendingBookings);
  await refuseAfterExpiredHolds(deps, user.id, options.holdLimits);
  const nightPrices = await nightsOfType(deps.sql, 'guest', input, input.id, basePriceOf(type));
  const promo =
    input.promo_code === undefined
      ? undefined
      : await promoTermsFor(deps, input.promo_code, input.checkin);
  const party = partyOf(
    type,
    options,
    input.guests.map((guest) => pricedGuestOf(guestRecordOf(guest))),
  );
  const price = priceRoomType(type, options, nightPrices, 'site', { promo, party });
  if (!options.paymentSystem || price.totalTenge <= 0)
    throw new AppError('validation', 'booking.onlineDisabled');

  const free = shuffled((await freeRoomsByType(deps.sql, input, input.id)).get(input.id) ?? []);
  if (free.length === 0) throw new AppError('conflict', 'booking.noRoomFree');
  // From here a commit may be lost with its answer (the attempt's row, the booking's append).
  progress.mayHaveBooked = true;
  const attempt = claim ? await claim() : null;
  const ids = attempt ?? (await newBookingIds(deps.sql));
  try {
    await reserveAddressHold(
      deps,
      { bookingId: ids.bookingId, address, checkin: input.checkin, checkout: input.checkout },
      options.holdLimits,
    );
  } catch (error) {
    // Refused before anything was held: the key is free for a fresh try.
    if (attempt) await forgetAttempt(deps, attempt);
    throw error;
  }
  // A retry tries the room its dead request was placing the booking in first.
  const candidates = attempt?.roomId
    ? [attempt.roomId, ...free.filter((id) => id !== attempt.roomId)]
    : free;
  const deadline = new Date(
    deps.now().getTime() + options.paymentTimeoutMinutes * 60_000,
  ).toISOString();
  const booking = { ...ids, user, input, price, deadline, language: lang };
  let placed: { roomId: number; position: Position };
  let promoTaken = false;
  try {
    // The code's use is taken before the room: of two bookings for its last use, one is refused.
    if (promo && price.promoCode)
      await takePromoUse(deps, metadata, promo, {
        bookingId: ids.bookingId,
        discountTenge: price.promoCode.discountTenge,
      });
    promoTaken = promo !== undefined;
    placed = await placeInFirstFree(deps, booking, candidates, attempt, metadata);
  } catch (error) {
    // Refused before anything was held for it: the key is free for a fresh try, the address's place too.
    if (error instanceof AppError && error.key !== 'booking.attemptInProgress') {
      await releaseAddressHold(deps, ids.bookingId);
      if (attempt) await forgetAttempt(deps, attempt);
      if (promo && promoTaken)
        await releasePromoUse(deps, metadata, promo.promoCodeId, ids.bookingId);
    }
    throw error;
  }

  const toPay = {
    roomId: placed.roomId,
    bookingId: ids.bookingId,
    bookNumber: ids.bookNumber,
    amountTenge: price.totalTenge,
  };
  const check = {
    userId: user.id,
    max: options.maxPendingBookings,
    booking: { roomId: placed.roomId, bookingId: ids.bookingId, placedAt: placed.position },
    ...(attempt ? { refused: () => forgetAttempt(deps, attempt) } : {}),
  };
  const bank = { language: lang, sessionTimeoutSecs: options.paymentTimeoutMinutes * 60 };
  const url = await payWithinLimit(deps, check, metadata, () =>
    attempt
      ? sendToBankOrHold(deps, attempt, toPay, { ...bank, askFirst: false }, metadata)
      : payOrFree(deps, toPay, bank, metadata),
  );
  return { message: { key: 'booking.toBank' }, url };
}
