import type { Projection, Tx } from '../projection';
import { foldHousekeeping } from './fold';

export const ROOM_HOUSEKEEPING = 'room_housekeeping';

/** Each room's cleaning state: the housekeeping list, the staff room rows and the calendar read it. */
export const roomHousekeepingProjection: Projection = {
  name: ROOM_HOUSEKEEPING,
  tables: [ROOM_HOUSEKEEPING],
  prepare(events) {
    const rows = foldHousekeeping(events);
    return async (tx: Tx) => {
      if (rows.length === 0) return;
      await tx`
        insert into room_housekeeping (room_id, state, changed_at, changed_by)
        select r.room_id, r.state, r.changed_at, r.changed_by
        from jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb)
          as r(room_id integer, state text, changed_at timestamptz, changed_by jsonb)
        on conflict (room_id) do update
          set state = excluded.state, changed_at = excluded.changed_at, changed_by = excluded.changed_by`;
    };
  },
};
