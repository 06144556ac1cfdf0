-- A booking's history shows who stays: a placement's row now says its guests, so a later change of
-- the guests (GuestsChanged) reads from what they were. The rows stored so far do not say them, so
-- booking_history is emptied, its checkpoint goes back to zero and the projection runner fills it
-- again from $all, as a rebuild would (as migration 014 did).
truncate booking_history;
update projection_checkpoints set transaction_id = '0'::xid8, global_position = 0, updated_at = now() where name = 'booking_history';
delete from projection_failures where projection = 'booking_history';
-- A staff cancel now books its credit (the stay's charges taken back but for what the hotel keeps)
-- as an adjustment line after its cancellation, and leaves a folio whose money kept pays its
-- extras first: the ledger and the folios are filled again from $all in the same way.
truncate ledger, ledger_bookings;
update projection_checkpoints set transaction_id = '0'::xid8, global_position = 0, updated_at = now() where name = 'ledger';
delete from projection_failures where projection = 'ledger';
