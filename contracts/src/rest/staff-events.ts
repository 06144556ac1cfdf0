/**
 * What `GET /api/staff/events` announces: the names the database notifies on `hotel_changes` that
 * a staff screen shows, as the stream's `data: {"topic": ...}`. Catalog and state-stored tables
 * notify from their triggers (services migrations 011, 023, 028), the read models when their
 * checkpoint moves (projections migration 006).
 */
export const STAFF_EVENT_TOPICS = [
  'room_types',
  'rooms',
  'reviews',
  'system_options',
  'users',
  'mail_outbox',
  'audit_log',
  'calendar_entries',
  'bookings',
  'booking_history',
  'ledger',
  'room_housekeeping',
] as const;

export type StaffEventTopic = (typeof STAFF_EVENT_TOPICS)[number];

export const isStaffEventTopic = (name: string): name is StaffEventTopic =>
  (STAFF_EVENT_TOPICS as readonly string[]).includes(name);
