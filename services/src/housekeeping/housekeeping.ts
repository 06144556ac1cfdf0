import {
  hotelInstant,
  housekeepingStreamId,
  localizedText,
  UNMARKED_HOUSEKEEPING_STATE,
  type Actor,
  type HousekeepingMarkInput,
  type HousekeepingRoomView,
  type HousekeepingState,
  type HousekeepingView,
  type RoomHousekeepingMarked,
} from '@hotel/contracts';
import { eventMetadata, type AppDeps, type RequestContext } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';

/*
 * The rooms' cleaning states. A mark is an event on the room's own `housekeeping-<id>` stream
 * (the room's booking stream, its rules and its snapshots stay as they are); the read model
 * `room_housekeeping` folds the marks and the guests' check-outs (projections/src/housekeeping).
 */

/** A staff member marks a room's state; the answer is the state the lists now show. */
export async function markHousekeeping(
  deps: AppDeps,
  context: RequestContext,
  { id, state }: HousekeepingMarkInput,
): Promise<Outcome<HousekeepingView>> {
  const [room] = await deps.sql<{ room_number: string; state: HousekeepingState | null }[]>`
    select r.room_number, h.state from rooms r left join room_housekeeping h on h.room_id = r.id
    where r.id = ${id}`;
  if (!room) throw new AppError('not_found', 'room.notFound');
  const previous = room.state ?? UNMARKED_HOUSEKEEPING_STATE;
  const answer: Outcome<HousekeepingView> = {
    message: { key: 'room.housekeepingMarked', params: { number: room.room_number } },
    data: { room_id: id, state },
  };
  // A PUT of the state the room is in changes nothing: sent again (a double tap), it appends nothing.
  if (previous === state) return answer;
  const event: RoomHousekeepingMarked = {
    type: 'RoomHousekeepingMarked',
    data: { roomId: id, state, previous },
  };
  // Marks are the last word of whoever marks last: no revision to agree on (`any`).
  const appended = await deps.store.appendToStream(
    housekeepingStreamId(id),
    [{ ...event, metadata: eventMetadata(deps, context) }],
    'any',
  );
  await deps.waitForProjections(appended.position);
  return answer;
}

/** Every room with its cleaning state, by block then number: the housekeeping list. */
export async function listHousekeeping(deps: AppDeps): Promise<HousekeepingRoomView[]> {
  const rows = await deps.sql<
    {
      id: number;
      room_number: string;
      block_name: string;
      type_name: unknown;
      state: HousekeepingState | null;
      changed_at: Date | null;
      changed_by: Actor | null;
    }[]
  >`
    select r.id, r.room_number, b.name as block_name, t.name as type_name,
           h.state, h.changed_at, h.changed_by
    from rooms r join blocks b on b.id = r.block_id join room_types t on t.id = r.room_types_id
    left join room_housekeeping h on h.room_id = r.id
    order by b.name, b.id, length(r.room_number), r.room_number`;
  return rows.map((row) => ({
    id: row.id,
    room_number: row.room_number,
    block_name: row.block_name,
    room_type_name: localizedText.parse(row.type_name),
    state: row.state ?? UNMARKED_HOUSEKEEPING_STATE,
    changed_at: row.changed_at && hotelInstant(row.changed_at, deps.hotelTimeZone),
    changed_by:
      row.changed_by !== null && typeof row.changed_by === 'object' ? row.changed_by.email : null,
  }));
}
