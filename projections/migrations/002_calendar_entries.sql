-- What occupies each room's calendar: for-online blocks (and, later, bookings).
create table calendar_entries (
  id bigint primary key,
  room_id integer not null,
  payment_status text not null check (payment_status in ('for_online', 'pending', 'online')),
  checkin date not null,
  checkout date not null,
  book_number integer,
  reception_status smallint not null default 0,
  amount_tenge bigint not null default 0,
  payment_at timestamptz,
  updated_at timestamptz not null
);
create index calendar_entries_by_range on calendar_entries (checkin, checkout);
create index calendar_entries_by_room on calendar_entries (room_id, checkin);
