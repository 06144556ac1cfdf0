-- A housekeeping mark is checked against the state its screen read, so two people marking one
-- room from stale lists cannot silently undo each other. `version`: the `$all` global position of
-- the event that set the row (idempotent under a replay, unlike a counter; 0 for rows set before
-- this column). `mark_revision`: the revision of the room's housekeeping stream the row has seen,
-- -1 when it has seen none, null when unknown (a row set before this column); a mark appends at it.
alter table room_housekeeping
  add column version bigint not null default 0,
  add column mark_revision bigint;

-- Every mark, for the staff audit trail: who set which state of which room, and when.
create table housekeeping_marks (
  global_position bigint primary key,
  room_id integer not null,
  state text not null,
  previous text not null,
  at timestamptz not null,
  actor jsonb not null
);
create index housekeeping_marks_by_time on housekeeping_marks (at);
