import { localizedText, tengeToTmt, type LocalizedText, type RoomTypeView } from '@hotel/contracts';
import type { Sql } from '../db/connect';

/** A `room_types` row as selected by ROOM_TYPE_COLUMNS (money columns as text: bigint). */
export interface RoomTypeRow {
  id: number;
  name: unknown;
  description: unknown;
  images: string[];
  capacity: number;
  rooms_count: number;
  price_tenge: string;
  booking_price_tenge: string;
  discount: number;
  discount_status: number;
  status: number;
  usd_price: number | null;
  updated_at: Date;
  /** Null: the price covers every guest the capacity takes. */
  base_occupancy: number | null;
  extra_adult_price_tenge: string;
  child_price_tenge: string;
  /** Raised by each staff save; who saved last (an actor). */
  version: number;
  updated_by: unknown;
}

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** A room type row in the public REST shape (money in TMT, times from `instant`). */
export function toRoomTypeView(row: RoomTypeRow, instant: (at: Date) => string): RoomTypeView {
  return {
    id: row.id,
    name: localizedText.parse(row.name),
    description: localizedText.parse(row.description),
    images: row.images,
    capacity: row.capacity,
    rooms_count: row.rooms_count,
    price: tengeToTmt(Number(row.price_tenge)),
    booking_price: tengeToTmt(Number(row.booking_price_tenge)),
    discount: row.discount,
    discount_status: flag(row.discount_status),
    status: flag(row.status),
    usd_price: row.usd_price,
    updated_at: instant(row.updated_at),
    base_occupancy: row.base_occupancy ?? row.capacity,
    extra_adult_price: tengeToTmt(Number(row.extra_adult_price_tenge)),
    child_price: tengeToTmt(Number(row.child_price_tenge)),
  };
}

/** The columns of a RoomTypeRow. */
export const ROOM_TYPE_COLUMNS = `id, name, description, images, capacity, rooms_count, price_tenge::text,
  booking_price_tenge::text, discount, discount_status, status, usd_price, updated_at, version, updated_by,
  base_occupancy, extra_adult_price_tenge::text, child_price_tenge::text`;

/** Published room types, for the public site; `instant` formats times on the hotel's clock. */
export async function listPublishedRoomTypes(
  sql: Sql,
  instant: (at: Date) => string,
): Promise<RoomTypeView[]> {
  const rows = await sql<
    RoomTypeRow[]
  >`select ${sql.unsafe(ROOM_TYPE_COLUMNS)} from room_types where status = 1 order by id`;
  return rows.map((row) => toRoomTypeView(row, instant));
}

export interface RoomLabel {
  roomId: number;
  roomNumber: string;
  roomTypeName: LocalizedText;
}

/** Every room's number and type name, for lists that show which room a booking occupies. */
export async function roomLabels(sql: Sql): Promise<Map<number, RoomLabel>> {
  const rows = await sql<{ id: number; room_number: string; name: unknown }[]>`
    select r.id, r.room_number, t.name from rooms r join room_types t on t.id = r.room_types_id`;
  return new Map(
    rows.map((r) => [
      r.id,
      { roomId: r.id, roomNumber: r.room_number, roomTypeName: localizedText.parse(r.name) },
    ]),
  );
}

export async function findRoomLabel(sql: Sql, roomId: number): Promise<RoomLabel | null> {
  const rows = await sql<{ id: number; room_number: string; name: unknown }[]>`
    select r.id, r.room_number, t.name from rooms r join room_types t on t.id = r.room_types_id
    where r.id = ${roomId}`;
  const row = rows[0];
  return row
    ? { roomId: row.id, roomNumber: row.room_number, roomTypeName: localizedText.parse(row.name) }
    : null;
}
