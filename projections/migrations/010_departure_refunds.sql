-- Early departure refunds: how the money given back on an early check-out
-- went. Null: none owed; `requested`: owed through the bank, its answer not recorded yet (the
-- payment poller resumes it); `sent`, `failed`: the bank's answer; `at_reception`: handed back
-- at the desk, the way the booking was paid there.
alter table bookings add column departure_refund_state text
  check (departure_refund_state in ('requested', 'sent', 'failed', 'at_reception'));
create index bookings_departure_refund_requested on bookings (id) where departure_refund_state = 'requested';
