/**
 * Every table of the database and what a backup does with it (a spec holds this list to the
 * migrated schema, so a new table cannot be forgotten). Kept tables are written and restored in
 * this order, each after the tables it references.
 */
export const KEPT_TABLES = [
  // The event log (with EVENT_STORE=postgres): the truth of bookings, payments and refunds.
  'event_store_eras',
  'streams',
  'events',
  // What no event records: the catalog, settings, accounts, reviews, the staff's audit log.
  'blocks',
  'room_types',
  'rooms',
  'system_options',
  'audit_log',
  'users',
  'sessions',
  'reviews',
  'calendar_feeds',
  // State the write side keeps beside its events: book numbers, idempotency keys of booking
  // attempts, stay moves under way, the sandbox bank's orders (the bank of the default setup).
  'book_number_counter',
  'booking_attempts',
  'stay_moves',
  'sandbox_bank_orders',
  // What was already sent: the guests' e-mails and the Kafka relay's position.
  'mail_checkpoint',
  'mail_bookings',
  'mail_outbox',
  'relay_checkpoints',
] as const;

/** Left out with `--without-sessions`: whoever restores makes everyone log in again. */
export const SESSIONS_TABLE = 'sessions';

/** Tables a backup leaves out, and why. */
export const LEFT_OUT_TABLES: Record<string, string> = {
  schema_migrations: 'the archive header lists the migrations instead',
  snapshots: 'a cache of stream states: commands read whole streams until new ones are written',
  rate_limits: "a minute's request counters",
  account_placements: 'leases of bookings being placed, each for seconds',
  booking_addresses:
    'where recent bookings came from, for the hoarding limits: a restored hotel counts afresh',
  account_links: 'mailed links last an hour at most: after a restore their owners ask for new ones',
  projection_checkpoints: 'a read model: rebuilt from the events on restore',
  projection_failures: 'a read model: rebuilt from the events on restore',
  calendar_entries: 'a read model: rebuilt from the events on restore',
  bookings: 'a read model: rebuilt from the events on restore',
  booking_history: 'a read model: rebuilt from the events on restore',
  ledger: 'a read model: rebuilt from the events on restore',
  ledger_bookings: 'a read model: rebuilt from the events on restore',
  room_housekeeping: 'a read model: rebuilt from the events on restore',
  housekeeping_marks: 'a read model: rebuilt from the events on restore',
  out_of_order_periods: 'a read model: rebuilt from the events on restore',
  rate_seasons: 'a read model: rebuilt from the events on restore',
  rate_season_changes: 'a read model: rebuilt from the events on restore',
  promo_codes: 'a read model: rebuilt from the events on restore',
  promo_code_uses: 'a read model: rebuilt from the events on restore',
  promo_code_changes: 'a read model: rebuilt from the events on restore',
};
