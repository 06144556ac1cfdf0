-- The Kafka relay's checkpoint: the `$all` position up to which every integration event
-- has been acknowledged by the broker, one row per topic (a new topic starts from the beginning).
-- Written only after the broker acknowledged a batch, so a relay that dies re-sends at most the
-- batch in flight (at-least-once; consumers deduplicate on the `event-id` header).
create table relay_checkpoints (
  topic text primary key,
  transaction_id xid8 not null,
  global_position bigint not null,
  updated_at timestamptz not null default now()
);
