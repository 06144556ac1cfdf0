-- Snapshots of streams: a stream's state folded up to `revision`, written by the
-- code that folds it so that a command reads the snapshot and only the events after it, and costs
-- the same on a room with years of history as on a new one. A cache, never the truth: the events
-- stay in `events`, a snapshot of another `schema_version` is ignored by its reader and replaced,
-- and dropping this table's rows only makes the next commands read whole streams again.
-- (transaction_id, global_position) is the `$all` position of the event at `revision`. `state` is
-- json, not jsonb: it is only ever stored and given back whole, so it is kept as written.
create table snapshots (
  stream_id text primary key,
  revision bigint not null,
  transaction_id xid8 not null,
  global_position bigint not null,
  schema_version integer not null,
  state json not null,
  written_at timestamptz not null default now()
);
