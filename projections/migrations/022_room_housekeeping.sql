-- Each room's cleaning state, folded from its housekeeping marks and its guests' check-outs (a
-- check-out leaves the room dirty). A room without a row is clean. `changed_by`: the actor of the
-- event that set the state (a staff member, or 'system').
create table room_housekeeping (
  room_id integer primary key,
  state text not null check (state in ('clean', 'dirty', 'inspected', 'out_of_order')),
  changed_at timestamptz not null,
  changed_by jsonb not null
);
