-- Unpaid holds: one account may keep at most this many bookings awaiting payment at once, so
-- nobody can hold every room of a type with bookings they never pay. Staff change it in Settings.
alter table system_options
  add column max_pending_bookings integer not null default 2 check (max_pending_bookings between 1 and 20);
