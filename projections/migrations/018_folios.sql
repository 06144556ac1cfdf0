-- A folio per booking: the ledger's projector folds each booking's charges, payments and refunds
-- (projections/src/folio/fold.ts) and keeps the result beside its book number. `folio`: the
-- fold's state (what the next event needs); the sums are what the staff lists and the guest's
-- account show. The ledger gains `adjustment` lines (a change repriced the nights, staff posted an
-- extra; signed, negative: a credit). The rows so far were written without folios, so both tables
-- are emptied, the checkpoint goes back to zero and the runner fills them again from $all, as a
-- rebuild would.
truncate ledger, ledger_bookings;
alter table ledger drop constraint ledger_kind_check;
alter table ledger add constraint ledger_kind_check check (kind in ('payment', 'refund', 'cancellation', 'adjustment'));
alter table ledger_bookings add column folio jsonb;
alter table ledger_bookings add column total_tenge bigint not null default 0;
alter table ledger_bookings add column paid_tenge bigint not null default 0;
alter table ledger_bookings add column refunded_tenge bigint not null default 0;
alter table ledger_bookings add column balance_tenge bigint not null default 0;
alter table ledger_bookings alter column folio set statistics 0;
update projection_checkpoints set transaction_id = '0'::xid8, global_position = 0, updated_at = now() where name = 'ledger';
delete from projection_failures where projection = 'ledger';
-- Money taken at the desk toward a folio may come by bank transfer too.
alter table ledger drop constraint ledger_method_check;
alter table ledger add constraint ledger_method_check check (method in ('cash', 'card_terminal', 'bank_transfer'));
