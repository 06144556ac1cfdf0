import type { RateSeasonEvent } from '@hotel/contracts';
import { eventTime, type RecordedEvent } from '../event-source';

export const RATE_SEASON_CHANGES = 'rate_season_changes';

/** A season's values as `rate_seasons` holds them: what the audit trail shows before and after. */
export interface SeasonValues {
  [column: string]: unknown;
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
}

/** A row of `rate_season_changes` (migration 041): one set or removal, for the audit trail. */
export interface RateSeasonChangeRow {
  [column: string]: unknown;
  global_position: string;
  at: string;
  actor: unknown;
  season_id: number;
  room_type_id: number;
  action: 'create' | 'update' | 'delete';
  before: SeasonValues | null;
  after: SeasonValues | null;
}

/** An event of the `rate-seasons` stream, parsed, with who made it. */
export interface SeasonEvent {
  recorded: RecordedEvent;
  event: RateSeasonEvent;
  actor: unknown;
}

/** The values a set gives its season. */
export function valuesSet({
  data,
}: Extract<RateSeasonEvent, { type: 'RateSeasonSet' }>): SeasonValues {
  return {
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
  };
}

/**
 * The change rows of a batch's season events, in order. The events say only what a season became,
 * so what it was comes from `stored` (the live seasons the batch touches, as the read model held
 * them before it), folded through the batch: a batch of any size gives the rows one-at-a-time
 * application gives. An event delivered again keeps its row (the write skips its position) but
 * still moves the fold, as it moves `rate_seasons`.
 */
export function seasonChangeRows(
  events: readonly SeasonEvent[],
  stored: ReadonlyMap<number, SeasonValues>,
): RateSeasonChangeRow[] {
  const live = new Map(stored);
  return events.map(({ recorded, event, actor }): RateSeasonChangeRow => {
    const id = event.data.seasonId;
    const before = live.get(id) ?? null;
    const after = event.type === 'RateSeasonSet' ? valuesSet(event) : null;
    if (after) live.set(id, after);
    else live.delete(id);
    return {
      global_position: recorded.position.globalPosition.toString(),
      at: eventTime(recorded).toISOString(),
      actor,
      season_id: id,
      room_type_id: event.data.roomTypeId,
      action: after === null ? 'delete' : before === null ? 'create' : 'update',
      before,
      after,
    };
  });
}
