import { describe, expect, it } from 'vitest';
import { day } from '../../../test/clock';
import { MAX_ID } from '../ids';
import { auditQuery } from './audit';
import { MAX_AUDIT_PAGE, MAX_AUDIT_PAGE_SIZE } from './audit-values';
import { ledgerQuery } from './ledger';
import { reviewStatusFilter } from './reviews';
import { calendarWindowQuery } from './calendar';
import { frontDeskDayQuery } from './front-desk';
import {
  AUDIT_SEARCH,
  CALENDAR_SEARCH,
  DAY_SEARCH,
  LEDGER_SEARCH,
  REVIEW_SEARCH,
  validSearch,
} from './staff-search';

/** A leap year from this year on, for a 29 February that exists and one that does not (no literal goes stale). */
const YEAR = Number(day(0).slice(0, 4));
const LEAP =
  [0, 1, 2, 3].map((i) => YEAR + i).find((y) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0) ??
  YEAR;

/** Values a URL may carry, right and wrong, each tried in every parameter. */
const VALUES: unknown[] = [
  1,
  2,
  50,
  MAX_AUDIT_PAGE_SIZE,
  MAX_AUDIT_PAGE_SIZE + 1,
  MAX_AUDIT_PAGE,
  MAX_AUDIT_PAGE + 1,
  MAX_ID,
  MAX_ID + 1,
  0,
  -1,
  2.5,
  1e21,
  Number.NaN,
  '7',
  '07',
  '',
  ' 7',
  'abc',
  true,
  null,
  [1],
  { a: 1 },
  'booking',
  'room_type',
  'review',
  'bookings',
  'BOOKING',
  'pending',
  'approved',
  'rejected',
  'Pending',
  day(0),
  day(30),
  `${day(0)}T10:00`,
  `${day(0)}T10:00:30Z`,
  `${day(0)}T24:00`,
  `${LEAP}-02-29`,
  `${LEAP + 1}-02-29`,
  `${YEAR}-13-01`,
  `${YEAR}0101`,
];

describe('the staff screens’ search parameters without zod', () => {
  it.each([
    ['audit', AUDIT_SEARCH, auditQuery],
    ['ledger', LEDGER_SEARCH, ledgerQuery.partial()],
    ['reviews', REVIEW_SEARCH, reviewStatusFilter],
    ['day', DAY_SEARCH, frontDeskDayQuery],
    ['calendar', CALENDAR_SEARCH, calendarWindowQuery],
  ] as const)(
    'keep and drop what the %s query schema keeps and drops, one parameter at a time',
    (_name, fields, schema) => {
      expect(Object.keys(fields).sort()).toEqual(Object.keys(schema.shape).sort());
      for (const key of Object.keys(fields)) {
        for (const value of VALUES) {
          const parsed = schema.safeParse({ [key]: value });
          const kept = validSearch<Record<string, unknown>>(fields as never, { [key]: value });
          expect(kept, `${key}=${JSON.stringify(value)}`).toEqual(
            parsed.success ? parsed.data : {},
          );
        }
      }
    },
  );

  it('drops only the wrong parameters of a search', () => {
    const search = {
      staff: 3,
      kind: 'nothing',
      from: day(0),
      to: 'tomorrow',
      page: '2',
      extra: 'x',
    };
    expect(validSearch(AUDIT_SEARCH, search)).toEqual({ staff: 3, from: day(0), page: 2 });
  });
});
