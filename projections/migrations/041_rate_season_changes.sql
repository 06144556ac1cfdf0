-- Every change of a rate season, for the staff audit trail (the live seasons alone, rate_seasons,
-- forget what a season was before it was set again or removed): one row per RateSeasonSet or
-- RateSeasonRemoved, written by the rate_seasons projector in the same transaction. `action`:
-- `create` (a set of an id not live), `update` (a set of a live id), `delete` (a removal);
-- `before` and `after`: the season's values as rate_seasons holds them (null where there was none).
create table rate_season_changes (
  global_position bigint primary key,
  at timestamptz not null,
  actor jsonb not null,
  season_id bigint not null,
  room_type_id integer not null,
  action text not null check (action in ('create', 'update', 'delete')),
  before jsonb,
  after jsonb
);
-- The timeline reads them newest first, by hotel days.
create index rate_season_changes_by_time on rate_season_changes (at);
