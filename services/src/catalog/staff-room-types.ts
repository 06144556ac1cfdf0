import type { z } from 'zod';
import type { roomTypeInput } from '@hotel/contracts';
import {
  hotelInstant,
  tmtToTenge,
  type LocalizedText,
  type RoomTypeEditView,
} from '@hotel/contracts';
import { recordAudit, withoutVersion } from './audit';
import { requireRecordVersion } from '../application/changed-meanwhile';
import { ROOM_TYPE_COLUMNS, toRoomTypeView, type RoomTypeRow } from './room-types';
import type { Tx } from '../db/connect';
import type { AppDeps, RequestContext } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';

/** Every room type, published or not (the Room types screen). */
export async function listRoomTypesForStaff(deps: AppDeps): Promise<RoomTypeEditView[]> {
  const rows = await deps.sql<
    RoomTypeRow[]
  >`select ${deps.sql.unsafe(ROOM_TYPE_COLUMNS)} from room_types order by id`;
  return rows.map((row) => toEditView(row, deps.hotelTimeZone));
}

/**
 * Staff create (no id) or change a room type. Emptied fields take the form's defaults (capacity
 * and rooms_count 1, prices and discount 0); absent fields keep their value. Images are managed by
 * the upload endpoints and never touched here, so a stale form cannot drop a fresh upload.
 */
export async function saveRoomType(
  deps: AppDeps,
  context: RequestContext,
  input: z.output<typeof roomTypeInput>,
): Promise<Outcome<RoomTypeEditView>> {
  const outcome = await deps.sql.begin(async (tx): Promise<Outcome<RoomTypeEditView>> => {
    const before = input.id ? await lockRoomType(tx, input.id) : null;
    if (input.id && !before) throw new AppError('not_found', 'roomType.notFound');
    if (before) requireRecordVersion(deps, before, input.version);
    const old = before ? toEditView(before, deps.hotelTimeZone) : null;
    const name: LocalizedText = input.name;
    const description: LocalizedText = {
      ru: '',
      en: '',
      tm: '',
      ...old?.description,
      ...input.description,
    };
    const capacity = input.capacity ?? old?.capacity ?? 1;
    const roomsCount = input.rooms_count ?? old?.rooms_count ?? 1;
    const priceTenge = toTenge(input.room_price ?? old?.room_price ?? 0);
    const bookingPriceTenge = toTenge(input.booking_price ?? old?.booking_price ?? 0);
    const discount = input.discount ?? old?.discount ?? 0;
    const discountStatus = input.discount_status ?? old?.discount_status ?? 0;
    const status = input.status ?? old?.status ?? 0;
    const usdPrice = input.usd_price === undefined ? (old?.usd_price ?? null) : input.usd_price;
    // Emptied or never set: the price covers every guest the capacity takes (stored as null).
    const baseOccupancy =
      input.base_occupancy === undefined ? (before?.base_occupancy ?? null) : input.base_occupancy;
    if (baseOccupancy !== null && baseOccupancy > capacity)
      throw new AppError(
        'validation',
        'roomType.baseOccupancy',
        { capacity },
        { field: 'base_occupancy' },
      );
    const extraAdultTenge = toTenge(input.extra_adult_price ?? old?.extra_adult_price ?? 0);
    const childTenge = toTenge(input.child_price ?? old?.child_price ?? 0);
    const now = deps.now();

    const [row] = before
      ? await tx<RoomTypeRow[]>`
          update room_types set name = ${tx.json(name)}, description = ${tx.json(description)},
            capacity = ${capacity}, rooms_count = ${roomsCount}, price_tenge = ${priceTenge},
            booking_price_tenge = ${bookingPriceTenge}, discount = ${discount}, discount_status = ${discountStatus},
            status = ${status}, usd_price = ${usdPrice}, updated_at = ${now},
            base_occupancy = ${baseOccupancy}, extra_adult_price_tenge = ${extraAdultTenge},
            child_price_tenge = ${childTenge},
            version = version + 1, updated_by = ${tx.json(context.actor)}
          where id = ${before.id}
          returning ${tx.unsafe(ROOM_TYPE_COLUMNS)}`
      : await tx<RoomTypeRow[]>`
          insert into room_types (name, description, capacity, rooms_count, price_tenge, booking_price_tenge,
            discount, discount_status, status, usd_price, updated_at, updated_by,
            base_occupancy, extra_adult_price_tenge, child_price_tenge)
          values (${tx.json(name)}, ${tx.json(description)}, ${capacity}, ${roomsCount},
            ${priceTenge}, ${bookingPriceTenge}, ${discount}, ${discountStatus}, ${status}, ${usdPrice}, ${now}, ${tx.json(context.actor)},
            ${baseOccupancy}, ${extraAdultTenge}, ${childTenge})
          returning ${tx.unsafe(ROOM_TYPE_COLUMNS)}`;
    if (!row) throw new Error('room type write returned no row');
    const after = toEditView(row, deps.hotelTimeZone);
    await recordAudit(
      tx,
      { actor: context.actor, at: now },
      'room_type',
      row.id,
      before ? 'update' : 'create',
      old && withoutVersion(old),
      withoutVersion(after),
    );
    return { message: { key: before ? 'roomType.updated' : 'roomType.created' }, data: after };
  });
  // The trigger tells every process on commit; this one drops its copy at once (read your writes).
  deps.changes.changed('room_types');
  return outcome;
}

async function lockRoomType(tx: Tx, id: number): Promise<RoomTypeRow | null> {
  const [row] = await tx<
    RoomTypeRow[]
  >`select ${tx.unsafe(ROOM_TYPE_COLUMNS)} from room_types where id = ${id} for update`;
  return row ?? null;
}

/** Parsed input has at most two decimals, so a failure here is a bug, not the caller's mistake. */
function toTenge(tmt: number): number {
  const tenge = tmtToTenge(tmt);
  if (tenge === null) throw new Error(`not a TMT amount: ${tmt}`);
  return tenge;
}

/** The staff's shape of a room type: the public one with `room_price` for `price`. */
function toEditView(row: RoomTypeRow, timeZone: string): RoomTypeEditView {
  const { price, ...view } = toRoomTypeView(row, (at) => hotelInstant(at, timeZone));
  return { ...view, room_price: price, version: row.version };
}
