-- The event store (docs/architecture.md §3). A stream's row holds its revision: the append
-- transaction moves it with a conditional update/insert, so of two writers expecting the same
-- revision exactly one wins. Readers of $all see only rows whose transaction is older than every
-- transaction still running (pg_snapshot_xmin), ordered by (transaction_id, global_position), so an
-- event committed late by a slow transaction is never skipped.
create table streams (
  stream_id text primary key,
  revision bigint not null
);

create table events (
  global_position bigint generated always as identity primary key,
  transaction_id xid8 not null default pg_current_xact_id(),
  stream_id text not null references streams (stream_id),
  stream_revision bigint not null,
  type text not null,
  data jsonb not null,
  metadata jsonb not null,
  created_at timestamptz not null default now(),
  unique (stream_id, stream_revision)
);

create index events_all_order on events (transaction_id, global_position);
