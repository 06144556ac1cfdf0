import { z } from 'zod';
import { roomTypeView } from '../catalog';
import { calendarDate, stayDateTime } from '../dates';
import { foreignGuestsCount, requiredText, wholeNumber } from '../form-input';
import { entityId } from '../text';
import { promoCodeText } from './promo-codes';
import { quotedChildren } from '../rates/guest-pricing';
import { MAX_CHILD_AGE, type GuestRates, type GuestSupplement } from '../rates/guest-bands';
import { isGuestName, MAX_GUESTS, repeatedPassports } from './guest-checks';
import {
  COUNTRY_CODES,
  FOREIGN_PASSPORT_NUMBER,
  foreignPassportNumber,
  HOME_CITIZENSHIP,
} from './citizenship';
import { PASSPORT_SERIES } from './passport-series';

export * from './guest-checks';
export * from './passport-series';
export * from './citizenship';

/** The longest stay bookable online. */
export const MAX_STAY_NIGHTS = 30;

/** POST /search-room */
export const searchRoomInput = z.object({ checkin: calendarDate, checkout: calendarDate });
export type SearchRoomInput = z.infer<typeof searchRoomInput>;

/**
 * What the searched stay of a room type would cost, as booking it now prices it (the figures of
 * booking.quote), money in TMT: nights × room price, the discount in percent, the stay's room
 * charge after it, the share of it paid online (the room part; the rest is due at arrival), the
 * booking fee, the total paid online.
 */
export const stayPriceView = z.object({
  nights: z.number().int(),
  room_price: z.number(),
  discount_percent: z.number().int(),
  stay: z.number(),
  online_share_percent: z.number().int(),
  room_part: z.number(),
  booking_fee: z.number(),
  total: z.number(),
  /**
   * Each night (the date it begins) at its price before the discount, when rate seasons price one
   * of them apart from `room_price`; empty when every night is at `room_price`.
   */
  night_prices: z.array(z.object({ date: z.string(), price: z.number() })),
});
export type StayPriceView = z.infer<typeof stayPriceView>;

/** A room type a search found free: how many of its rooms are, and the stay's price. */
export const foundRoomTypeView = roomTypeView.extend({
  available_rooms: z.number().int(),
  stay_price: stayPriceView,
});
export type FoundRoomTypeView = z.infer<typeof foundRoomTypeView>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The passport by the guest's country: a Turkmen one needs its series and 6 digits, a foreign one
 * no series and one document number. Runs on what the fields parsed so far, so each value is
 * looked at as it came when its own schema refused it (the series' refusal is its schema's).
 */
function checkPassport(guest: Record<string, unknown>, context: z.RefinementCtx): void {
  const country = guest.citizenship;
  const serial = guest.passport_serial ?? '';
  const number = guest.passport_number;
  const refuse = (field: string, message: string) =>
    context.addIssue({ code: 'custom', path: [field], message });
  if (country === HOME_CITIZENSHIP) {
    if (serial === '') refuse('passport_serial', 'passportSerial');
    if (typeof number === 'string' && !/^\d{6}$/.test(number))
      refuse('passport_number', 'passportNumber');
  } else if (typeof country === 'string' && COUNTRY_CODES.some((code) => code === country)) {
    if (typeof serial === 'string' && serial !== '' && isSeries(serial))
      refuse('passport_serial', 'foreignSerial');
    if (typeof number === 'string' && !FOREIGN_PASSPORT_NUMBER.test(foreignPassportNumber(number)))
      refuse('passport_number', 'foreignPassport');
  }
}

const isSeries = (serial: string): boolean => PASSPORT_SERIES.some((series) => series === serial);

/**
 * A guest staying in the booked room, as the booking form sends it. A Turkmen citizen (the default:
 * forms older than the question send none) gives a passport's series and 6 digits; a foreign guest
 * one document number, 5-20 Latin letters and digits (spaces and dashes dropped, upper-cased), and
 * no series (absent or empty). The parsed guest always carries its citizenship.
 */
export const guestInput = z
  .object({
    full_name: requiredText(200).refine(isGuestName, 'guestName'),
    citizenship: z.enum(COUNTRY_CODES, { message: 'citizenship' }).default(HOME_CITIZENSHIP),
    passport_serial: z.union([z.enum(PASSPORT_SERIES), z.literal('')], {
      message: 'passportSerial',
    }),
    passport_number: z.string({ message: 'required' }),
    /** A child's age at arrival (0..17): children pay by the hotel's age bands; absent: an adult. */
    child_age: z
      .number({ message: 'childAge' })
      .int('childAge')
      .min(0, 'childAge')
      .max(MAX_CHILD_AGE, 'childAge'),
  })
  .partial({ passport_serial: true, child_age: true })
  // Run beside the fields' own refusals (a bad name, a wrong series) so every mistake is named at once.
  .superRefine(checkPassport, { when: (payload) => isRecord(payload.value) })
  .transform((guest) =>
    guest.citizenship === HOME_CITIZENSHIP
      ? { ...guest, passport_serial: guest.passport_serial ?? '' }
      : {
          ...guest,
          passport_serial: '' as const,
          passport_number: foreignPassportNumber(guest.passport_number),
        },
  );
export type GuestInput = z.infer<typeof guestInput>;

/** POST /payment: book a room of type `id` and go to the bank. */
export const paymentInput = z.object({
  id: entityId,
  checkin: calendarDate,
  checkout: calendarDate,
  guests: z
    .array(guestInput, { message: 'guestsCount' })
    .min(1, 'guestsCount')
    .max(MAX_GUESTS, 'guestsCount')
    // One person stays once: a passport given twice is a typing slip, refused on the later guest.
    .superRefine((guests, context) => {
      for (const index of repeatedPassports(guests))
        context.addIssue({
          code: 'custom',
          path: [index, 'passport_number'],
          message: 'passportTwice',
        });
    }),
  /** A promotion code the guest typed: recorded with the booking, off the room charge. */
  promo_code: promoCodeText.optional(),
});
export type PaymentInput = z.infer<typeof paymentInput>;
/** The booking as the form sends it: a guest's citizenship and series may be left out. */
export type PaymentRequest = z.input<typeof paymentInput>;

/**
 * PUT /bookings/:id/guests (staffBookings.changeGuests): staff change who stays — the booking's whole
 * new list, checked as the booking form checks it (at least one guest, the passports' shapes).
 */
export const bookingGuestsInput = z.object({ guests: paymentInput.shape.guests });
export type BookingGuestsInput = z.infer<typeof bookingGuestsInput>;

/** booking.quote: what booking room type `id` for the stay would cost now. */
export const quoteInput = z.object({
  id: entityId,
  checkin: calendarDate,
  checkout: calendarDate,
  /** How many of the guests are not Turkmen citizens: the foreigners' tax they pay at arrival. */
  foreign_guests: foreignGuestsCount.optional(),
  /** A promotion code the guest typed (docs/rates.md "Promotion codes"). */
  promo_code: promoCodeText.optional(),
  /** How many stay, children included (absent: one adult and the children). */
  guests: wholeNumber('number', 1, 100).optional(),
  /** The children among the guests, with their ages: they pay by the hotel's age bands. */
  children: quotedChildren.optional(),
});
export type QuoteInput = z.infer<typeof quoteInput>;

/**
 * The price of a stay before booking, all money in integer teňňe: nights × room price less the
 * discount (the stay's room charge), the share of it paid online (the room part; the rest is due
 * at arrival), the booking fee, the total paid online, what a guest's cancel before arrival would
 * give back; whether online booking takes it (payment system on, total above 0) and the minutes
 * the guest then has to pay.
 */
export interface BookingQuote {
  nights: number;
  roomPriceTenge: number;
  discountPercent: number;
  /** The nights' whole charge after the discount, paid online or at arrival. */
  stayTenge: number;
  /** The share (%) of `stayTenge` paid online: the room part (0 when the room is not paid online). */
  onlineSharePercent: number;
  roomPartTenge: number;
  bookingFeeTenge: number;
  totalTenge: number;
  guestRefundTenge?: number;
  /** Each night's price before the discount, under the rate seasons in force. */
  nightPrices?: { date: string; priceTenge: number }[];
  /** The foreigners' tax per foreign guest per night in force (absent: off). */
  foreignGuestTaxTenge?: number;
  /** The promotion code taken and what it took off the room charge (absent: none typed). */
  promoCode?: { promoCodeId: number; code: string; discountTenge: number };
  /** The guest prices recorded with a booking placed now (absent: the guests add nothing). */
  guestRates?: GuestRates;
  /** What the party adds to each night (adults beyond the base, paying children) and to the stay. */
  extraGuests: GuestSupplement;
  extraGuestsTenge: number;
  /** The quote's foreign guests × nights, and what they pay in tax at arrival (not online). */
  foreignGuestNights: number;
  taxTenge: number;
  bookable: boolean;
  paymentTimeoutMinutes: number;
}

/** PUT /bookings/:id: staff move a booking's dates (the edit dialog's date-time inputs). */
export const bookingDatesInput = z.object({ checkin: stayDateTime, checkout: stayDateTime });
export type BookingDatesInput = z.infer<typeof bookingDatesInput>;
