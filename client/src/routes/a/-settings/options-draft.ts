import type { OptionsView } from '@hotel/contracts';
import type { RouterInputs } from '@hotel/services/router';

/** What staff.saveOptions takes: the changed fields only, numbers as numbers or their text. */
export type OptionsChanges = RouterInputs['staff']['saveOptions'];

/** The switches of the Settings form. */
export const SWITCHES = ['payment_system', 'payment_booking', 'payment_room'] as const;
/** Its number inputs, with the site's fixed limits and ours. */
export const NUMBERS = [
  { key: 'booking_price', min: 0, step: 0.01 },
  { key: 'payment_timeout', min: 5, max: 20, step: 1 },
  { key: 'max_pending_bookings', min: 1, max: 20, step: 1 },
  { key: 'max_pending_per_address', min: 0, max: 1000, step: 1 },
  { key: 'max_same_stay_per_address', min: 0, max: 100, step: 1 },
  { key: 'expired_hold_wait_minutes', min: 0, max: 1440, step: 1 },
] as const;
/** The booking terms: the rules the site applies and the terms page states, with their limits. */
export const TERMS = [
  { key: 'booking_closes_days', min: 0, max: 365, step: 1 },
  { key: 'online_share_percent', min: 1, max: 100, step: 1 },
  { key: 'guest_refund_percent', min: 0, max: 100, step: 1 },
  { key: 'foreign_guest_tax', min: 0, max: 10_000, step: 0.01 },
] as const;
/** Who pays as a child and what a foreign child pays (docs/rates.md "Prices by guest"). */
export const CHILDREN = [
  { key: 'child_free_under_age', min: 0, max: 17, step: 1 },
  { key: 'adult_from_age', min: 1, max: 18, step: 1 },
  { key: 'foreign_child_price', min: 0, max: 100_000, step: 0.01 },
] as const;
/** Every number input: what the form compares with the stored options and a refusal may name. */
export const NUMBER_FIELDS = [...NUMBERS, ...TERMS, ...CHILDREN] as const;

type Switch = (typeof SWITCHES)[number];
type NumberKey = (typeof NUMBER_FIELDS)[number]['key'];

/** The form's values: numbers and the last book number as typed. */
export type OptionsDraft = Record<Switch, boolean> & Record<NumberKey | 'last_book_number', string>;

export const draftOf = (options: OptionsView): OptionsDraft => ({
  payment_system: options.payment_system,
  payment_booking: options.payment_booking,
  payment_room: options.payment_room,
  booking_price: String(options.booking_price),
  payment_timeout: String(options.payment_timeout),
  max_pending_bookings: String(options.max_pending_bookings),
  max_pending_per_address: String(options.max_pending_per_address),
  max_same_stay_per_address: String(options.max_same_stay_per_address),
  expired_hold_wait_minutes: String(options.expired_hold_wait_minutes),
  booking_closes_days: String(options.booking_closes_days),
  online_share_percent: String(options.online_share_percent),
  guest_refund_percent: String(options.guest_refund_percent),
  foreign_guest_tax: String(options.foreign_guest_tax),
  child_free_under_age: String(options.child_free_under_age),
  adult_from_age: String(options.adult_from_age),
  foreign_child_price: String(options.foreign_child_price),
  last_book_number: String(options.last_book_number),
});

/** An emptied number input is null, never 0. */
export const numberOrNull = (text: string): number | null =>
  text.trim() === '' ? null : Number(text);

/**
 * The fields that differ from the options as stored: only these are sent (the server changes only
 * the fields it gets). An emptied number differs from every stored value; tRPC's input spells it
 * as an emptied form field, '', which the server refuses naming the field.
 */
export function changedOptions(draft: OptionsDraft, stored: OptionsView): OptionsChanges {
  const changes: OptionsChanges = {};
  for (const key of SWITCHES) if (draft[key] !== stored[key]) changes[key] = draft[key];
  for (const { key } of NUMBER_FIELDS) {
    const value = numberOrNull(draft[key]);
    if (value !== stored[key]) changes[key] = value ?? '';
  }
  const lastBookNumber = draft.last_book_number.trim();
  if (lastBookNumber !== String(stored.last_book_number)) changes.last_book_number = lastBookNumber;
  return changes;
}
