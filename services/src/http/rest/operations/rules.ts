import { z } from 'zod';
import { MAX_STAY_NIGHTS } from '@hotel/contracts';
import { taggedVersion } from '../entity-tags';
import type { RequestHeader } from './operation';

export const STAY_RULES = [
  'check-in is not before today (hotel time)',
  'check-out is after check-in',
  `at most ${MAX_STAY_NIGHTS} nights`,
];
// Refinements JSON Schema cannot state portably (Unicode letter classes, a list's pairs, one
// field's rule by another's value).
export const GUEST_RULES = [
  "a guest's full_name has a letter, and only letters (any script), spaces, hyphens, apostrophes and dots besides",
  'no passport (series and number) twice in one booking',
  'citizenship TM (the default): passport_serial one of the series and passport_number 6 digits; another country: passport_serial absent or empty and passport_number 5-20 Latin letters and digits (spaces and dashes dropped)',
];
export const PERIOD_RULES = (maxDays: number) => [
  'to is not before from',
  `at most ${maxDays} days`,
];
export const BOOKING_GONE = "No such booking (or another guest's)";
export const IF_MATCH = {
  'If-Match': {
    schema: z.string().transform(taggedVersion),
    description:
      "The booking's entity tag as read (GET /bookings/{id}): a booking changed since refuses the change with 412. Absent: no check",
    field: 'ifMatch',
  },
} satisfies Record<string, RequestHeader>;
export const SAVED_SINCE =
  "`version` is not the record's: someone saved it since it was read (the message says who and when)";
export const CHANGED_SINCE =
  'If-Match names another version: someone changed the booking since (the message says who and when)';
