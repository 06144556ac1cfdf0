-- booking_history keeps what each event changed instead of the booking's whole state before and
-- after it: "before" was always the previous row's "after", and with the
-- snapshots the projector had to read each booking's latest row back and PostgreSQL to parse two
-- long documents a row. Readers work the states out from a booking's rows up to the one shown
-- (projections/src/booking-history/snapshots.ts). The rows stored so far cannot say what their
-- event set (only what differed), so the table is emptied, its checkpoint goes back to zero and
-- the projection runner fills it again from $all, as a rebuild would (until it has caught up, a
-- trail shows fewer entries, as when its projector is a moment behind). A failure it had
-- recorded goes too: the refill meets the event again and records it again if it still cannot
-- be applied.
truncate booking_history;
alter table booking_history drop column before, drop column after, add column change jsonb not null;
-- As migration 005 set for the old documents: no query filters or sorts by it.
alter table booking_history alter column change set statistics 0;
update projection_checkpoints set transaction_id = '0'::xid8, global_position = 0, updated_at = now() where name = 'booking_history';
delete from projection_failures where projection = 'booking_history';
