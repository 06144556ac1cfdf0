import { z } from 'zod';
import { calendarDate } from '../dates';
import { bookingId, tenge } from './event-fields';

/*
 * Promotion codes (docs/rates.md "Promotion codes"). A manager's codes live on one stream for the
 * whole hotel, `promo-codes` (a code's id is the stream revision it was created at, plus one, as
 * rate seasons' ids are). Each code's uses live on a stream of their own, `promo-code-<id>`: a
 * booking appends its use there at the revision it read, so two bookings taking the last use at
 * once cannot both win, and bookings with different codes never wait for each other.
 */
export const PROMO_CODES_STREAM = 'promo-codes';

/** The stream of the uses of the code `id`. */
export const promoCodeUsesStream = (id: number): string => `promo-code-${id}`;

/** The code's id of a uses stream's name; null for any other stream. */
export function promoCodeUsesStreamId(streamId: string): number | null {
  const match = /^promo-code-([1-9][0-9]{0,15})$/.exec(streamId);
  return match ? Number(match[1]) : null;
}

/** Letters and digits, 3 to 20; stored upper-case, so a guest may type it in any case. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;

/** The most uses a code may be limited to. */
export const MAX_PROMO_CODE_USES = 100_000;

const promoCodeId = z.number().int().positive();
const code = z.string().regex(PROMO_CODE_PATTERN);

/**
 * A manager created a code: `percent` % off the stay's room charge, or `amountTenge` off it (one of
 * the two, the other null), for stays arriving on the nights [arrivalFrom, arrivalTo] (both
 * included), at most `maxUses` times (null: no limit). Who created it is the metadata's actor.
 */
export const promoCodeCreated = z.object({
  type: z.literal('PromoCodeCreated'),
  data: z
    .object({
      promoCodeId,
      code,
      percent: z.number().int().min(1).max(100).nullable(),
      amountTenge: tenge.positive().nullable(),
      arrivalFrom: calendarDate,
      arrivalTo: calendarDate,
      maxUses: z.number().int().min(1).max(MAX_PROMO_CODE_USES).nullable(),
    })
    .refine((data) => (data.percent === null) !== (data.amountTenge === null), {
      message: 'one of percent and amountTenge',
      path: ['percent'],
    })
    .refine((data) => data.arrivalFrom <= data.arrivalTo, {
      message: 'arrivalTo is before arrivalFrom',
      path: ['arrivalTo'],
    }),
});
export type PromoCodeCreated = z.infer<typeof promoCodeCreated>;

/** A manager disabled a code: no quote or booking takes it from now; bookings made keep it. */
export const promoCodeDisabled = z.object({
  type: z.literal('PromoCodeDisabled'),
  data: z.object({ promoCodeId, code }),
});
export type PromoCodeDisabled = z.infer<typeof promoCodeDisabled>;

/** Every event of the `promo-codes` stream; parsed whenever read back from a store. */
export const promoCodeEvent = z.discriminatedUnion('type', [promoCodeCreated, promoCodeDisabled]);
export type PromoCodeEvent = z.infer<typeof promoCodeEvent>;

/** A guest's booking took a use of the code, `discountTenge` off its room charge. */
export const promoCodeUsed = z.object({
  type: z.literal('PromoCodeUsed'),
  data: z.object({ promoCodeId, bookingId, discountTenge: tenge }),
});

/** The booking that took the use was never placed (no room was free, the bank refused): given back. */
export const promoCodeUseReleased = z.object({
  type: z.literal('PromoCodeUseReleased'),
  data: z.object({ promoCodeId, bookingId }),
});

/** Every event of a `promo-code-<id>` stream. */
export const promoCodeUseEvent = z.discriminatedUnion('type', [
  promoCodeUsed,
  promoCodeUseReleased,
]);
export type PromoCodeUseEvent = z.infer<typeof promoCodeUseEvent>;
