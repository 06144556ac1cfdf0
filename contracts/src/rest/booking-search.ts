import { z } from 'zod';
import { requiredText } from '../form-input';
import { isStorableText } from '../text';
import { BOOKING_STATES } from '../booking-states';
import { MAX_SEARCH_QUERY } from './booking-search-values';

export * from './booking-search-values';

/** `?q=` of GET /api/search, and the tRPC input of the same. */
export const bookingSearchQuery = z.object({
  q: requiredText(MAX_SEARCH_QUERY)
    .refine(isStorableText, { message: 'text' })
    .describe(
      'A book number, a room number, or part of a guest name (any guest, any case, Cyrillic or Latin), passport, e-mail or phone',
    ),
});
export type BookingSearchQuery = z.infer<typeof bookingSearchQuery>;

/** One booking found. */
export const bookingSearchHit = z.object({
  booking_id: z.number().int(),
  book_number: z.number().int(),
  /** Every guest's full name, the lead guest first. */
  guests: z.array(z.string()),
  /**
   * Every guest with the passport key of their profile (`AS123456`, the route /a/guests/$passport),
   * in the order of `guests`.
   */
  guest_profiles: z.array(z.object({ full_name: z.string(), passport: z.string() })),
  room_id: z.number().int(),
  room_number: z.string(),
  checkin: z.string(),
  checkout: z.string(),
  state: z.enum(BOOKING_STATES),
  email: z.string(),
  phone: z.string().nullable(),
  /** Reception's check-in and check-out, on the hotel's clock (null until then). */
  checked_in_at: z.string().nullable(),
  checked_out_at: z.string().nullable(),
});
export type BookingSearchHit = z.infer<typeof bookingSearchHit>;
