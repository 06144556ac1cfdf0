-- Every process keeps the public catalog in memory (services/src/catalog/published-catalog.ts)
-- and drops it when the catalog changes: whoever writes room_types (the app, a migration, an
-- operator in psql) notifies in the same transaction, delivered to every listener on commit.
create function notify_catalog_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('hotel_catalog', 'changed ' || tg_table_name);
  return null;
end
$$;

create trigger room_types_changed
  after insert or update or delete or truncate on room_types
  for each statement execute function notify_catalog_changed();
