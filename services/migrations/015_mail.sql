-- E-mails to guests. The mail consumer reads $all from its checkpoint and, in
-- the same transaction as moving it, keeps what a mail needs of each booking (mail_bookings) and
-- writes the mails to send (mail_outbox, one per event or reminder: its key makes a replayed
-- batch write nothing twice). The sender delivers the outbox at least once.
create table mail_checkpoint (
  id boolean primary key default true check (id),
  transaction_id xid8 not null,
  global_position bigint not null,
  -- The head of the log when the outbox first started: what happened up to it is history, read
  -- to learn the bookings but never mailed.
  silent_transaction_id xid8 not null,
  silent_global_position bigint not null
);

create table mail_bookings (
  booking_id bigint primary key,
  email text not null,
  language text not null check (language in ('tm', 'ru', 'en')),
  book_number integer not null,
  room_type_id integer not null,
  checkin date not null,
  checkout date not null,
  guests integer not null,
  total_tenge bigint not null,
  -- The hotel day it was paid on (null: not paid), and whether it no longer stands.
  paid_on date,
  cancelled boolean not null default false
);
create index mail_bookings_by_checkin on mail_bookings (checkin) where paid_on is not null and not cancelled;

create table mail_outbox (
  id bigint generated always as identity primary key,
  key text not null unique,
  kind text not null,
  booking_id bigint not null,
  book_number integer not null,
  recipient text not null,
  language text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  message_id text not null,
  created_at timestamptz not null,
  next_attempt_at timestamptz not null,
  attempts integer not null default 0,
  last_error text,
  sent_at timestamptz,
  -- Where it was kept when no SMTP server is configured ($DATA_DIR/mail).
  file text
);
create index mail_outbox_due on mail_outbox (next_attempt_at) where sent_at is null;
create index mail_outbox_newest on mail_outbox (created_at desc, id desc);
