-- A projector that cannot apply an event stops there alone and says so here (and on
-- /health/ready); the row goes when the projection gets past that event or is rebuilt.
create table projection_failures (
  projection text primary key,
  transaction_id xid8 not null,
  global_position bigint not null,
  event_type text not null,
  error text not null,
  failed_at timestamptz not null default now()
);
