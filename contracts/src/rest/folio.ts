import { z } from 'zod';
import { CHARGE_WORDS } from './charge-words';
import { DESK_METHODS, FOLIO_METHODS } from './desk-methods';
import { requiredText, tmtAmount } from '../form-input';

/**
 * The kinds of a folio's lines: what the booking charges (`night`, less the `discount`, the
 * `booking_fee`, what `extra_guests` (adults beyond the base occupancy, children) add, the foreigners' `tax` due at arrival, an extra staff posted as a `charge`, a `cancellation` that takes back what a
 * cancelled stay no longer owes, an `early_departure` that takes back what staff gave back for the
 * nights the guests did not stay) and the money that moved (`payment`, `refund`).
 */
export const FOLIO_LINE_KINDS = [
  'night',
  'discount',
  'booking_fee',
  'extra_guests',
  'tax',
  'charge',
  'cancellation',
  'early_departure',
  'payment',
  'refund',
] as const;
export type FolioLineKind = (typeof FOLIO_LINE_KINDS)[number];

/** One line of a folio (REST: amounts in TMT; a discount or a cancellation is negative). */
export const folioLineView = z.object({
  kind: z.enum(FOLIO_LINE_KINDS),
  /** The night's date for a night; otherwise the hotel's date the line was posted. */
  date: z.string(),
  /** A charge's name as staff typed it; empty for the other kinds. */
  description: z.string(),
  amount: z.number(),
  /** A payment's or refund's way; null for charges. */
  method: z.enum(FOLIO_METHODS).nullable(),
  /** Who posted it: an e-mail, or `system` / `anonymous`. */
  by: z.string(),
  /** A one-click charge's kind (`late_check_out`), for a screen to name it in its language; absent on the others. */
  charge: z.enum([CHARGE_WORDS.lateCheckOut]).optional(),
});
export type FolioLineView = z.infer<typeof folioLineView>;

/** A folio's sums (TMT): `balance` = `total` (charges) − `paid` + `refunded`; negative is a credit. */
export const folioSums = {
  /** What the folio charges: nights less discount, the booking fee, extras. */
  total: z.number(),
  paid: z.number(),
  refunded: z.number(),
  /** total − paid + refunded: positive owed by the guest, negative a credit (owed to the guest). */
  balance: z.number(),
};

/** A booking's folio: its lines and sums. */
export const folioView = z.object({ lines: z.array(folioLineView), ...folioSums });
export type FolioView = z.infer<typeof folioView>;

/** Staff post an extra on a booking's folio: its name and amount (TMT, more than 0). */
export const postChargeInput = z.object({
  description: requiredText(200),
  amount: tmtAmount.refine((value) => value > 0, 'positive'),
});
export type PostChargeInput = z.infer<typeof postChargeInput>;

/** The desk takes money toward a booking's folio. */
export const takePaymentInput = z.object({
  method: z.enum(DESK_METHODS),
  amount: tmtAmount.refine((value) => value > 0, 'positive'),
});
export type TakePaymentInput = z.infer<typeof takePaymentInput>;
