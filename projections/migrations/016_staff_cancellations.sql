-- Staff cancel, no-show and refund. A no-show ends a booking as a cancel does (its nights are
-- free) but keeps the money; `cancel_reason` is what staff gave; `cancelled_by` the staff actor
-- (the payment poller records the bank's late answer to their refund in their name);
-- `staff_refund_state` where the money owed back through the bank stands: `requested` until the
-- bank's answer is recorded (the poller resumes it), then `sent` or `failed`.
alter table bookings drop constraint bookings_state_check;
alter table bookings add constraint bookings_state_check check (state in
  ('pending', 'online', 'refund_pending', 'cancelled', 'refunded', 'failed', 'expired', 'late_refunded', 'no_show'));
alter table bookings add column cancel_reason text;
alter table bookings add column cancelled_by jsonb;
alter table bookings add column staff_refund_state text check (staff_refund_state in ('requested', 'sent', 'failed'));
create index bookings_staff_refund_requested on bookings (id) where staff_refund_state = 'requested';
-- A refund given back outside the bank may go by bank transfer.
alter table ledger drop constraint ledger_method_check;
alter table ledger add constraint ledger_method_check check (method in ('cash', 'card_terminal', 'bank_transfer'));
