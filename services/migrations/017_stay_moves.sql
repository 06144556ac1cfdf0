-- Moving a stay to another room, or swapping two stays' rooms, takes steps on
-- two room streams. The room streams hold the truth of every step; this table holds the moves
-- under way, so that a move a crash left half-done is found and finished (or undone) by the
-- resumer (services/src/rooms/stay-moves.ts). A running move's row is locked by whoever runs it.
create table stay_moves (
  id bigint generated always as identity primary key,
  -- What the room events of the move carry: ties them to this row.
  move_id text not null unique,
  booking_id bigint not null,
  from_room_id int not null,
  to_room_id int not null,
  -- A swap: the stay in to_room_id that goes to from_room_id.
  swap_booking_id bigint,
  state text not null default 'running' check (state in ('running', 'done', 'undone')),
  -- Why an undone move was undone (a message key).
  outcome text,
  -- The metadata of the events: who asked, under which request.
  metadata jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index stay_moves_running on stay_moves (id) where state = 'running';
