-- A one-click charge (late check-out) is now kept in a booking's history by its kind, which the
-- screen names in the reader's language; the rows stored so far hold its description in the three
-- languages at once. booking_history is emptied, its checkpoint goes back to zero and the
-- projection runner fills it again from $all, as a rebuild would (as migration 020 did).
truncate booking_history;
update projection_checkpoints set transaction_id = '0'::xid8, global_position = 0, updated_at = now() where name = 'booking_history';
delete from projection_failures where projection = 'booking_history';
