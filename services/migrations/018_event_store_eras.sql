-- Eras of the event log (services/README.md, "The order of $all"). `$all` is ordered by the
-- committing transaction's id, and a reader shows nothing at or past the oldest transaction still
-- running: both hold only within one PostgreSQL cluster. A dump restored into a new cluster,
-- logical replication or pg_upgrade carries the old cluster's transaction ids into one whose own
-- may be smaller, and events appended there would sort before those already read. So each event
-- records the era it was appended in, `$all` is ordered by (era, transaction id, position), and a
-- new era begins when the store opens on a cluster other than the latest era's (another system
-- identifier) or one whose transaction ids have not passed the latest era's events.
create table event_store_eras (
  era integer primary key check (era >= 0),
  -- pg_control_system()'s system_identifier of the cluster the era was begun on.
  system_identifier text not null,
  begun_at timestamptz not null default now()
);
insert into event_store_eras (era, system_identifier) select 0, system_identifier::text from pg_control_system();

-- The era every event appended now belongs to: the latest.
create function event_store_era() returns integer language sql stable
  as 'select max(era) from event_store_eras';

-- Added with a constant default (the events so far are era 0, no rewrite), then the latest era
-- for every later insert.
alter table events add column era integer not null default 0;
alter table events alter column era set default event_store_era();

create index events_era_order on events (era, transaction_id, global_position);
drop index events_all_order;
