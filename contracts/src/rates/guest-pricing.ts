import { z } from 'zod';
import { MAX_CHILD_AGE, type GuestRates } from './guest-bands';

/** The guest prices a sale records (the event's schema; what they mean: guest-bands.ts). */
export const guestRates = z.object({
  baseOccupancy: z.number().int().min(1),
  extraAdultTenge: z.number().int().min(0),
  childTenge: z.number().int().min(0),
  foreignChildTenge: z.number().int().min(0),
  freeUnderAge: z.number().int().min(0).max(MAX_CHILD_AGE),
  adultFromAge: z
    .number()
    .int()
    .min(1)
    .max(MAX_CHILD_AGE + 1),
}) satisfies z.ZodType<GuestRates>;

/** A child of a party a quote prices: the age at arrival, and whether not a Turkmen citizen. */
export const quotedChild = z.object({
  age: z
    .number({ message: 'childAge' })
    .int('childAge')
    .min(0, 'childAge')
    .max(MAX_CHILD_AGE, 'childAge')
    .describe('Age at arrival, 0..17'),
  foreign: z
    .boolean({ message: 'boolean' })
    .default(false)
    .describe('Not a Turkmen citizen: the foreign child price, when the hotel set one'),
});

/** The children among a quote's guests (at most 20, a room's most guests). */
export const quotedChildren = z.array(quotedChild).max(20, 'tooManyChildren');
