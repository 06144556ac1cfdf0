import { addDays, hotelDate } from '@hotel/contracts';
import type { Position } from '@hotel/projections';
import type { AppDeps } from '../application/deps';
import { handleRoomCommand } from '../rooms/room-commands';
import { DEMO_BLOCKS, DEMO_ROOM_TYPES, imagesOf, usdPriceOf } from './demo-catalog';

/** The terms of stay's price of a child from 3 a night: 120 TMT (docs/rates.md "Prices by guest"). */
const DEMO_CHILD_PRICE_TENGE = 12_000;

/** For-online windows of the demo: the next 90 days on most rooms. */
const WINDOW_DAYS = 90;

/**
 * Seeds the demo hotel on an empty database (idempotent: a second start changes nothing). The
 * for-online windows go through the room decider as `RoomOpenedForOnline` events, like staff's.
 */
export async function seedDemoData(
  deps: AppDeps,
): Promise<{ catalog: boolean; windows: number; position: Position | null }> {
  const catalog = await seedCatalog(deps);
  const { windows, position } = await seedOnlineWindows(deps);
  return { catalog, windows, position };
}

async function seedCatalog(deps: AppDeps): Promise<boolean> {
  const created = await deps.sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext('hotel-demo-data'))`;
    const [existing] = await tx<{ n: number }[]>`select count(*)::int as n from room_types`;
    if ((existing?.n ?? 0) > 0) return false;
    const blockIds = new Map<string, number>();
    for (const name of DEMO_BLOCKS) {
      const [row] = await tx<
        { id: number }[]
      >`insert into blocks (name) values (${name}) returning id`;
      if (row) blockIds.set(name, row.id);
    }
    let serial = 0;
    for (const t of DEMO_ROOM_TYPES) {
      await tx`
        insert into room_types (id, name, description, images, capacity, rooms_count, price_tenge,
          booking_price_tenge, discount, discount_status, status, usd_price, child_price_tenge)
        values (${t.id}, ${tx.json(t.name)}, ${tx.json(t.description)}, ${imagesOf(t.id)}, ${t.capacity},
          ${t.rooms}, ${t.priceTenge}, ${t.bookingPriceTenge}, ${t.discount}, ${t.discountStatus}, 1,
          ${usdPriceOf(t.id)}, ${DEMO_CHILD_PRICE_TENGE})`;
      for (let i = 0; i < t.rooms; i++, serial++) {
        const block = DEMO_BLOCKS[serial % 2] ?? 'A';
        const roomNumber = `${block === 'A' ? 1 : 2}${String(Math.floor(serial / 2) + 1).padStart(2, '0')}`;
        await tx`
          insert into rooms (room_number, room_types_id, type_bed, status, block_id)
          values (${roomNumber}, ${t.id}, ${t.bed}, 1, ${blockIds.get(block) ?? 0})`;
      }
    }
    await tx`select setval(pg_get_serial_sequence('room_types', 'id'), (select max(id) from room_types))`;
    return true;
  });
  if (created) deps.changes.changed('room_types');
  return created;
}

/** The windows opened, and the position of the last one (for a caller that waits for the read models). */
async function seedOnlineWindows(
  deps: AppDeps,
): Promise<{ windows: number; position: Position | null }> {
  const [streams] = await deps.sql<
    { n: number }[]
  >`select count(*)::int as n from streams where stream_id like 'room-%'`;
  if ((streams?.n ?? 0) > 0) return { windows: 0, position: null };
  const rooms = await deps.sql<{ id: number }[]>`select id from rooms order by id`;
  const today = hotelDate(deps.now(), deps.hotelTimeZone);
  const metadata = {
    actor: 'system' as const,
    at: deps.now().toISOString(),
    correlationId: 'demo-data',
    causationId: null,
  };
  let windows = 0;
  let position: Position | null = null;
  for (const [index, room] of rooms.entries()) {
    if (index % 8 === 7) continue; // a few rooms stay closed to online booking
    // Every fifth room has a gap, as staff leave when a room is kept for reception.
    const ranges =
      index % 5 === 0
        ? ([
            [0, 30],
            [35, WINDOW_DAYS],
          ] as const)
        : ([[0, WINDOW_DAYS]] as const);
    for (const [from, to] of ranges) {
      const [row] = await deps.sql<{ id: string }[]>`select nextval('occupation_ids')::text as id`;
      ({ position } = await handleRoomCommand(
        deps.store,
        {
          type: 'OpenRoomForOnline',
          data: {
            roomId: room.id,
            blockId: Number(row?.id),
            checkin: addDays(today, from),
            checkout: addDays(today, to),
          },
        },
        metadata,
      ));
      windows++;
    }
  }
  return { windows, position };
}
