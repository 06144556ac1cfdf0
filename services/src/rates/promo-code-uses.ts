import {
  promoCodeUseEvent,
  promoCodeUsesStream,
  type CalendarDate,
  type EventMetadata,
} from '@hotel/contracts';
import { PROMO_CODE_USES, PROMO_CODES } from '@hotel/projections';
import type { AppDeps } from '../application/deps';
import { AppError } from '../application/errors';
import type { PromoTerms } from '../booking/pricing';
import { retryingLostAppends } from './append-at-read';

/*
 * A promotion code checked for a stay and its uses taken and given back (docs/rates.md
 * "Promotion codes"). A use counts from the booking's placement until it is given up unpaid
 * (cancelled, expired or failed without a payment): LIVE_USE says so over a use row `u` joined
 * to its booking `b` in the bookings read model (absent while not yet projected: counted).
 */
export const LIVE_USE = `coalesce(not (b.state in ('cancelled', 'failed', 'expired') and b.payment_at is null), true)`;

/** Appends lost to another booking's at once before the guest is asked to try again. */
const ATTEMPTS = 8;

/** A code's terms, as the read model holds them, and how many live uses it has. */
export interface PromoCodeRow {
  id: string;
  code: string;
  percent: number | null;
  amount_tenge: string | null;
  arrival_from: string;
  arrival_to: string;
  max_uses: number | null;
  disabled: boolean;
  uses: number;
}

/**
 * The code the guest typed (upper-cased by its schema), checked for a stay arriving on `checkin`:
 * it exists, is not disabled, takes that arrival and has a use left; else a 400 naming why. The
 * uses counted here are the read model's: placing the booking counts them again on the code's
 * stream (takePromoUse), where two bookings cannot both take the last one.
 */
export async function promoTermsFor(
  deps: AppDeps,
  code: string,
  checkin: CalendarDate,
): Promise<PromoTerms & { maxUses: number | null }> {
  const { sql } = deps;
  const [row] = await sql<PromoCodeRow[]>`
    select c.id, c.code, c.percent, c.amount_tenge, c.arrival_from::text, c.arrival_to::text,
      c.max_uses, c.disabled,
      (select count(*)::int from ${sql(PROMO_CODE_USES)} u left join bookings b on b.id = u.booking_id
       where u.promo_code_id = c.id and ${sql.unsafe(LIVE_USE)}) as uses
    from ${sql(PROMO_CODES)} c where c.code = ${code}`;
  if (!row) throw new AppError('validation', 'promo.unknown', { code });
  if (row.disabled) throw new AppError('validation', 'promo.disabled', { code });
  if (checkin > row.arrival_to)
    throw new AppError('validation', 'promo.expired', { code, to: row.arrival_to });
  if (checkin < row.arrival_from)
    throw new AppError('validation', 'promo.notYet', {
      code,
      from: row.arrival_from,
      to: row.arrival_to,
    });
  if (row.max_uses !== null && row.uses >= row.max_uses)
    throw new AppError('validation', 'promo.usedUp', { code });
  return {
    promoCodeId: Number(row.id),
    code: row.code,
    percent: row.percent,
    amountTenge: row.amount_tenge === null ? null : Number(row.amount_tenge),
    maxUses: row.max_uses,
  };
}

/**
 * Takes a use of the code for the booking about to be placed: reads the code's stream, counts its
 * live uses and appends `PromoCodeUsed` at the revision read, so of two bookings taking the last
 * use at once the second finds it gone (a 400, "used up"). Taken again for the same booking (a
 * retry with its idempotency key) it is the use already taken.
 */
export async function takePromoUse(
  deps: AppDeps,
  metadata: EventMetadata,
  promo: { promoCodeId: number; code: string; maxUses: number | null },
  use: { bookingId: number; discountTenge: number },
): Promise<void> {
  const stream = promoCodeUsesStream(promo.promoCodeId);
  await retryingLostAppends(ATTEMPTS, 'promo.busy', async () => {
    const { revision, events } = await deps.store.readStream(stream);
    const held = new Set<number>();
    for (const recorded of events) {
      const event = promoCodeUseEvent.parse({ type: recorded.type, data: recorded.data });
      if (event.type === 'PromoCodeUsed') held.add(event.data.bookingId);
      else held.delete(event.data.bookingId);
    }
    if (held.has(use.bookingId)) return;
    if (promo.maxUses !== null && held.size >= promo.maxUses) {
      const [given] = await deps.sql<{ up: number }[]>`
        select count(*)::int as up from bookings b
        where b.id = any(${[...held]}::bigint[]) and not ${deps.sql.unsafe(LIVE_USE)}`;
      if (held.size - (given?.up ?? 0) >= promo.maxUses)
        throw new AppError('validation', 'promo.usedUp', { code: promo.code });
    }
    await deps.store.appendToStream(
      stream,
      [{ type: 'PromoCodeUsed', data: { promoCodeId: promo.promoCodeId, ...use }, metadata }],
      revision,
    );
  });
}

/** Gives back the use of a booking that was never placed (no room was free, the bank refused). */
export async function releasePromoUse(
  deps: AppDeps,
  metadata: EventMetadata,
  promoCodeId: number,
  bookingId: number,
): Promise<void> {
  await deps.store.appendToStream(
    promoCodeUsesStream(promoCodeId),
    [{ type: 'PromoCodeUseReleased', data: { promoCodeId, bookingId }, metadata }],
    'any',
  );
}
