-- A booking's history shows who stays: a placement's row now says its guests, so a later change of
-- the guests (GuestsChanged) reads from what they were. The rows stored so far do not say them, so
-- booking_history is emptied, its checkpoint goes back to zero and the projection runner fills it
-- again from $all, as a rebuild would (as migration 014 did).
truncate booking_history;
update projection_checkpoints set transaction_id = '0'::xid8, global_position = 0, updated_at = now() where name = 'booking_history';
delete from projection_failures where projection = 'booking_history';
