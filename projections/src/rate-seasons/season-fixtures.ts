import { day } from '../../../test/clock';
import type { SeasonValues } from './changes';

// The rate season specs' season: who sets it, the event's data and the values a row keeps of it.
export const MANAGER = { userId: 2, email: 'manager@example.com', role: 2 };

export const SEASON = {
  seasonId: 4,
  roomTypeId: 3,
  from: day(30),
  to: day(60),
  priceTenge: 120_000,
  weekendPriceTenge: null,
  minStay: 3,
  maxStay: null,
  closedToArrival: false,
  closedToDeparture: true,
  priority: 2,
};

export const SEASON_VALUES: SeasonValues = {
  room_type_id: 3,
  from_date: day(30),
  to_date: day(60),
  price_tenge: 120_000,
  weekend_price_tenge: null,
  min_stay: 3,
  max_stay: null,
  closed_to_arrival: false,
  closed_to_departure: true,
  priority: 2,
};
