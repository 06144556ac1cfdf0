/** Every staff screen reached by its address, as the manager's menu lists them. */
export const STAFF_SCREENS = [
  '/a',
  '/a/bookings',
  '/a/bookings/r',
  '/a/bookings/c',
  '/a/bookings/a',
  '/a/rooms/online',
  '/a/rooms/types',
  '/a/rooms',
  '/a/rooms/feeds',
  '/a/rates',
  '/a/housekeeping',
  '/a/clients',
  '/a/mail',
  '/a/reviews',
  '/a/settings',
  '/a/audit',
  '/a/ledger',
  '/a/balances',
  '/a/report',
  '/a/staff-accounts',
] as const;

export type StaffScreen = (typeof STAFF_SCREENS)[number];
