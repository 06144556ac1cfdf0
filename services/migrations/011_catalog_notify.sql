-- Every process keeps the public catalog and search answers in memory (services/src/db/
-- change-feed.ts) and drops them when what they were computed from changes: whoever writes
-- room_types or rooms (the app, a migration, an operator in psql) notifies `hotel_changes` in the
-- same transaction, delivered to every listener on commit. (The read models announce their own
-- moves on the same channel: projections migration 006.)
create function notify_table_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('hotel_changes', 'changed ' || tg_table_name);
  return null;
end
$$;

create trigger room_types_changed
  after insert or update or delete or truncate on room_types
  for each statement execute function notify_table_changed();

create trigger rooms_changed
  after insert or update or delete or truncate on rooms
  for each statement execute function notify_table_changed();
