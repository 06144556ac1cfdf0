-- Booking attempts by idempotency key (POST /api/payment's Idempotency-Key, tRPC's idempotencyKey):
-- a retry of an attempt answers its booking and bank page instead of booking again. The row is
-- claimed before the booking is placed and names the booking id, book number and the room being
-- tried, so a retry after a crash finds what the dead request did in that room's stream.
-- A request works on a row only while it holds its lease (lease_token, lease_until): a retry
-- takes an expired lease over, and every later change by the old holder is checked against the
-- token. Keys are scoped to their account and forgotten after 24 hours.
create table booking_attempts (
  user_id integer not null references users (id) on delete cascade,
  idempotency_key text not null,
  request_hash text not null,
  booking_id bigint not null,
  book_number integer not null,
  room_id integer,
  lease_token uuid not null,
  lease_until timestamptz not null,
  created_at timestamptz not null,
  primary key (user_id, idempotency_key)
);
create unique index booking_attempts_booking on booking_attempts (booking_id);
create index booking_attempts_created on booking_attempts (created_at);
