import type { z } from 'zod';
import type { quoteInput } from '@hotel/contracts';
import {
  guestSupplementOf,
  type BookingQuote,
  type GuestRates,
  type PriceBreakdown,
  type PricedGuest,
  type PricedNight,
} from '@hotel/contracts';
import type { AppDeps } from '../application/deps';
import { AppError } from '../application/errors';
import {
  OPTIONS_COLUMNS,
  toSystemOptions,
  type OptionsRecord,
  type SystemOptions,
} from '../catalog/system-options';
import type { Sql } from '../db/connect';
import { nightsOfType } from '../rates/stay-nights';
import { pendingBookingsOf } from './pending-holds';
import {
  extraGuestsTenge,
  priceStay,
  stayChargeTenge,
  type Party,
  type PromoTerms,
} from './pricing';
import { promoTermsFor } from '../rates/promo-code-uses';
import { checkBookingOpen, checkGuestStay } from './stay-dates';

/** A published room type's prices as `room_types` stores them. */
export interface RoomTypePrices {
  price_tenge: string;
  booking_price_tenge: string;
  discount: number;
  discount_status: number;
}

/**
 * Who sells the stay: the website charges online the share of the stay the booking terms say;
 * staff (phone, desk) charge the whole stay, at reception or through the link they send.
 */
export type Seller = 'site' | 'staff';

/** What else prices a sale: a promotion code checked for the stay, and who stays by what rates. */
export interface Sale {
  promo?: PromoTerms | undefined;
  party?: Party | undefined;
}

/** The stay priced as placing a booking prices it: the one mapping from a room type and the options. */
export function priceRoomType(
  type: RoomTypePrices,
  options: SystemOptions,
  nightPrices: readonly PricedNight[],
  seller: Seller,
  { promo, party }: Sale = {},
): PriceBreakdown {
  return priceStay({
    ...(promo ? { promo } : {}),
    ...(party ? { party } : {}),
    ...stayOf(type, nightPrices),
    roomTypeFeeTenge: Number(type.booking_price_tenge),
    options: {
      paymentRoom: options.paymentRoom,
      paymentBooking: options.paymentBooking,
      bookingPriceTenge: options.bookingPriceTenge,
      onlineSharePercent: seller === 'site' ? options.terms.onlineSharePercent : 100,
      guestRefundPercent: options.terms.guestRefundPercent,
      foreignGuestTaxTenge: options.foreignGuestTaxTenge,
    },
  });
}

/** What the nights of a stay of this type charge (the folio's room charge), whatever is paid online. */
export function roomChargeOfType(
  type: RoomTypePrices,
  nightPrices: readonly PricedNight[],
): number {
  return stayChargeTenge(stayOf(type, nightPrices));
}

/** A room type's own nightly price, the nights no rate season prices. */
export const basePriceOf = (type: RoomTypePrices) => ({ priceTenge: Number(type.price_tenge) });

const stayOf = (type: RoomTypePrices, nightPrices: readonly PricedNight[]) => ({
  nightPrices,
  roomPriceTenge: Number(type.price_tenge),
  discountPercent: type.discount,
  discountOn: type.discount_status === 1,
});

/** A room type as pricing a stay of it reads it: its prices, guest prices, capacity and id. */
export interface RoomTypeTerms extends RoomTypePrices {
  room_type_id: number;
  capacity: number;
  /** Null: the price covers every guest the capacity takes. */
  base_occupancy: number | null;
  extra_adult_price_tenge: string;
  child_price_tenge: string;
}

/**
 * The room type's guest prices under the hotel's age bands, in the key order the event's schema
 * has (a room compares stays by their JSON).
 */
export const guestRatesOf = (type: RoomTypeTerms, options: SystemOptions): GuestRates => ({
  baseOccupancy: type.base_occupancy ?? type.capacity,
  extraAdultTenge: Number(type.extra_adult_price_tenge),
  childTenge: Number(type.child_price_tenge),
  foreignChildTenge: options.guestBands.foreignChildTenge,
  freeUnderAge: options.guestBands.freeUnderAge,
  adultFromAge: options.guestBands.adultFromAge,
});

/** Who stays, priced by the room type's guest prices. */
export const partyOf = (
  type: RoomTypeTerms,
  options: SystemOptions,
  guests: readonly PricedGuest[],
): Party => ({ guests, rates: guestRatesOf(type, options) });

export interface StayTerms {
  options: SystemOptions;
  /** Null: no such published type (`typeId`), or no such room (`roomId`, of any type). */
  roomType: RoomTypeTerms | null;
  /** The account's unpaid bookings (`pendingOf`), else 0. */
  pending: number;
}

interface TermsRow extends OptionsRecord {
  room_type: RoomTypeTerms | null;
  pending: number | null;
}

/**
 * What pricing a stay reads, in one statement: the hotel's options and the room type's terms, of
 * a published type a guest books, or of the type of a room staff book (any type: staff may sell
 * what the site does not show), with the account's unpaid bookings counted when `pendingOf`.
 */
export async function readStayTerms(
  sql: Sql,
  of: { typeId: number } | { roomId: number },
  pendingOf?: number,
): Promise<StayTerms> {
  const types =
    'typeId' in of
      ? sql`room_types t where t.id = ${of.typeId} and t.status = 1`
      : sql`rooms r join room_types t on t.id = r.room_types_id where r.id = ${of.roomId}`;
  const [row] = await sql<TermsRow[]>`
    select ${sql.unsafe(OPTIONS_COLUMNS)},
      (select json_build_object('room_type_id', t.id, 'capacity', t.capacity, 'price_tenge', t.price_tenge::text,
                                'booking_price_tenge', t.booking_price_tenge::text, 'discount', t.discount, 'discount_status', t.discount_status,
                                'base_occupancy', t.base_occupancy, 'extra_adult_price_tenge', t.extra_adult_price_tenge::text,
                                'child_price_tenge', t.child_price_tenge::text)
       from ${types}) as room_type,
      ${pendingOf === undefined ? sql`null` : pendingBookingsOf(sql, pendingOf)} as pending
    from system_options`;
  if (!row) throw new Error('system_options has no row');
  return { options: toSystemOptions(row), roomType: row.room_type, pending: row.pending ?? 0 };
}

/**
 * What booking this room type for these dates would charge now, before the guest leaves for the
 * bank: the breakdown in integer teňňe with the stay's whole room charge and
 * the share of it paid now (the rest is due at arrival), whether online booking takes it, and the
 * payment deadline a booking placed now would get, and the foreigners' tax of `foreign_guests`,
 * paid at arrival, never online. Nothing is held. Dates inside the days before
 * arrival when online booking is closed are refused, as placing the booking refuses them. A
 * promotion code is checked for the arrival (promoTermsFor: a 400 naming why it is refused) and
 * its discount comes off the room charge before the share paid now.
 */
export async function quoteStay(
  deps: AppDeps,
  input: z.output<typeof quoteInput>,
): Promise<BookingQuote> {
  checkGuestStay(deps, input.checkin, input.checkout);
  const { options, roomType } = await readStayTerms(deps.sql, { typeId: input.id });
  checkBookingOpen(deps, input.checkin, options.terms);
  if (!roomType) throw new AppError('not_found', 'booking.roomTypeNotFound');
  const children = input.children ?? [];
  const foreignGuests = input.foreign_guests ?? 0;
  // No party named: the fewest guests the rest of the input names (an adult beside the children,
  // and every foreign guest), priced and checked as one party.
  const guests = input.guests ?? Math.max(children.length + 1, foreignGuests);
  if (guests > roomType.capacity)
    throw new AppError('validation', 'booking.tooManyGuests', { capacity: roomType.capacity });
  if (children.length > guests) throw new AppError('validation', 'booking.tooManyChildren');
  if (foreignGuests > guests) throw new AppError('validation', 'booking.tooManyForeignGuests');
  if (children.filter((child) => child.foreign).length > foreignGuests)
    throw new AppError('validation', 'booking.foreignChildren');
  const nights = await nightsOfType(deps.sql, 'guest', input, input.id, basePriceOf(roomType));
  const promo =
    input.promo_code === undefined
      ? undefined
      : await promoTermsFor(deps, input.promo_code, input.checkin);
  const party = partyOf(roomType, options, quotedParty(guests, children));
  const price = priceRoomType(roomType, options, nights, 'site', { promo, party });
  return {
    ...price,
    stayTenge: roomChargeOfType(roomType, nights),
    extraGuestsTenge: extraGuestsTenge(price.nights, party),
    extraGuests: guestSupplementOf(party.guests, party.rates),
    foreignGuestNights: foreignGuests * price.nights,
    taxTenge: foreignGuests * price.nights * (price.foreignGuestTaxTenge ?? 0),
    onlineSharePercent: options.paymentRoom ? options.terms.onlineSharePercent : 0,
    bookable: options.paymentSystem && price.totalTenge > 0,
    paymentTimeoutMinutes: options.paymentTimeoutMinutes,
  };
}

/** A quote's party: its adults (the guests who are not among the children), then its children. */
export const quotedParty = (
  guests: number,
  children: readonly { age: number; foreign: boolean }[],
): PricedGuest[] => [
  ...Array.from({ length: guests - children.length }, () => ({ foreign: false })),
  ...children.map((child) => ({ childAge: child.age, foreign: child.foreign })),
];
