import { z } from 'zod';
import { LANGUAGES } from '../languages';

/**
 * The hotel's contact data: configured per installation (services/src/env.ts),
 * handed to the site by a public query; the address is written in each language.
 */
export const siteContactsView = z.object({
  phones: z.array(z.string()),
  /** null: the hotel has no fax, and the site shows none. */
  fax: z.string().nullable(),
  email: z.string(),
  address: z.record(z.enum(LANGUAGES), z.string()),
});
export type SiteContacts = z.infer<typeof siteContactsView>;

/**
 * The booking terms as the site states them (the terms page, the booking form, the date fields):
 * the options staff set, the same figures the server's rules apply.
 */
export const bookingTermsView = z.object({
  /** Online booking closes this many days before arrival (0: arrival today is still taken). */
  closesDaysBefore: z.number().int(),
  /** The share (%) of the stay's room price paid online; the rest is paid at arrival. */
  onlineSharePercent: z.number().int(),
  /** Whether the room price is paid online at all (payment_room); off, all of it is paid at arrival. */
  roomPaidOnline: z.boolean(),
  /** The share (%) of the room payment a guest's cancel before arrival gives back; the fee is kept. */
  guestRefundPercent: z.number().int(),
  /** Children under this age stay free (docs/rates.md "Prices by guest"). */
  childFreeUnderAge: z.number().int(),
  /** From this age a guest pays as an adult; younger children pay the room type's child price. */
  adultFromAge: z.number().int(),
  /** A foreign child's nightly price, TMT (0: the room type's child price, as for any child). */
  foreignChildPrice: z.number(),
});
export type BookingTermsView = z.infer<typeof bookingTermsView>;
