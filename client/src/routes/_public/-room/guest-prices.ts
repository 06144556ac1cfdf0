import type { BookingTermsView, Language, RoomTypeView } from '@hotel/contracts';
import type { TFunction } from 'i18next';
import { formatAmount } from '../../../lib/format';

/** A room type's guest prices as its page states them. */
type GuestPriced = Pick<
  RoomTypeView,
  'capacity' | 'base_occupancy' | 'extra_adult_price' | 'child_price'
>;
/** The hotel's age bands and a foreign child's price, from the booking terms the site loads. */
type AgeBands = Pick<BookingTermsView, 'childFreeUnderAge' | 'adultFromAge' | 'foreignChildPrice'>;

/**
 * What a room type's price includes and what guests add (docs/rates.md "Prices by guest"), as
 * the parts of one line: the guests the price covers and an extra adult's price (only where an
 * adult beyond them fits the room), then the paying children's ages and price with the age
 * children stay free under, and a foreign child's own price where the hotel set one. A part that
 * costs nothing is left out; nothing added at all, no parts.
 */
export function guestPriceParts(
  roomType: GuestPriced,
  bands: AgeBands,
  t: TFunction,
  language: Language,
): string[] {
  const money = (price: number) => formatAmount(price, language);
  const parts: string[] = [];
  // Children never count against the base occupancy: only adults beyond it pay extra.
  if (roomType.extra_adult_price > 0 && roomType.base_occupancy < roomType.capacity) {
    parts.push(
      t('room.guestPrices.base', { count: roomType.base_occupancy }),
      t('room.guestPrices.extraAdult', { price: money(roomType.extra_adult_price) }),
    );
  }
  const from = bands.childFreeUnderAge;
  const ages =
    from > 0
      ? t('room.guestPrices.ages', { from, count: bands.adultFromAge - 1 })
      : t('room.guestPrices.under', { count: bands.adultFromAge });
  const children: string[] = [];
  if (roomType.child_price > 0)
    children.push(t('room.guestPrices.children', { ages, price: money(roomType.child_price) }));
  const foreign = bands.foreignChildPrice;
  if (foreign > 0 && foreign !== roomType.child_price)
    children.push(t('room.guestPrices.foreignChildren', { ages, price: money(foreign) }));
  if (children.length > 0 && from > 0) {
    // The free age reads with the children's price it frees them from: "…, under 3 free".
    const last = children.length - 1;
    children[last] = `${children[last]}, ${t('room.guestPrices.free', { count: from })}`;
  }
  return [...parts, ...children];
}
