import {
  localizedText,
  type LocalizedText,
  type NightlyRate,
  type PricedNight,
} from '@hotel/contracts';
import type { AppDeps } from '../application/deps';
import type { RoomTypePrices } from './quote';

/** A room as a move reads it: its number, its type and the type's name, prices and beds, whether on sale. */
export interface RoomInfo {
  roomNumber: string;
  roomTypeId: number;
  roomTypeName: LocalizedText;
  prices: RoomTypePrices;
  published: boolean;
  capacity: number;
}

/** The rooms of `roomIds` (every room when left out), by id. */
export async function roomInfo(
  deps: AppDeps,
  roomIds?: readonly number[],
): Promise<Map<number, RoomInfo>> {
  const rows = await deps.sql<
    (RoomTypePrices & {
      id: number;
      room_number: string;
      room_types_id: number;
      name: unknown;
      published: boolean;
      capacity: number;
    })[]
  >`
    select r.id, r.room_number, r.room_types_id, t.name, t.price_tenge::text, t.booking_price_tenge::text, t.discount, t.discount_status,
      (r.status = 1 and t.status = 1) as published, t.capacity
    from rooms r join room_types t on t.id = r.room_types_id
    ${roomIds ? deps.sql`where r.id = any(${roomIds as number[]})` : deps.sql``}`;
  return new Map(
    rows.map((r) => [
      r.id,
      {
        roomNumber: r.room_number,
        roomTypeId: r.room_types_id,
        roomTypeName: localizedText.parse(r.name),
        prices: r,
        published: r.published,
        capacity: r.capacity,
      },
    ]),
  );
}

/**
 * What a stay moving into `room` from another type is charged at (`StayMovedOut.rate`): the
 * type's price and discount in force now, and its moving nights as that type prices them.
 */
export const moveRateInto = (room: RoomInfo, nightPrices: PricedNight[]): NightlyRate => ({
  roomPriceTenge: Number(room.prices.price_tenge),
  discountPercent: room.prices.discount_status === 1 ? room.prices.discount : 0,
  nightPrices,
});
