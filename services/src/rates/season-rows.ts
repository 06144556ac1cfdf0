import type { RateSeason } from '@hotel/contracts';

/** A row of the read model `rate_seasons` as the season reads select it. */
export interface SeasonRow {
  id: string;
  room_type_id: number;
  from_date: string;
  to_date: string;
  price_tenge: string;
  weekend_price_tenge: string | null;
  min_stay: number | null;
  max_stay: number | null;
  closed_to_arrival: boolean;
  closed_to_departure: boolean;
  priority: number;
  set_at: Date;
  set_by: unknown;
}

export const SEASON_COLUMNS = `id::text, room_type_id, from_date::text, to_date::text, price_tenge::text,
  weekend_price_tenge::text, min_stay, max_stay, closed_to_arrival, closed_to_departure, priority,
  set_at, set_by`;

/** A row as pricing reads a season (integer teňňe). */
export const seasonOfRow = (row: SeasonRow): RateSeason => ({
  id: Number(row.id),
  from: row.from_date,
  to: row.to_date,
  priceTenge: Number(row.price_tenge),
  weekendPriceTenge: row.weekend_price_tenge === null ? null : Number(row.weekend_price_tenge),
  minStay: row.min_stay,
  maxStay: row.max_stay,
  closedToArrival: row.closed_to_arrival,
  closedToDeparture: row.closed_to_departure,
  priority: row.priority,
});
