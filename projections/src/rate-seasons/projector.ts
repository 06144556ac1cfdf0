import { eventMetadata, RATE_SEASONS_STREAM, rateSeasonEvent } from '@hotel/contracts';
import { eventTime, type RecordedEvent } from '../event-source';
import type { Projection, Tx } from '../projection';
import { applyRowChanges, type RowChange } from '../row-changes';

export const RATE_SEASONS = 'rate_seasons';

/** A row of `rate_seasons` (migration 040) as JSON. */
export type RateSeasonRow = {
  id: number;
  room_type_id: number;
  from_date: string;
  to_date: string;
  price_tenge: number;
  weekend_price_tenge: number | null;
  min_stay: number | null;
  max_stay: number | null;
  closed_to_arrival: boolean;
  closed_to_departure: boolean;
  priority: number;
  set_at: string;
  set_by: unknown;
};

/**
 * What one event of the `rate-seasons` stream does to its season's row: a set replaces it whole
 * (a delete, then the insert), a removal deletes it. Events of other streams are not parsed.
 */
export function rateSeasonChanges(recorded: RecordedEvent): RowChange<RateSeasonRow>[] {
  if (recorded.streamId !== RATE_SEASONS_STREAM) return [];
  const event = rateSeasonEvent.parse({ type: recorded.type, data: recorded.data });
  if (event.type === 'RateSeasonRemoved') return [{ kind: 'delete', id: event.data.seasonId }];
  const { data } = event;
  const metadata = eventMetadata.safeParse(recorded.metadata);
  return [
    { kind: 'delete', id: data.seasonId },
    {
      kind: 'insert',
      row: {
        id: data.seasonId,
        room_type_id: data.roomTypeId,
        from_date: data.from,
        to_date: data.to,
        price_tenge: data.priceTenge,
        weekend_price_tenge: data.weekendPriceTenge,
        min_stay: data.minStay,
        max_stay: data.maxStay,
        closed_to_arrival: data.closedToArrival,
        closed_to_departure: data.closedToDeparture,
        priority: data.priority,
        set_at: eventTime(recorded).toISOString(),
        set_by: metadata.success ? metadata.data.actor : 'system',
      },
    },
  ];
}

/** The room types' rate seasons: the staff list and the seasonal quote read them. */
export const rateSeasonsProjection: Projection = {
  name: RATE_SEASONS,
  tables: [RATE_SEASONS],
  prepare(events: readonly RecordedEvent[]) {
    const changes = events.flatMap(rateSeasonChanges);
    return (tx: Tx) => applyRowChanges(tx, RATE_SEASONS, 'id', changes);
  },
};
