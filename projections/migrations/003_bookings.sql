-- Bookings stay on the calendar while they hold the room (pending, online, refund under way).
alter table calendar_entries add column active boolean not null default true;
create index calendar_entries_active on calendar_entries (room_id) where active;

-- Every online booking with its lifecycle: staff lists, the guest's account, the payment poller.
create table bookings (
  id bigint primary key,
  room_id integer not null,
  room_type_id integer not null,
  user_id integer not null,
  email text not null,
  book_number integer not null,
  checkin date not null,
  checkout date not null,
  state text not null check (state in
    ('pending', 'online', 'refund_pending', 'cancelled', 'refunded', 'failed', 'expired', 'late_refunded')),
  amount_tenge bigint not null,
  room_part_tenge bigint not null,
  booking_fee_tenge bigint not null,
  price jsonb not null,
  guests jsonb not null,
  order_id text,
  order_number text,
  form_url text,
  payment_deadline timestamptz not null,
  payment_at timestamptz,
  reception_status smallint not null default 0,
  canceled_at timestamptz,
  refunded_tenge bigint not null default 0,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index bookings_by_user on bookings (user_id, checkin desc);
create index bookings_by_state on bookings (state, checkin desc);
create index bookings_by_order on bookings (order_id);

-- The audit trail: who changed which booking or block, when, and what it was before and after.
create table booking_history (
  global_position bigint primary key,
  booking_id bigint not null,
  room_id integer not null,
  at timestamptz not null,
  actor jsonb not null,
  correlation_id text,
  event_type text not null,
  before jsonb,
  after jsonb not null
);
create index booking_history_by_booking on booking_history (booking_id, global_position);

-- Money movements and cancellations, in the order they happened: the accountants' replay.
create table ledger (
  id bigint generated always as identity primary key,
  global_position bigint not null,
  line integer not null,
  booking_id bigint not null,
  book_number integer,
  room_id integer not null,
  at timestamptz not null,
  kind text not null check (kind in ('payment', 'refund', 'cancellation')),
  amount_tenge bigint not null,
  order_id text,
  bank_reference text,
  actor jsonb not null,
  unique (global_position, line)
);
create index ledger_by_booking on ledger (booking_id);
create table ledger_bookings (
  booking_id bigint primary key,
  book_number integer not null
);
