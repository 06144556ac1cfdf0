import { eventMetadata } from '@hotel/contracts';
import type { RecordedEvent } from '../event-source';
import type { Projection, Tx } from '../projection';
import { applyRowChanges, type RowChange } from '../row-changes';
import { parseRoomEvent } from '../room-events';

export const OUT_OF_ORDER_PERIODS = 'out_of_order_periods';

/** A row of `out_of_order_periods` (migration 024) as JSON. */
type PeriodRow = {
  id: number;
  room_id: number;
  from_date: string;
  to_date: string;
  reason: string;
  taken_by: unknown;
};

const READS: ReadonlySet<string> = new Set(['RoomTakenOutOfOrder', 'RoomBackInService']);

function changeOf(recorded: RecordedEvent): RowChange<PeriodRow> | null {
  const event = parseRoomEvent(recorded, READS);
  if (event?.type === 'RoomTakenOutOfOrder') {
    const { periodId, roomId, from, to, reason } = event.data;
    const metadata = eventMetadata.safeParse(recorded.metadata);
    const takenBy = metadata.success ? metadata.data.actor : 'system';
    return {
      kind: 'insert',
      row: {
        id: periodId,
        room_id: roomId,
        from_date: from,
        to_date: to,
        reason,
        taken_by: takenBy,
      },
    };
  }
  if (event?.type === 'RoomBackInService')
    return { kind: 'update', id: event.data.periodId, set: { to_date: event.data.on } };
  return null;
}

/** The rooms' out-of-order periods: the tape chart draws them. */
export const outOfOrderPeriodsProjection: Projection = {
  name: OUT_OF_ORDER_PERIODS,
  tables: [OUT_OF_ORDER_PERIODS],
  prepare(events: readonly RecordedEvent[]) {
    const changes = events.flatMap((recorded) => changeOf(recorded) ?? []);
    return (tx: Tx) => applyRowChanges(tx, OUT_OF_ORDER_PERIODS, 'id', changes);
  },
};
