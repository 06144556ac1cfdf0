import { eventMetadata, RATE_SEASONS_STREAM, rateSeasonEvent } from '@hotel/contracts';
import { insertRows } from '../batch-writes';
import { eventTime, type RecordedEvent } from '../event-source';
import type { Projection, Tx } from '../projection';
import { applyRowChanges, type RowChange } from '../row-changes';
import {
  RATE_SEASON_CHANGES,
  seasonChangeRows,
  valuesSet,
  type SeasonEvent,
  type SeasonValues,
} from './changes';

export const RATE_SEASONS = 'rate_seasons';

/** A row of `rate_seasons` (migration 040) as JSON. */
export type RateSeasonRow = SeasonValues & {
  id: number;
  set_at: string;
  set_by: unknown;
};

/** An event of the `rate-seasons` stream, parsed; null for every other stream's (not parsed). */
function seasonEventOf(recorded: RecordedEvent): SeasonEvent | null {
  if (recorded.streamId !== RATE_SEASONS_STREAM) return null;
  const event = rateSeasonEvent.parse({ type: recorded.type, data: recorded.data });
  const metadata = eventMetadata.safeParse(recorded.metadata);
  return { recorded, event, actor: metadata.success ? metadata.data.actor : 'system' };
}

/** What a parsed season event does to its row: a set replaces it whole, a removal deletes it. */
function rowChangesOf({ recorded, event, actor }: SeasonEvent): RowChange<RateSeasonRow>[] {
  const id = event.data.seasonId;
  if (event.type === 'RateSeasonRemoved') return [{ kind: 'delete', id }];
  return [
    { kind: 'delete', id },
    {
      kind: 'insert',
      row: {
        id,
        ...valuesSet(event),
        set_at: eventTime(recorded).toISOString(),
        set_by: actor,
      },
    },
  ];
}

/**
 * What one event of the `rate-seasons` stream does to its season's row: a set replaces it whole
 * (a delete, then the insert), a removal deletes it. Events of other streams are not parsed.
 */
export function rateSeasonChanges(recorded: RecordedEvent): RowChange<RateSeasonRow>[] {
  const parsed = seasonEventOf(recorded);
  return parsed ? rowChangesOf(parsed) : [];
}

/** The live seasons among `ids`, by id, as the read model holds them now. */
async function storedValues(tx: Tx, ids: readonly number[]): Promise<Map<number, SeasonValues>> {
  if (ids.length === 0) return new Map();
  // The keys of SeasonValues, so a value read back equals one folded in memory.
  const rows = await tx<{ id: string; values: SeasonValues }[]>`
    select id, json_build_object('room_type_id', room_type_id, 'from_date', from_date,
      'to_date', to_date, 'price_tenge', price_tenge, 'weekend_price_tenge', weekend_price_tenge,
      'min_stay', min_stay, 'max_stay', max_stay, 'closed_to_arrival', closed_to_arrival,
      'closed_to_departure', closed_to_departure, 'priority', priority) as values
    from ${tx(RATE_SEASONS)} where id = any(${ids}::bigint[])`;
  return new Map(rows.map((row) => [Number(row.id), row.values]));
}

/**
 * The room types' rate seasons (the staff list and the seasonal quote read them) and every change
 * of one with its values before and after (the staff audit trail reads them).
 */
export const rateSeasonsProjection: Projection = {
  name: RATE_SEASONS,
  tables: [RATE_SEASONS, RATE_SEASON_CHANGES],
  prepare(events: readonly RecordedEvent[]) {
    const seasonEvents = events.flatMap((recorded) => seasonEventOf(recorded) ?? []);
    const changes = seasonEvents.flatMap(rowChangesOf);
    return async (tx: Tx) => {
      if (seasonEvents.length === 0) return;
      // What the seasons were is read before this batch changes them.
      const ids = [...new Set(seasonEvents.map(({ event }) => event.data.seasonId))];
      const rows = seasonChangeRows(seasonEvents, await storedValues(tx, ids));
      await applyRowChanges(tx, RATE_SEASONS, 'id', changes);
      await insertRows(tx, RATE_SEASON_CHANGES, rows, { skip: ['global_position'] });
    };
  },
};
