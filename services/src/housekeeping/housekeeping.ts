import {
  actor,
  eventMetadata as eventMetadataSchema,
  hotelInstant,
  housekeepingEvent,
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
import { eventTime } from '@hotel/projections';
import { refusalTime, staleRefusal } from '../application/changed-meanwhile';
import { eventMetadata, type AppDeps, type RequestContext } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';
import { staffRoomList } from '../catalog/staff-room-list';
import { WrongExpectedRevision, type ExpectedRevision } from '../event-store/port';

/*
 * The rooms' cleaning states. A mark is an event on the room's own `housekeeping-<id>` stream
 * (the room's booking stream, its rules and its snapshots stay as they are); the read model
 * `room_housekeeping` folds the marks and the guests' check-outs (projections/src/housekeeping).
 */

/**
 * A staff member marks a room's state; the answer is the state the lists now show. Sent with the
 * `version` the list read, a mark is refused (412) when the state changed since, naming who set
 * which state when: two people marking one room from stale lists never silently undo each other.
 */
export async function markHousekeeping(
  deps: AppDeps,
  context: RequestContext,
  { id, state, version }: HousekeepingMarkInput,
): Promise<Outcome<HousekeepingView>> {
  const [room] = await deps.sql<
    {
      room_number: string;
      state: HousekeepingState | null;
      version: string | null;
      mark_revision: string | null;
      changed_at: Date | null;
      changed_by: unknown;
    }[]
  >`
    select r.room_number, h.state, h.version::text, h.mark_revision::text, h.changed_at, h.changed_by
    from rooms r left join room_housekeeping h on h.room_id = r.id
    where r.id = ${id}`;
  if (!room) throw new AppError('not_found', 'room.notFound');
  const previous = room.state ?? UNMARKED_HOUSEKEEPING_STATE;
  const current = Number(room.version ?? 0);
  const answer = (shown: number): Outcome<HousekeepingView> => ({
    message: { key: 'room.housekeepingMarked', params: { number: room.room_number } },
    data: { room_id: id, state, version: shown },
  });
  // A PUT of the state the room is in changes nothing: sent again (a double tap), it appends
  // nothing, and overwrites nobody's mark, whatever version it was sent with.
  if (previous === state) return answer(current);
  if (version !== undefined && version !== current && room.changed_at)
    throw markedMeanwhile(
      deps,
      room.room_number,
      previous,
      actorOrSystem(room.changed_by),
      room.changed_at,
    );
  const event: RoomHousekeepingMarked = {
    type: 'RoomHousekeepingMarked',
    data: { roomId: id, state, previous },
  };
  const streamId = housekeepingStreamId(id);
  try {
    // Checked, it is appended at the revision the read model had seen: a mark another process
    // appended but the read model does not show yet refuses this one too. Unchecked (no version
    // sent), it is the last word, as it always was.
    const appended = await deps.store.appendToStream(
      streamId,
      [{ ...event, metadata: eventMetadata(deps, context) }],
      version === undefined ? 'any' : expectedMarkRevision(room),
    );
    await deps.waitForProjections(appended.position);
    return answer(Number(appended.position.globalPosition));
  } catch (error) {
    if (!(error instanceof WrongExpectedRevision) || error.actual === 'no_stream') throw error;
    const { events } = await deps.store.readStream(streamId, { fromRevision: error.actual });
    const last = events.at(-1);
    const mark = last && housekeepingEvent.safeParse({ type: last.type, data: last.data });
    if (!last || !mark?.success) throw error;
    const metadata = eventMetadataSchema.safeParse(last.metadata);
    throw markedMeanwhile(
      deps,
      room.room_number,
      mark.data.data.state,
      metadata.success ? metadata.data.actor : 'system',
      eventTime(last),
    );
  }
}

/**
 * The revision a mark appends at: none yet for a room without marks (-1, or no row at all); any
 * for a row the read model set before it kept revisions, until that room's next mark.
 */
function expectedMarkRevision(room: {
  state: HousekeepingState | null;
  mark_revision: string | null;
}): ExpectedRevision {
  if (room.state === null || room.mark_revision === '-1') return 'no_stream';
  return room.mark_revision === null ? 'any' : BigInt(room.mark_revision);
}

const actorOrSystem = (stored: unknown): Actor => {
  const parsed = actor.safeParse(stored);
  return parsed.success ? parsed.data : 'system';
};

/** The 412 for a stale mark: who set the room to which state, and when (the hotel's clock). */
function markedMeanwhile(
  deps: AppDeps,
  number: string,
  state: HousekeepingState,
  by: Actor,
  at: Date,
): AppError {
  if (typeof by !== 'object') return staleRefusal(deps, by, at);
  return new AppError('stale', `room.housekeepingChangedBy.${state}`, {
    number,
    who: by.email,
    when: refusalTime(deps, at),
  });
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
      version: string | null;
    }[]
  >`
    select r.id, r.room_number, b.name as block_name, t.name as type_name,
           h.state, h.changed_at, h.changed_by, h.version::text
    ${staffRoomList(deps.sql)}`;
  return rows.map((row) => ({
    id: row.id,
    room_number: row.room_number,
    block_name: row.block_name,
    room_type_name: localizedText.parse(row.type_name),
    state: row.state ?? UNMARKED_HOUSEKEEPING_STATE,
    changed_at: row.changed_at && hotelInstant(row.changed_at, deps.hotelTimeZone),
    changed_by:
      row.changed_by !== null && typeof row.changed_by === 'object' ? row.changed_by.email : null,
    version: Number(row.version ?? 0),
  }));
}
