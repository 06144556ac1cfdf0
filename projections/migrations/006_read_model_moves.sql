-- A read model announces each move of its checkpoint on `hotel_changes` ('changed <name>'),
-- delivered on commit together with the rows the move wrote: processes that keep answers computed
-- from a read model in memory (search) drop them then. On the checkpoint, not on the model's
-- tables: a blue/green rebuild replaces the tables, and moves the checkpoint when it swaps.
create function notify_read_model_moved() returns trigger language plpgsql as $$
begin
  perform pg_notify('hotel_changes', 'changed ' || new.name);
  return null;
end
$$;

create trigger read_model_moved
  after update on projection_checkpoints
  for each row when (old.transaction_id is distinct from new.transaction_id or old.global_position is distinct from new.global_position)
  execute function notify_read_model_moved();
