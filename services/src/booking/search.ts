import type { z } from 'zod';
import type { searchRoomInput } from '@hotel/contracts';
import {
  hotelDate,
  tengeToTmt,
  tmtToTenge,
  type CalendarDate,
  type FoundRoomTypeView,
  type Language,
  type PricedNight,
  type StayRuleRefusal,
  type RoomTypeView,
  type StayPriceView,
} from '@hotel/contracts';
import { publishedRoomTypes } from '../catalog/catalog';
import { readSystemOptions, type SystemOptions } from '../catalog/system-options';
import type { AppDeps } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';
import { dottedDate } from '../rooms/calendar';
import { guestStayNights, stayRuleError } from '../rates/stay-nights';
import { basePriceOf, priceRoomType, roomChargeOfType } from './quote';
import { checkBookingOpen, checkGuestStay } from './stay-dates';

export type SearchResult = Outcome<FoundRoomTypeView[]> & {
  url: string;
  dates: { checkin: string; checkout: string };
  /** Published types never open online: staff book them on request (by phone). */
  onRequest: RoomTypeView[];
};

/**
 * Free published room types for the dates, each with how many of its rooms are free and what the
 * stay would cost. Dates inside the days before arrival when online booking is closed are refused. With none free, the refusal says why when it knows: the stay ends past the
 * last night open online, or the types left are booked on request (their names, the phone).
 */
export async function searchRooms(
  deps: AppDeps,
  stay: z.output<typeof searchRoomInput>,
  lang: Language,
): Promise<SearchResult> {
  checkGuestStay(deps, stay.checkin, stay.checkout);
  const today = hotelDate(deps.now(), deps.hotelTimeZone);
  const [free, types, windows, options, seasons] = await Promise.all([
    deps.memos.freeRooms(stay),
    publishedRoomTypes(deps),
    deps.memos.onlineWindows(today),
    readSystemOptions(deps.sql),
    deps.memos.rateSeasons(stay),
  ]);
  checkBookingOpen(deps, stay.checkin, options.terms);
  // A free type a season's stay rule refuses is left out; with none left, the rule says why.
  const refusals: StayRuleRefusal[] = [];
  const data: FoundRoomTypeView[] = [];
  for (const type of types) {
    const available = free.get(type.id)?.length ?? 0;
    if (available === 0) continue;
    const priced = guestStayNights(stay, basePriceOfView(type), seasons.get(type.id) ?? []);
    if ('refusal' in priced) refusals.push(priced.refusal);
    else
      data.push({
        ...type,
        available_rooms: available,
        stay_price: stayPrice(type, options, priced.nights),
      });
  }
  const onRequest = types.filter((type) => !windows.has(type.id));
  const [firstRefusal] = refusals;
  if (data.length === 0 && firstRefusal) throw stayRuleError(firstRefusal);
  if (data.length === 0)
    throw nothingFree(deps, stay.checkout, [...windows.values()], onRequest, lang);
  return {
    message: { key: 'search.found', params: { count: data.length } },
    data,
    url: '/rooms',
    dates: stay,
    onRequest,
  };
}

/** Why nothing is free, as far as the calendar tells. */
function nothingFree(
  deps: AppDeps,
  checkout: CalendarDate,
  windowEnds: CalendarDate[],
  onRequest: RoomTypeView[],
  lang: Language,
): AppError {
  const lastCheckout = windowEnds.reduce<CalendarDate | null>(
    (last, end) => (last === null || end > last ? end : last),
    null,
  );
  if (lastCheckout !== null && checkout > lastCheckout) {
    return new AppError('not_found', 'search.onlineUntil', { date: dottedDate(lastCheckout) });
  }
  if (onRequest.length > 0) {
    const phone = deps.contacts.phones[0] ?? deps.contacts.email;
    const names = onRequest.map((type) => type.name[lang]).join(', ');
    return new AppError('not_found', 'search.nothingFreeOnRequest', { types: names, phone });
  }
  return new AppError('not_found', 'search.nothingFree');
}

const pricesOfView = (type: RoomTypeView) => ({
  price_tenge: String(tmtToTenge(type.price) ?? 0),
  booking_price_tenge: String(tmtToTenge(type.booking_price) ?? 0),
  discount: type.discount,
  discount_status: type.discount_status,
});

const basePriceOfView = (type: RoomTypeView) => basePriceOf(pricesOfView(type));

/** The stay priced as booking.quote prices it (priceRoomType), from the published view's TMT. */
function stayPrice(
  type: RoomTypeView,
  options: SystemOptions,
  nights: readonly PricedNight[],
): StayPriceView {
  const prices = pricesOfView(type);
  const price = priceRoomType(prices, options, nights, 'site');
  return {
    nights: price.nights,
    room_price: tengeToTmt(price.roomPriceTenge),
    discount_percent: price.discountPercent,
    stay: tengeToTmt(roomChargeOfType(prices, nights)),
    online_share_percent: options.paymentRoom ? options.terms.onlineSharePercent : 0,
    room_part: tengeToTmt(price.roomPartTenge),
    booking_fee: tengeToTmt(price.bookingFeeTenge),
    total: tengeToTmt(price.totalTenge),
    // Listed only when a season prices a night apart: most searches meet no season, and the list
    // was a tenth of a search's time (docs/rates.md).
    night_prices: nights.every((night) => night.priceTenge === price.roomPriceTenge)
      ? []
      : nights.map((night) => ({ date: night.date, price: tengeToTmt(night.priceTenge) })),
  };
}
