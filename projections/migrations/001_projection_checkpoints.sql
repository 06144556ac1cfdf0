-- Each projector's position in $all, written in the same transaction as its rows.
create table projection_checkpoints (
  name text primary key,
  transaction_id xid8 not null default '0'::xid8,
  global_position bigint not null default 0,
  updated_at timestamptz not null default now()
);
