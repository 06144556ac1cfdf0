-- Each room's out-of-order periods (RoomTakenOutOfOrder), for the tape chart to draw. The nights
-- [from_date, to_date); a return to service moves to_date to its day, and a period withdrawn before
-- it began keeps to_date <= from_date, which the reads leave out. `taken_by`: the manager (actor).
create table out_of_order_periods (
  id bigint primary key,
  room_id integer not null,
  from_date date not null,
  to_date date not null,
  reason text not null,
  taken_by jsonb not null
);
create index out_of_order_periods_by_room on out_of_order_periods (room_id, to_date);
