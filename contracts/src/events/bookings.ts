import { z } from 'zod';
import { calendarDate } from '../dates';
import { LANGUAGES } from '../languages';
import { COUNTRY_CODES, citizenshipOf, HOME_CITIZENSHIP } from '../rest/citizenship';
import { guestRates } from '../rates/guest-pricing';
import { MAX_CHILD_AGE, type PricedGuest } from '../rates/guest-bands';
import { bookingId, roomId, tenge } from './event-fields';

export const guestRecord = z.object({
  fullName: z.string(),
  /** ISO 3166-1 alpha-2. Absent in events from before it was asked: TM, the only passport taken then. */
  citizenship: z.enum(COUNTRY_CODES).optional(),
  /** A Turkmen passport's series; '' for a foreign passport, which is its number alone. */
  passportSerial: z.string(),
  passportNumber: z.string(),
  /** A child's age at arrival, as the booking form asks it (docs/rates.md). Absent: an adult. */
  childAge: z.number().int().min(0).max(MAX_CHILD_AGE).optional(),
});
export type GuestRecord = z.infer<typeof guestRecord>;

/** A guest as the booking forms send it (contracts' guestInput, parsed), as the events record it. */
export const guestRecordOf = (guest: {
  full_name: string;
  citizenship: GuestRecord['citizenship'];
  passport_serial: string;
  passport_number: string;
  child_age?: number | undefined;
}): GuestRecord => ({
  fullName: guest.full_name,
  citizenship: guest.citizenship,
  passportSerial: guest.passport_serial,
  passportNumber: guest.passport_number,
  // Only for a child: an adult's record stays as it always was.
  ...(guest.child_age === undefined ? {} : { childAge: guest.child_age }),
});

/** A recorded guest as pricing counts them: a child's age, and whether not a Turkmen citizen. */
export const pricedGuestOf = (
  guest: Pick<GuestRecord, 'citizenship' | 'childAge'>,
): PricedGuest => ({
  childAge: guest.childAge,
  foreign: citizenshipOf(guest) !== HOME_CITIZENSHIP,
});

/** A night of a stay (named by the date it begins) at its own price before the discount. */
export const pricedNight = z.object({ date: calendarDate, priceTenge: tenge });
export type PricedNight = z.infer<typeof pricedNight>;

/** The most nights an event prices one by one: a stay's two years, the longest the calendar takes. */
const MAX_PRICED_NIGHTS = 731;

/**
 * How the amount charged online was made (docs/architecture.md §7), all in integer teňňe: the
 * room part is the share of the nights' charge paid online (the rest is due at arrival), the
 * total adds the fee.
 */
export const priceBreakdown = z.object({
  nights: z.number().int().positive(),
  roomPriceTenge: tenge,
  discountPercent: z.number().int().min(0).max(100),
  roomPartTenge: tenge,
  bookingFeeTenge: tenge,
  totalTenge: tenge,
  /**
   * What a guest's cancel before arrival gives back, by the booking terms in force when it was
   * placed. Absent (placed before the terms were options): the room part, as it was sold.
   */
  guestRefundTenge: tenge.optional(),
  /**
   * Each night's price before the discount, as the rate seasons in force when it was placed set
   * them (docs/rates.md). Absent (placed before seasons): every night at `roomPriceTenge`.
   */
  nightPrices: z.array(pricedNight).max(MAX_PRICED_NIGHTS).optional(),
  /**
   * The foreigners' tax in force when it was placed, per foreign guest per night (the option
   * `foreign_guest_tax`); paid at arrival, never online. Absent: no tax (off, or placed before it).
   */
  foreignGuestTaxTenge: tenge.optional(),
  /**
   * The promotion code the guest booked with and what it took off the stay's room charge, before
   * the online share (docs/rates.md "Promotion codes"). Absent: no code. In the order `priceStay`
   * returns it: a room compares stays by their JSON in this key order.
   */
  promoCode: z
    .object({ promoCodeId: z.number().int().positive(), code: z.string(), discountTenge: tenge })
    .optional(),
  /**
   * The room type's guest prices and the hotel's age bands when it was placed (docs/rates.md
   * "Prices by guest"): the folio charges the guests who stay by them, whatever changes later.
   * Absent: the guests add nothing (none set, or placed before them). Last, as `priceStay` returns it.
   */
  guestRates: guestRates.optional(),
});
export type PriceBreakdown = z.infer<typeof priceBreakdown>;

/** What a guest's cancel before arrival of a paid booking gives back (the booking fee is kept). */
export const guestRefundOf = (price: PriceBreakdown): number =>
  price.guestRefundTenge ?? price.roomPartTenge;

/**
 * How a booking was taken: by the guest on the website, or by staff over the
 * phone or at the desk. Staff bookings are held by the staff member in the event's metadata.
 */
export const BOOKING_CHANNELS = ['online', 'phone', 'walk_in'] as const;
export type BookingChannel = (typeof BOOKING_CHANNELS)[number];

/**
 * The nightly price a change of a stay's nights charges them at: the room type's price and
 * discount in force when the change was made, so a replay never reads the catalog. The nights
 * rate seasons priced are in `nightPrices` (absent before seasons: every night at the price).
 */
export const nightlyRate = z.object({
  roomPriceTenge: tenge,
  discountPercent: z.number().int().min(0).max(100),
  nightPrices: z.array(pricedNight).max(MAX_PRICED_NIGHTS).optional(),
});
export type NightlyRate = z.infer<typeof nightlyRate>;

/** The price before the discount of the night of `date`: its own when priced apart, else the room's. */
export const nightPriceOn = (
  rate: { roomPriceTenge: number; nightPrices?: readonly PricedNight[] | undefined },
  date: string,
): number =>
  rate.nightPrices?.find((night) => night.date === date)?.priceTenge ?? rate.roomPriceTenge;

/**
 * A room was booked; it waits for payment until `paymentDeadline`. Online the guest booked it;
 * a phone or walk-in booking was taken by the staff member named in the metadata's actor.
 */
export const bookingPlaced = z.object({
  type: z.literal('BookingPlaced'),
  data: z.object({
    roomId,
    bookingId,
    roomTypeId: z.number().int(),
    /**
     * The guest's account; null for a booking staff took for a guest who may have none (the
     * staff member is the actor, the guest is reached at `email`). Online bookings always have one.
     */
    userId: z.number().int().nullable(),
    /** Where the guest's e-mails go: the account's address, or the contact staff typed ('': none, no mails). */
    email: z.string(),
    /** The phone number staff took a phone or walk-in booking with (absent online, and before it was asked). */
    phone: z.string().optional(),
    bookNumber: z.number().int(),
    checkin: calendarDate,
    checkout: calendarDate,
    guests: z.array(guestRecord).min(1),
    price: priceBreakdown,
    paymentDeadline: z.string(),
    /**
     * The language the guest booked in: their e-mails are written in it (absent in bookings placed
     * before mails were sent).
     */
    language: z.enum(LANGUAGES).optional(),
    /** Absent: `online` (every booking before staff bookings was). */
    channel: z.enum(BOOKING_CHANNELS).optional(),
  }),
});

/** Staff moved a booking's dates (same rules as placing it). */
export const bookingDatesChanged = z.object({
  type: z.literal('BookingDatesChanged'),
  data: z.object({
    roomId,
    bookingId,
    checkin: calendarDate,
    checkout: calendarDate,
    previous: z.object({ checkin: calendarDate, checkout: calendarDate }),
    /**
     * What the nights the change adds cost (the folio charges them at it, and gives back those it
     * removes at what they were charged). Absent before changes repriced: the charges stayed.
     */
    rate: nightlyRate.optional(),
  }),
});

/** Cancelled without money moving (guest `reverse`, or staff); the room is free again. */
export const bookingCancelled = z.object({
  type: z.literal('BookingCancelled'),
  data: z.object({ roomId, bookingId, refunded: z.literal(false), cancelledAt: z.string() }),
});

/**
 * Staff changed who stays: `guests` is the booking's whole new list (at least one; the room type's
 * capacity is checked by the desk before the change). The folio charges the new party by the guest
 * rates the booking was sold with (extra adults, children) and the foreigners' tax: the nights'
 * prices stay as they were.
 */
export const guestsChanged = z.object({
  type: z.literal('GuestsChanged'),
  data: z.object({ roomId, bookingId, guests: z.array(guestRecord).min(1) }),
});
