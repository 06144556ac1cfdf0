/**
 * `@hotel/contracts/plain`: the contracts' run-time values that need no zod — languages, calendar
 * days and hotel time, money, ids, roles and the fixed lists of the screens. The client imports
 * values only from here (its ESLint rule allows only types from the root): the root's schemas
 * would put zod in the first load of every page. test/contracts-plain.unit.spec.ts checks that nothing here
 * reaches zod.
 */
export * from './assert-never';
export * from './languages';
export * from './site-pages';
export * from './calendar-days';
export * from './messages/day-text';
export * from './rates/months';
export * from './hotel-time';
export * from './money';
export * from './amount-text';
export * from './rates/season-pricing';
export * from './rates/guest-bands';
export * from './rates/due-at-arrival';
export * from './ids';
export * from './bed-types';
export * from './events/roles';
export * from './events/housekeeping-states';
export * from './events/guest-keys';
export * from './rest/audit-values';
export * from './rest/booking-search-values';
export * from './booking-states';
export * from './rest/booking-history';
export * from './rest/desk-methods';
export * from './rest/charge-words';
export * from './rest/image-variants';
export * from './rest/ledger-kinds';
export * from './rest/mail-kinds';
export * from './rest/guest-checks';
export * from './rest/passport-series';
export * from './rest/citizenship';
export * from './rest/review-values';
export * from './rest/staff-search';
export * from './rest/staff-events';
