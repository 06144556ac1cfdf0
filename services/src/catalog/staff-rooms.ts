import type { z } from 'zod';
import type { roomInput } from '@hotel/contracts';
import {
  hotelInstant,
  localizedText,
  UNMARKED_HOUSEKEEPING_STATE,
  type BlockView,
  type HousekeepingState,
  type RoomInput,
  type RoomRowView,
  type RoomView,
} from '@hotel/contracts';
import { recordAudit, withoutVersion } from './audit';
import { staffRoomList } from './staff-room-list';
import { requireRecordVersion } from '../application/changed-meanwhile';
import type { Tx } from '../db/connect';
import { unlessTaken } from '../db/unique-violation';
import type { AppDeps, RequestContext } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';

interface RoomRecord {
  id: number;
  room_number: string;
  room_types_id: number;
  type_bed: string;
  status: number;
  block_id: number;
  updated_at: Date;
  version: number;
  updated_by: unknown;
}

/** A room's cleaning state as the read model has it (no row: never marked nor left, clean). */
type Housekept = { housekeeping: HousekeepingState | null };
const housekeepingOf = (row: Housekept): HousekeepingState =>
  row.housekeeping ?? UNMARKED_HOUSEKEEPING_STATE;

/** Every room (the Rooms screen), by block then number, with its cleaning state. */
export async function listRooms(deps: AppDeps): Promise<RoomView[]> {
  const rows = await deps.sql<(RoomRecord & Housekept)[]>`
    select r.id, r.room_number, r.room_types_id, r.type_bed, r.status, r.block_id, r.updated_at, r.version, r.updated_by,
           h.state as housekeeping
    from rooms r join blocks b on b.id = r.block_id left join room_housekeeping h on h.room_id = r.id
    -- Rooms of one block together, numbers in numeric order ('9' before '10').
    order by b.name, b.id, length(r.room_number), r.room_number`;
  return rows.map((row) => ({
    ...toRoomView(row, deps.hotelTimeZone),
    housekeeping: housekeepingOf(row),
  }));
}

/** The availability calendar's rows (GET /rooms?t=bt): each room with its block and type names. */
export async function listRoomRows(deps: AppDeps): Promise<RoomRowView[]> {
  const rows = await deps.sql<
    {
      id: number;
      room_number: string;
      block_id: number;
      block_name: string;
      room_types_id: number;
      type_name: unknown;
      status: number;
      housekeeping: HousekeepingState | null;
    }[]
  >`
    select r.id, r.room_number, r.block_id, b.name as block_name, r.room_types_id, t.name as type_name, r.status,
           h.state as housekeeping
    ${staffRoomList(deps.sql)}`;
  return rows.map((row) => ({
    id: row.id,
    room_number: row.room_number,
    block_id: row.block_id,
    block_name: row.block_name,
    room_types_id: row.room_types_id,
    room_type_name: localizedText.parse(row.type_name),
    status: flagOf(row.status),
    housekeeping: housekeepingOf(row),
  }));
}

/** The hotel's buildings. */
export function listBlocks(deps: AppDeps): Promise<BlockView[]> {
  return deps.sql<BlockView[]>`select id, name from blocks order by name, id`;
}

/**
 * Staff create (no id) or change a room; the room number stays unique (409 naming it). The change
 * and its audit row share one transaction.
 */
export async function saveRoom(
  deps: AppDeps,
  context: RequestContext,
  input: z.output<typeof roomInput>,
): Promise<Outcome<RoomView>> {
  const taken = () => new AppError('conflict', 'room.numberTaken', { number: input.room_number });
  // Two staff saving the same new number at once: the unique index decides.
  const outcome = await unlessTaken(taken, () =>
    deps.sql.begin(async (tx): Promise<Outcome<RoomView>> => {
      const before = input.id ? await lockRoom(tx, input.id) : null;
      if (input.id && !before) throw new AppError('not_found', 'room.notFound');
      if (before) requireRecordVersion(deps, before, input.version);
      await requireReferences(tx, input);
      const [duplicate] = await tx`
        select 1 from rooms where room_number = ${input.room_number} and id is distinct from ${input.id ?? null}`;
      if (duplicate) throw taken();

      const values = {
        room_number: input.room_number,
        room_types_id: input.room_types_id,
        block_id: input.block_id,
        type_bed: input.type_bed ?? before?.type_bed ?? '',
        status: input.status ?? before?.status ?? 0,
        updated_at: deps.now(),
        updated_by: tx.json(context.actor),
        version: (before?.version ?? 0) + 1,
      };
      const [row] = before
        ? await tx<RoomRecord[]>`update rooms set ${tx(values)} where id = ${before.id} returning *`
        : await tx<RoomRecord[]>`insert into rooms ${tx(values)} returning *`;
      if (!row) throw new Error('room write returned no row');
      const after = toRoomView(row, deps.hotelTimeZone);
      const [housekept] = await tx<Housekept[]>`
        select state as housekeeping from room_housekeeping where room_id = ${row.id}`;
      await recordAudit(
        tx,
        { actor: context.actor, at: values.updated_at },
        'room',
        row.id,
        before ? 'update' : 'create',
        before && withoutVersion(toRoomView(before, deps.hotelTimeZone)),
        withoutVersion(after),
      );
      return {
        message: {
          key: before ? 'room.updated' : 'room.created',
          params: { number: row.room_number },
        },
        data: { ...after, housekeeping: housekeepingOf(housekept ?? { housekeeping: null }) },
      };
    }),
  );
  // The trigger tells every process on commit; this one drops what it keeps at once.
  deps.changes.changed('rooms');
  return outcome;
}

async function lockRoom(tx: Tx, id: number): Promise<RoomRecord | null> {
  const [row] = await tx<RoomRecord[]>`
    select id, room_number, room_types_id, type_bed, status, block_id, updated_at, version, updated_by from rooms where id = ${id} for update`;
  return row ?? null;
}

/** The room's type and block must exist: a bad reference in the body is the caller's mistake (400). */
async function requireReferences(tx: Tx, input: RoomInput): Promise<void> {
  const [found] = await tx<{ type: boolean; block: boolean }[]>`
    select exists (select 1 from room_types where id = ${input.room_types_id}) as type,
           exists (select 1 from blocks where id = ${input.block_id}) as block`;
  if (!found?.type) throw new AppError('validation', 'roomType.notFound');
  if (!found.block) throw new AppError('validation', 'block.notFound');
}

const flagOf = (value: number): 0 | 1 => (value === 1 ? 1 : 0);
const bedOf = (value: string): RoomView['type_bed'] =>
  value === 'twin' || value === 'double' ? value : '';

/** The room's own fields (the audit trail's record of it): its cleaning state is the read model's. */
function toRoomView(row: RoomRecord, timeZone: string): Omit<RoomView, 'housekeeping'> {
  return {
    id: row.id,
    room_number: row.room_number,
    room_types_id: row.room_types_id,
    type_bed: bedOf(row.type_bed),
    status: flagOf(row.status),
    block_id: row.block_id,
    updated_at: hotelInstant(row.updated_at, timeZone),
    version: row.version,
  };
}
