import { quoteInput, type BookingQuote } from '@hotel/contracts';
import type { AppDeps } from '../application/deps';
import { AppError } from '../application/errors';
import { OPTIONS_COLUMNS, toSystemOptions, type OptionsRecord, type SystemOptions } from '../catalog/system-options';
import { priceStay } from './pricing';
import { checkGuestStay } from './stay-dates';

/** A published room type's prices as `room_types` stores them. */
export interface RoomTypePrices {
  price_tenge: string;
  booking_price_tenge: string;
  discount: number;
  discount_status: number;
}

/** The stay priced as placing a booking prices it: the one mapping from a room type and the options. */
export function priceRoomType(type: RoomTypePrices, options: SystemOptions, nights: number) {
  return priceStay({
    nights,
    roomPriceTenge: Number(type.price_tenge),
    discountPercent: type.discount,
    discountOn: type.discount_status === 1,
    roomTypeFeeTenge: Number(type.booking_price_tenge),
    options: { paymentRoom: options.paymentRoom, paymentBooking: options.paymentBooking, bookingPriceTenge: options.bookingPriceTenge },
  });
}

interface Row extends OptionsRecord {
  room_type: RoomTypePrices | null;
}

/**
 * What booking this room type for these dates would charge now, before the guest leaves for the
 * bank (issue 11, item 2): the breakdown in integer teňňe, whether online booking takes it, and
 * the payment deadline a booking placed now would get. Nothing is held.
 */
export async function quoteStay(deps: AppDeps, raw: unknown): Promise<BookingQuote> {
  const input = quoteInput.parse(raw);
  const nights = checkGuestStay(deps, input.checkin, input.checkout);
  const [row] = await deps.sql<Row[]>`
    select ${deps.sql.unsafe(OPTIONS_COLUMNS)},
      (select json_build_object('price_tenge', price_tenge::text, 'booking_price_tenge', booking_price_tenge::text,
                                'discount', discount, 'discount_status', discount_status)
       from room_types where id = ${input.id} and status = 1) as room_type
    from system_options`;
  if (!row) throw new Error('system_options has no row');
  if (!row.room_type) throw new AppError('not_found', 'booking.roomTypeNotFound');
  const options = toSystemOptions(row);
  const price = priceRoomType(row.room_type, options, nights);
  return {
    ...price,
    bookable: options.paymentSystem && price.totalTenge > 0,
    paymentTimeoutMinutes: options.paymentTimeoutMinutes,
  };
}
