import type { Projection, Tx } from '../projection';
import { foldHousekeeping, housekeepingMarksOf } from './fold';

export const ROOM_HOUSEKEEPING = 'room_housekeeping';
export const HOUSEKEEPING_MARKS = 'housekeeping_marks';

/**
 * Each room's cleaning state (the housekeeping list, the staff room rows and the calendar read
 * it) and every mark (the staff audit trail reads them).
 */
export const roomHousekeepingProjection: Projection = {
  name: ROOM_HOUSEKEEPING,
  tables: [ROOM_HOUSEKEEPING, HOUSEKEEPING_MARKS],
  prepare(events) {
    const rows = foldHousekeeping(events);
    const marks = housekeepingMarksOf(events);
    return async (tx: Tx) => {
      if (rows.length === 0) return;
      // A row first set by a check-out has seen no mark (-1); a later check-out keeps the revision.
      await tx`
        insert into room_housekeeping (room_id, state, changed_at, changed_by, version, mark_revision)
        select r.room_id, r.state, r.changed_at, r.changed_by, r.version, coalesce(r.mark_revision, -1)
        from jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb)
          as r(room_id integer, state text, changed_at timestamptz, changed_by jsonb, version bigint,
               mark_revision bigint)
        on conflict (room_id) do update
          set state = excluded.state, changed_at = excluded.changed_at,
              changed_by = excluded.changed_by, version = excluded.version,
              mark_revision = case when excluded.mark_revision = -1
                then room_housekeeping.mark_revision else excluded.mark_revision end`;
      if (marks.length === 0) return;
      await tx`
        insert into housekeeping_marks (global_position, room_id, state, previous, at, actor)
        select m.global_position, m.room_id, m.state, m.previous, m.at, m.actor
        from jsonb_to_recordset(${JSON.stringify(marks)}::text::jsonb)
          as m(global_position bigint, room_id integer, state text, previous text,
               at timestamptz, actor jsonb)
        on conflict (global_position) do nothing`;
    };
  },
};
