-- The guest pages the server renders show the approved reviews and the booking terms (the system
-- options) and are kept until they change (services/src/http/pages.ts): a change of `reviews` or
-- `system_options` is announced like the catalog's (migration 011's function).
create or replace trigger reviews_changed
  after insert or update or delete or truncate on reviews
  for each statement execute function notify_table_changed();

create or replace trigger system_options_changed
  after insert or update or delete or truncate on system_options
  for each statement execute function notify_table_changed();
