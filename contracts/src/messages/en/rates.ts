import type { rateMessages as russian } from '../ru/rates';

/** Rate seasons and their stay rules (docs/rates.md); `{from:day}`: a date as day and month. */
export const rateMessages: Record<keyof typeof russian, string> = {
  'rates.minStay': 'Minimum stay {nights} nights for arrivals from {from:day} to {last:day}',
  'rates.maxStay': 'Maximum number of nights for arrivals from {from:day} to {last:day}: {nights}',
  'rates.closedToArrival':
    'No arrivals from {from:day} to {last:day}: choose another check-in date',
  'rates.closedToDeparture':
    'No departures from {from:day} to {last:day}: choose another check-out date',
  'rates.seasonSaved': 'The rate season is saved',
  'rates.seasonRemoved': 'The rate season is removed',
  'rates.seasonNotFound': 'Rate season not found',
  'rates.toNotAfterFrom': "The season's end must be after its start",
  'rates.tooLong': 'A season cannot be longer than {max} days',
  'rates.maxBelowMin': 'The maximum number of nights is below the minimum',
  'rates.busy': 'Someone else is changing the rate seasons right now: try again',
  'rates.monthOutOfRange': 'Prices are shown from {from} to {to}',
  'field.month': 'month',
  'reason.month.format': 'a month as YYYY-MM is expected',
  'field.price': 'price per night',
  'field.weekend_price': 'price of Friday and Saturday nights',
  'field.min_stay': 'minimum nights',
  'field.max_stay': 'maximum nights',
  'field.closed_to_arrival': 'closed to arrival',
  'field.closed_to_departure': 'closed to departure',
  'field.priority': 'priority',
  'reason.stayNights': 'from 1 to 365 nights',
  'reason.priority': 'a whole number from 0 to 1000',
};
