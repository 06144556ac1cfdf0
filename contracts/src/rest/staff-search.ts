import { CALENDAR_DATE_PATTERN, STAY_DATE_TIME_PATTERN } from '../calendar-days';
import { MAX_ID } from '../ids';
import { integerTextPattern } from '../integer-pattern';
import { AUDIT_KINDS, MAX_AUDIT_PAGE, MAX_AUDIT_PAGE_SIZE } from './audit-values';
import { REVIEW_STATUSES } from './review-values';

/*
 * The staff screens' search parameters as their URLs carry them, checked without zod: the
 * router checks a screen's URL before any of its code loads, so these checks are in the client's
 * first load (@hotel/contracts/plain). They take what the query schemas take (`auditQuery` in
 * audit.ts, `ledgerQuery` in ledger.ts, `reviewStatusFilter` in reviews.ts, `frontDeskDayQuery` in
 * front-desk.ts, `calendarWindowQuery` in calendar.ts); staff-search.unit.spec.ts
 * holds them to the same.
 */

/** One parameter: the pattern its text must match, and whether the screen takes it as a number. */
export interface SearchField {
  pattern: RegExp;
  number: boolean;
}

const whole = (min: number, max: number): SearchField => ({
  pattern: new RegExp(integerTextPattern(min, max)),
  number: true,
});
const text = (pattern: string): SearchField => ({ pattern: new RegExp(pattern), number: false });
const oneOf = (values: readonly string[]): SearchField => text(`^(?:${values.join('|')})$`);

/** `/a/audit?staff=&kind=&from=&to=&page=&page_size=`, as `auditQuery` takes them. */
export const AUDIT_SEARCH = {
  staff: whole(1, MAX_ID),
  kind: oneOf(AUDIT_KINDS),
  from: text(CALENDAR_DATE_PATTERN),
  to: text(CALENDAR_DATE_PATTERN),
  page: whole(1, MAX_AUDIT_PAGE),
  page_size: whole(1, MAX_AUDIT_PAGE_SIZE),
} satisfies Record<string, SearchField>;

/** `/a/ledger?from=&to=&as_of=`, as `ledgerQuery` takes each of them. */
export const LEDGER_SEARCH = {
  from: text(CALENDAR_DATE_PATTERN),
  to: text(CALENDAR_DATE_PATTERN),
  as_of: text(STAY_DATE_TIME_PATTERN),
} satisfies Record<string, SearchField>;

/** `/a?date=` (the front desk's day), as `frontDeskDayQuery` takes it. */
export const DAY_SEARCH = {
  date: text(CALENDAR_DATE_PATTERN),
} satisfies Record<string, SearchField>;

/** The manager's report screen's lists: the day's figures (absent), or the police registration list. */
export const REPORT_LISTS = ['police'] as const;

/** `/a/report?date=&list=`: the hotel day, and which of the screen's lists shows. */
export const REPORT_SEARCH = {
  date: text(CALENDAR_DATE_PATTERN),
  list: oneOf(REPORT_LISTS),
} satisfies Record<string, SearchField>;
export interface ReportSearch {
  date?: string;
  list?: (typeof REPORT_LISTS)[number];
}

/** `/a/rooms/online?from=` (the calendar's first day), as `calendarWindowQuery` takes it. */
export const CALENDAR_SEARCH = {
  from: text(CALENDAR_DATE_PATTERN),
} satisfies Record<string, SearchField>;

/** `/a/reviews?status=`, as `reviewStatusFilter` takes it. */
export const REVIEW_SEARCH = {
  status: oneOf(REVIEW_STATUSES),
} satisfies Record<string, SearchField>;

/**
 * A screen's search parameters as its fields take them: a value the server would refuse (a
 * mistyped link) is dropped alone, the others kept, so the screen opens with what is valid. The
 * router hands numbers over as numbers and the rest as text; either is checked as its text.
 */
export function validSearch<T>(
  fields: { [K in keyof T]-?: SearchField },
  search: Record<string, unknown>,
): T {
  const kept: Record<string, string | number> = {};
  for (const [key, field] of Object.entries<SearchField>(fields)) {
    const value = search[key];
    const spelled = typeof value === 'number' || typeof value === 'string' ? String(value) : null;
    if (spelled === null || !field.pattern.test(spelled)) continue;
    kept[key] = field.number ? Number(spelled) : spelled;
  }
  return kept as T;
}
